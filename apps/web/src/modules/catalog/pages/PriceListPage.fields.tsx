import { CURRENCY_PATTERN, PRICE_LIST_LIMITS, PRICE_LIST_STATES } from '@smdp/contracts/catalog';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { CrudField } from '../../../crud/types';
import type { PriceList } from '../api';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The price-list list's columns and its header dialog's fields (the rows have a dialog of their own). */
export function priceListFields(t: TFunction<'catalog'>): CrudField<PriceList>[] {
  const dateRule = z.string().regex(DATE, t('priceList.dateRule'));
  return [
    {
      key: 'code',
      label: t('priceList.code'),
      search: 'like',
      column: { key: true, sorter: true, width: 140 },
      form: { required: true, max: PRICE_LIST_LIMITS.code },
    },
    {
      key: 'name',
      label: t('priceList.name'),
      search: 'like',
      column: { key: true, width: 220 },
      form: { required: true, max: PRICE_LIST_LIMITS.name },
    },
    { key: 'ownerName', label: t('priceList.owner'), search: 'like', column: { width: 180 } },
    {
      key: 'currency',
      label: t('priceList.currency'),
      column: { width: 90 },
      form: { initial: 'CNY', rule: z.string().regex(CURRENCY_PATTERN, t('priceList.currencyRule')) },
    },
    {
      key: 'validFrom',
      label: t('priceList.validFrom'),
      column: { width: 120 },
      form: { rule: dateRule, placeholder: 'yyyy-MM-dd' },
    },
    {
      key: 'validTo',
      label: t('priceList.validTo'),
      column: { width: 120 },
      form: { rule: dateRule, placeholder: 'yyyy-MM-dd' },
    },
    {
      key: 'isDefault',
      label: t('priceList.isDefault'),
      kind: 'switch',
      column: { width: 90 },
      form: { initial: false },
    },
    {
      key: 'state',
      label: t('priceList.state'),
      kind: 'select',
      options: PRICE_LIST_STATES.map((state) => ({ value: state, label: t(`priceList.states.${state}`) })),
      search: 'equal',
      column: {
        width: 100,
        render: (value) => (
          <Tag color={value === 'ACTIVE' ? 'green' : 'default'}>{t(`priceList.states.${String(value)}`)}</Tag>
        ),
      },
      form: { initial: 'ACTIVE' },
    },
    { key: 'itemCount', label: t('priceList.itemCount'), column: { width: 90 } },
    {
      key: 'remark',
      label: t('priceList.remark'),
      kind: 'textarea',
      column: { hidden: true },
      form: { max: PRICE_LIST_LIMITS.remark },
    },
  ];
}
