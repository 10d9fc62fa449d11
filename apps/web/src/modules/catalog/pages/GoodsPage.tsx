import { goodsCodes } from '@smdp/contracts/catalog';
import { message, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CrudPage } from '../../../crud/CrudPage';
import { type FilterNode, TreeAndList, TreeFilter } from '../../../crud/TreeFilter';
import type { CrudConfig } from '../../../crud/types';
import {
  type Category,
  GOODS_API,
  type Goods,
  SALE_STATES,
  type SaleState,
  setSaleState,
  useCategoryTree,
} from '../api';
import { useCompanyStaff } from '../company-only';
import { categoryOptions, formatUnits, formValues, parseUnits } from '../forms';
import { GoodsImagesDialog } from './GoodsImagesDialog';

const DECIMAL_3 = /^\d{1,15}(\.\d{1,3})?$/;
const RATE = /^0(\.\d{1,6})?$/;

const treeNodes = (nodes: Category[]): FilterNode[] =>
  nodes.map((node) => ({
    key: node.id,
    title: node.name,
    ...(node.children?.length ? { children: treeNodes(node.children) } : {}),
  }));

/** Goods (domain.md §3): SKU, barcode, product level, units, tax, order quantities, sale state and images. */
export default function GoodsPage() {
  const { t } = useTranslation('catalog');
  const tree = useCategoryTree();
  const staff = useCompanyStaff();
  const [categoryId, setCategoryId] = useState<string | undefined>();
  const [imagesOf, setImagesOf] = useState<{ goods: Goods; refresh: () => void } | null>(null);
  const saleOptions = SALE_STATES.map((state) => ({ value: state, label: t(`goods.saleStates.${state}`) }));

  async function changeSale(goods: Goods, state: SaleState, refresh: () => void) {
    await setSaleState(goods, state);
    message.success(t('crud:updated'));
    refresh();
  }

  const config: CrudConfig<Goods> = {
    code: 'goods_list',
    title: t('goods.title'),
    entity: t('crud:entities.goods_list'),
    api: {
      list: `${GOODS_API}/list`,
      detail: `${GOODS_API}/detail`,
      ...(staff ? { submit: `${GOODS_API}/submit`, remove: `${GOODS_API}/remove` } : {}),
    },
    dialogWidth: 820,
    fields: [
      {
        key: 'sku',
        label: t('goods.sku'),
        search: 'like',
        column: { sorter: true, width: 130, key: true },
        form: { required: true, max: 40 },
      },
      {
        key: 'name',
        label: t('goods.name'),
        search: 'like',
        column: { key: true, sorter: true, width: 200 },
        form: { required: true, max: 200 },
      },
      {
        key: 'categoryId',
        label: t('goods.category'),
        kind: 'tree',
        treeOptions: categoryOptions(tree.data ?? []),
        column: { width: 140, render: (_value, goods) => goods.categoryName },
        exportValue: (goods) => goods.categoryName,
        form: { required: true },
      },
      { key: 'brand', label: t('goods.brand'), search: 'like', column: { width: 110 }, form: { max: 100 } },
      { key: 'spec', label: t('goods.spec'), column: { width: 120 }, form: { max: 100 } },
      {
        key: 'barcode',
        label: t('goods.barcode'),
        search: 'like',
        column: { width: 150, hidden: true },
        form: { max: 32, rule: z.string().regex(/^[0-9A-Za-z-]*$/, t('goods.barcodeRule')) },
      },
      { key: 'baseUnit', label: t('goods.baseUnit'), column: { width: 90 }, form: { required: true, max: 16 } },
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
        form: { initial: '1', rule: z.string().regex(DECIMAL_3, t('goods.quantityRule')) },
      },
      {
        key: 'orderMultiple',
        label: t('goods.orderMultiple'),
        column: { width: 110, hidden: true },
        form: { initial: '1', rule: z.string().regex(DECIMAL_3, t('goods.quantityRule')) },
      },
      {
        key: 'saleState',
        label: t('goods.saleState'),
        options: saleOptions,
        search: 'equal',
        column: {
          width: 100,
          render: (value) => (
            <Tag color={value === 'ON_SALE' ? 'green' : 'default'}>{t(`goods.saleStates.${String(value)}`)}</Tag>
          ),
        },
      },
      {
        key: 'images',
        label: t('goods.images'),
        column: { width: 80, render: (value) => (Array.isArray(value) ? value.length : 0) },
        exportValue: (goods) => goods.images.length,
      },
      { key: 'remark', label: t('goods.remark'), kind: 'textarea', column: { hidden: true }, form: { max: 500 } },
    ],
    toForm: (goods) => ({ ...formValues(goods), unitsText: formatUnits(goods.units) }),
    toBody: (values, editing) => {
      const { unitsText, ...rest } = values;
      const optional = (key: string) => (rest[key] === '' || rest[key] === undefined ? null : rest[key]);
      return {
        ...rest,
        brand: optional('brand'),
        spec: optional('spec'),
        barcode: optional('barcode'),
        remark: optional('remark'),
        units: parseUnits(unitsText as string | undefined) ?? [],
        images: editing?.images ?? [],
        ...(editing ? { id: editing.id, version: editing.version, saleState: editing.saleState } : {}),
      };
    },
    rowActions: [
      {
        key: 'images',
        label: t('goods.images'),
        permission: goodsCodes.edit,
        visible: () => staff,
        run: (goods, context) => setImagesOf({ goods, refresh: context.refresh }),
      },
      {
        key: 'offSale',
        label: t('goods.putOffSale'),
        permission: goodsCodes.edit,
        confirm: t('goods.offSaleConfirm'),
        visible: (goods) => staff && goods.saleState === 'ON_SALE',
        run: (goods, context) => changeSale(goods, 'OFF_SALE', context.refresh),
      },
      {
        key: 'onSale',
        label: t('goods.putOnSale'),
        permission: goodsCodes.edit,
        visible: (goods) => staff && goods.saleState === 'OFF_SALE',
        run: (goods, context) => changeSale(goods, 'ON_SALE', context.refresh),
      },
    ],
  };

  return (
    <>
      <TreeAndList
        tree={
          <TreeFilter
            // Mounted again once the levels arrive, so they open expanded.
            key={tree.data ? 'loaded' : 'loading'}
            title={t('goods.category')}
            nodes={treeNodes(tree.data ?? [])}
            loading={tree.isLoading}
            selected={categoryId}
            onSelect={setCategoryId}
          />
        }
      >
        <CrudPage config={config} filter={{ categoryId }} />
      </TreeAndList>
      <GoodsImagesDialog
        goods={imagesOf?.goods ?? null}
        onClose={() => setImagesOf(null)}
        onSaved={() => {
          imagesOf?.refresh();
          setImagesOf(null);
        }}
      />
    </>
  );
}
