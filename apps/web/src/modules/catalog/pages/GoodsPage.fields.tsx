import { decimalPattern, GOODS_LIMITS, SALE_STATES } from '@smdp/contracts/catalog';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { CrudField } from '../../../crud/types';
import type { Category, Goods } from '../api';
import { categoryOptions, formatUnits, parseUnits } from '../forms';

/** A tax rate is a fraction below 1 with up to 6 decimals: `0.13` is 13 %. */
const RATE = /^0(\.\d{1,6})?$/;

/** The sale state as a column and an equal-filter: goods and customer goods show it alike. */
export function saleStateField<R>(t: TFunction<'catalog'>): CrudField<R> {
  return {
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
  };
}

/** The goods list's columns and its dialog's fields; `categories` are the product levels to file goods under. */
export function goodsFields(t: TFunction<'catalog'>, categories: Category[]): CrudField<Goods>[] {
  const quantityRule = z.string().regex(decimalPattern(3), t('goods.quantityRule'));
  return [
    {
      key: 'sku',
      label: t('goods.sku'),
      search: 'like',
      column: { sorter: true, width: 130, key: true },
      form: { required: true, max: GOODS_LIMITS.sku },
    },
    {
      key: 'name',
      label: t('goods.name'),
      search: 'like',
      column: { key: true, sorter: true, width: 200 },
      form: { required: true, max: GOODS_LIMITS.name },
    },
    {
      key: 'categoryId',
      label: t('goods.category'),
      kind: 'tree',
      treeOptions: categoryOptions(categories),
      column: { width: 140, render: (_value, goods) => goods.categoryName },
      exportValue: (goods) => goods.categoryName,
      form: { required: true },
    },
    {
      key: 'brand',
      label: t('goods.brand'),
      search: 'like',
      column: { width: 110 },
      form: { max: GOODS_LIMITS.brand },
    },
    { key: 'spec', label: t('goods.spec'), column: { width: 120 }, form: { max: GOODS_LIMITS.spec } },
    {
      key: 'barcode',
      label: t('goods.barcode'),
      search: 'like',
      column: { width: 150, hidden: true },
      form: { max: GOODS_LIMITS.barcode, rule: z.string().regex(/^[0-9A-Za-z-]*$/, t('goods.barcodeRule')) },
    },
    {
      key: 'baseUnit',
      label: t('goods.baseUnit'),
      column: { width: 90 },
      form: { required: true, max: GOODS_LIMITS.unit },
    },
    {
      key: 'unitsText',
      label: t('goods.units'),
      column: { width: 140, render: (_value, goods) => formatUnits(goods.units) },
      exportValue: (goods) => formatUnits(goods.units),
      form: {
        max: 200,
        placeholder: 'CTN=24, PAL=960',
        rule: z.string().refine((text) => parseUnits(text) !== null, t('goods.unitsRule')),
      },
    },
    {
      key: 'taxRate',
      label: t('goods.taxRate'),
      column: { width: 90 },
      form: { initial: '0.13', rule: z.string().regex(RATE, t('goods.taxRateRule')) },
    },
    {
      key: 'minOrderQty',
      label: t('goods.minOrderQty'),
      column: { width: 110, hidden: true },
      form: { initial: '1', rule: quantityRule },
    },
    {
      key: 'orderMultiple',
      label: t('goods.orderMultiple'),
      column: { width: 110, hidden: true },
      form: { initial: '1', rule: quantityRule },
    },
    saleStateField(t),
    {
      key: 'images',
      label: t('goods.images'),
      column: { width: 80, render: (value) => (Array.isArray(value) ? value.length : 0) },
      exportValue: (goods) => goods.images.length,
    },
    {
      key: 'remark',
      label: t('goods.remark'),
      kind: 'textarea',
      column: { hidden: true },
      form: { max: GOODS_LIMITS.remark },
    },
  ];
}
