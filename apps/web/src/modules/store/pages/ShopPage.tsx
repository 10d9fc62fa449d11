import { useQueryClient } from '@tanstack/react-query';
import { message, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { post } from '../../../lib/http';
import { SHOP_API, type Shop } from '../api';
import { BindWarehousesDialog } from './BindWarehousesDialog';

const OPEN = 1;
const CLOSED = 0;

/** Stores of the caller's customer (all stores for company staff), with their warehouses. */
export default function ShopPage() {
  const { t } = useTranslation('store');
  const client = useQueryClient();
  const [binding, setBinding] = useState<{ shop: Shop; refresh: () => void } | null>(null);
  // The shell's store selector reads myShopList: it must see new, renamed and closed stores at once.
  const refreshSelector = () => void client.invalidateQueries({ queryKey: ['my-shops'] });
  const statusOptions = [
    { value: OPEN, label: t('shop.open') },
    { value: CLOSED, label: t('shop.closed') },
  ];

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
    fields: [
      {
        key: 'shopCode',
        label: t('shop.code'),
        search: 'like',
        column: { key: true, sorter: true, width: 120 },
        form: { required: true, max: 32 },
      },
      {
        key: 'shopName',
        label: t('shop.name'),
        search: 'like',
        column: { key: true, sorter: true, width: 220 },
        form: { required: true, max: 100 },
      },
      { key: 'customerName', label: t('shop.customer'), column: { width: 200 } },
      {
        key: 'status',
        label: t('shop.status'),
        options: statusOptions,
        search: 'equal',
        column: {
          width: 100,
          render: (value) =>
            value === OPEN ? <Tag color="green">{t('shop.open')}</Tag> : <Tag>{t('shop.closed')}</Tag>,
        },
      },
      {
        key: 'bindWarehouseIds',
        label: t('shop.warehouses'),
        column: { width: 120, render: (value) => (Array.isArray(value) ? value.length : 0) },
        exportValue: (shop) => shop.bindWarehouseIds.length,
      },
      { key: 'address', label: t('shop.address'), kind: 'textarea', column: { hidden: true }, form: { max: 255 } },
      { key: 'remark', label: t('shop.remark'), kind: 'textarea', column: { hidden: true }, form: { max: 500 } },
      { key: 'createTime', label: t('shop.created'), search: 'range', column: { hidden: true, sorter: true } },
    ],
    rowActions: [
      {
        key: 'bind',
        label: t('bind.action'),
        permission: 'store_edit',
        run: (shop, context) => setBinding({ shop, refresh: context.refresh }),
      },
      {
        key: 'close',
        label: t('shop.close'),
        permission: 'store_edit',
        confirm: t('shop.closeConfirm'),
        visible: (shop) => shop.status === OPEN,
        run: (shop, context) => setStatus(shop, CLOSED, context.refresh),
      },
      {
        key: 'open',
        label: t('shop.reopen'),
        permission: 'store_edit',
        visible: (shop) => shop.status !== OPEN,
        run: (shop, context) => setStatus(shop, OPEN, context.refresh),
      },
    ],
  };

  async function setStatus(shop: Shop, status: number, refresh: () => void) {
    await post(`${SHOP_API}/shopStatusUpdate`, { id: shop.id, version: shop.version, status });
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
