import { SHOP_ACTIVE, SHOP_INACTIVE, storeCodes } from '@smdp/contracts/store';
import { useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { SHOP_API, type Shop, setShopStatus, storeKeys } from '../api';
import { BindWarehousesDialog } from './BindWarehousesDialog';
import { shopFields } from './ShopPage.fields';

/** Stores of the caller's customer (all stores for company staff), with their warehouses. */
export default function ShopPage() {
  const { t } = useTranslation('store');
  const client = useQueryClient();
  const [binding, setBinding] = useState<{ shop: Shop; refresh: () => void } | null>(null);
  // The shell's store selector reads myShopList: it must see new, renamed and closed stores at once.
  const refreshSelector = () => void client.invalidateQueries({ queryKey: storeKeys.myShops() });

  const config: CrudConfig<Shop> = {
    code: 'store',
    title: t('shop.title'),
    entity: t('crud:entities.store'),
    api: {
      list: `${SHOP_API}/list`,
      detail: `${SHOP_API}/detail`,
      submit: `${SHOP_API}/save`,
      update: `${SHOP_API}/update`,
    },
    onChanged: refreshSelector,
    fields: shopFields(t),
    rowActions: [
      {
        key: 'bind',
        label: t('bind.action'),
        permission: storeCodes.edit,
        run: (shop, context) => setBinding({ shop, refresh: context.refresh }),
      },
      {
        key: 'close',
        label: t('shop.close'),
        permission: storeCodes.edit,
        confirm: t('shop.closeConfirm'),
        visible: (shop) => shop.status === SHOP_ACTIVE,
        run: (shop, context) => setStatus(shop, SHOP_INACTIVE, context.refresh),
      },
      {
        key: 'open',
        label: t('shop.reopen'),
        permission: storeCodes.edit,
        visible: (shop) => shop.status !== SHOP_ACTIVE,
        run: (shop, context) => setStatus(shop, SHOP_ACTIVE, context.refresh),
      },
    ],
  };

  async function setStatus(shop: Shop, status: number, refresh: () => void) {
    await setShopStatus(shop, status);
    message.success(t('crud:updated'));
    refresh();
  }

  return (
    <>
      <CrudPage config={config} />
      <BindWarehousesDialog
        shop={binding?.shop ?? null}
        onClose={() => setBinding(null)}
        onSaved={() => {
          binding?.refresh();
          setBinding(null);
        }}
      />
    </>
  );
}
