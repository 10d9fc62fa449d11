import { priceListCodes } from '@smdp/contracts/catalog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { PRICE_LIST_API, type PriceList, type PriceListDetail } from '../api';
import { formValues, itemInput } from '../forms';
import { PriceCheckDialog } from './PriceCheckDialog';
import { PriceItemsDialog } from './PriceItemsDialog';
import { priceListFields } from './PriceListPage.fields';

/** Price lists (domain.md §3): per owner party, with validity dates; rows in their own dialog. */
export default function PriceListPage() {
  const { t } = useTranslation('catalog');
  const [itemsOf, setItemsOf] = useState<{ list: PriceList; refresh: () => void } | null>(null);
  const [checking, setChecking] = useState(false);

  const config: CrudConfig<PriceList> = {
    code: 'price_list',
    title: t('priceList.title'),
    entity: t('crud:entities.price_list'),
    api: {
      list: `${PRICE_LIST_API}/list`,
      detail: `${PRICE_LIST_API}/detail`,
      submit: `${PRICE_LIST_API}/submit`,
      remove: `${PRICE_LIST_API}/remove`,
    },
    dialogWidth: 760,
    fields: priceListFields(t),
    toForm: formValues,
    toBody: (values, editing) => ({
      ...values,
      validFrom: values.validFrom || null,
      validTo: values.validTo || null,
      // The header form leaves the rows as they are: the rows dialog changes them.
      items: ((editing as PriceListDetail | null)?.items ?? []).map(itemInput),
      ...(editing ? { id: editing.id, version: editing.version } : {}),
    }),
    rowActions: [
      {
        key: 'items',
        label: t('priceList.items'),
        permission: priceListCodes.edit,
        run: (list, context) => setItemsOf({ list, refresh: context.refresh }),
      },
    ],
    toolbarActions: [
      { key: 'check', label: t('check.title'), permission: priceListCodes.view, run: () => setChecking(true) },
    ],
  };

  return (
    <>
      <CrudPage config={config} />
      <PriceCheckDialog open={checking} onClose={() => setChecking(false)} />
      <PriceItemsDialog
        list={itemsOf?.list ?? null}
        onClose={() => setItemsOf(null)}
        onSaved={() => {
          itemsOf?.refresh();
          setItemsOf(null);
        }}
      />
    </>
  );
}
