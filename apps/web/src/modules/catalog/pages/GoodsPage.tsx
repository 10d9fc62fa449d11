import { goodsCodes, type SaleState } from '@smdp/contracts/catalog';
import { message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import { type FilterNode, TreeAndList, TreeFilter } from '../../../crud/TreeFilter';
import type { CrudConfig } from '../../../crud/types';
import { type Category, GOODS_API, type Goods, setSaleState, useCategoryTree } from '../api';
import { useCompanyStaff } from '../company-only';
import { formatUnits, formValues, parseUnits } from '../forms';
import { GoodsImagesDialog } from './GoodsImagesDialog';
import { goodsFields } from './GoodsPage.fields';

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
    fields: goodsFields(t, tree.data ?? []),
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
