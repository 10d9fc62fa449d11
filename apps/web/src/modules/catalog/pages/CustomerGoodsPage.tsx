import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { ASSORTMENT_API, type CustomerGoods, SALE_STATES, useBuyerOptions, useGoodsOptions } from '../api';

type Row = CustomerGoods & { version?: number };

/** Customer goods (domain.md §3 Assortment): the goods each buyer may order, kept by its seller. */
export default function CustomerGoodsPage() {
  const { t } = useTranslation('catalog');
  const parties = useBuyerOptions();
  const goods = useGoodsOptions();

  const config: CrudConfig<Row> = {
    code: 'customer_goods',
    title: t('assortment.title'),
    entity: t('crud:entities.customer_goods'),
    api: { list: `${ASSORTMENT_API}/list`, submit: `${ASSORTMENT_API}/submit`, remove: `${ASSORTMENT_API}/remove` },
    canEdit: () => false,
    fields: [
      {
        key: 'partyId',
        label: t('assortment.buyer'),
        kind: 'select',
        options: (parties.data ?? []).map((party) => ({
          value: party.id,
          label: `${party.customerCode} ${party.customerName}`,
        })),
        column: false,
        form: { required: true },
      },
      {
        key: 'partyCode',
        label: t('assortment.buyerCode'),
        search: 'like',
        column: { key: true, sorter: true, width: 130 },
      },
      { key: 'partyName', label: t('assortment.buyerName'), search: 'like', column: { width: 200 } },
      { key: 'sku', label: t('goods.sku'), search: 'like', column: { key: true, sorter: true, width: 130 } },
      { key: 'goodsName', label: t('goods.name'), search: 'like', column: { width: 220 } },
      { key: 'baseUnit', label: t('goods.baseUnit'), column: { width: 90 } },
      {
        key: 'saleState',
        label: t('goods.saleState'),
        options: SALE_STATES.map((state) => ({ value: state, label: t(`goods.saleStates.${state}`) })),
        search: 'equal',
        column: {
          width: 100,
          render: (value) => (
            <Tag color={value === 'ON_SALE' ? 'green' : 'default'}>{t(`goods.saleStates.${String(value)}`)}</Tag>
          ),
        },
      },
      {
        key: 'goodsIds',
        label: t('assortment.goods'),
        kind: 'multiselect',
        options: (goods.data?.records ?? []).map((one) => ({ value: one.id, label: `${one.sku} ${one.name}` })),
        column: false,
        form: { required: true },
      },
    ],
  };

  return <CrudPage config={config} />;
}
