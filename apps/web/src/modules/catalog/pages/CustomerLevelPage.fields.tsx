import { CUSTOMER_LEVEL_LIMITS } from '@smdp/contracts/catalog';
import type { TFunction } from 'i18next';
import type { CrudField } from '../../../crud/types';
import type { CustomerLevel, PriceList } from '../api';

/** The customer-level list's columns and its dialog's fields; `priceLists` are the default lists to choose from. */
export function customerLevelFields(t: TFunction<'catalog'>, priceLists: PriceList[]): CrudField<CustomerLevel>[] {
  return [
    {
      key: 'code',
      label: t('customerLevel.code'),
      search: 'like',
      column: { key: true, sorter: true, width: 160 },
      form: { required: true, max: CUSTOMER_LEVEL_LIMITS.code },
    },
    {
      key: 'name',
      label: t('customerLevel.name'),
      search: 'like',
      column: { key: true, width: 200 },
      form: { required: true, max: CUSTOMER_LEVEL_LIMITS.name },
    },
    {
      key: 'rank',
      label: t('customerLevel.rank'),
      kind: 'number',
      column: { sorter: true, width: 90 },
      form: { initial: 1 },
    },
    {
      key: 'defaultPriceListId',
      label: t('customerLevel.defaultPriceList'),
      kind: 'select',
      options: priceLists.map((list) => ({ value: list.id, label: `${list.code} ${list.name}` })),
      column: { width: 220, render: (_value, level) => level.defaultPriceListName ?? '' },
      exportValue: (level) => level.defaultPriceListName,
      form: {},
    },
    { key: 'ownerName', label: t('customerLevel.owner'), column: { width: 200 } },
    {
      key: 'remark',
      label: t('customerLevel.remark'),
      kind: 'textarea',
      column: { hidden: true },
      form: { max: CUSTOMER_LEVEL_LIMITS.remark },
    },
  ];
}
