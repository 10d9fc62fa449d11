import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { ASSORTMENT_API, useBuyerOptions, useGoodsOptions } from '../api';
import { type CustomerGoodsRow, customerGoodsFields } from './CustomerGoodsPage.fields';

/** Customer goods (domain.md §3 Assortment): the goods each buyer may order, kept by its seller. */
export default function CustomerGoodsPage() {
  const { t } = useTranslation('catalog');
  const parties = useBuyerOptions();
  const goods = useGoodsOptions();

  const config: CrudConfig<CustomerGoodsRow> = {
    code: 'customer_goods',
    title: t('assortment.title'),
    entity: t('crud:entities.customer_goods'),
    api: { list: `${ASSORTMENT_API}/list`, submit: `${ASSORTMENT_API}/submit`, remove: `${ASSORTMENT_API}/remove` },
    canEdit: () => false,
    fields: customerGoodsFields(t, parties.data ?? [], goods.data?.records ?? []),
  };

  return <CrudPage config={config} />;
}
