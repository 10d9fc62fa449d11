import type { TFunction } from 'i18next';
import type { CrudField } from '../../../crud/types';
import { type PartyOption, partyLabel } from '../../../lib/party-options';
import type { CustomerGoods, Goods } from '../api';
import { saleStateField } from './GoodsPage.fields';

export type CustomerGoodsRow = CustomerGoods & { version?: number };

/** The assortment list's columns and its dialog's fields: a buyer and the goods to add to what it may order. */
export function customerGoodsFields(
  t: TFunction<'catalog'>,
  parties: PartyOption[],
  goods: Goods[],
): CrudField<CustomerGoodsRow>[] {
  return [
    {
      key: 'partyId',
      label: t('assortment.buyer'),
      kind: 'select',
      options: parties.map((party) => ({ value: party.id, label: partyLabel(party) })),
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
    saleStateField(t),
    {
      key: 'goodsIds',
      label: t('assortment.goods'),
      kind: 'multiselect',
      options: goods.map((one) => ({ value: one.id, label: `${one.sku} ${one.name}` })),
      column: false,
      form: { required: true },
    },
  ];
}
