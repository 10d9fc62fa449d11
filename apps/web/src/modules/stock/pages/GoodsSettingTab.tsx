import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, Option } from '../../../crud/types';
import { type Category, useCategoryTree } from '../../catalog/api';
import {
  GOODS_SETTING_API,
  GOODS_SETTING_LIMITS,
  type GoodsSetting,
  goodsSettingBody,
  REORDER_LEVEL,
  SETTING_MENU,
} from '../setting-api';

/** Every level of the category tree as one choice, indented by its depth (the filter takes any level). */
const flatCategories = (nodes: Category[], depth = 0): Option[] =>
  nodes.flatMap((node) => [
    { value: node.id, label: `${'\u00a0'.repeat(depth * 3)}${node.code} ${node.name}` },
    ...flatCategories(node.children ?? [], depth + 1),
  ]);

/**
 * The goods tab: every goods of the company with its batch tracking, shelf life and reorder level. Staff
 * with `stock_setting_edit` change them in a dialog; a goods that has moved keeps its batch tracking (the
 * server says so when it is changed).
 */
export function GoodsSettingTab() {
  const { t } = useTranslation('stockSetting');
  const categories = useCategoryTree();

  const config = useMemo((): CrudConfig<GoodsSetting> => {
    return {
      code: SETTING_MENU,
      layoutCode: `${SETTING_MENU}_goods`,
      title: t('goodsTitle'),
      entity: t('goodsEntity'),
      api: {
        list: `${GOODS_SETTING_API}/list`,
        detail: `${GOODS_SETTING_API}/detail`,
        // An update only: every goods has a setting, none is added or removed here.
        update: `${GOODS_SETTING_API}/submit`,
      },
      fields: [
        { key: 'goods', label: t('goods'), search: 'like', column: false, form: false },
        {
          key: 'categoryId',
          label: t('category'),
          options: flatCategories(categories.data ?? []),
          search: 'equal',
          column: false,
          form: false,
        },
        { key: 'sku', label: t('sku'), column: { key: true, sorter: true, width: 160 }, form: { lockedOnEdit: true } },
        { key: 'goodsName', label: t('goodsName'), column: { sorter: true }, form: { lockedOnEdit: true } },
        { key: 'baseUnit', label: t('unit'), column: { width: 80 }, form: false },
        {
          key: 'batchTracked',
          label: t('batchTracked'),
          kind: 'switch',
          search: 'equal',
          column: { width: 120 },
          form: {},
        },
        {
          key: 'shelfLifeDays',
          label: t('shelfLifeDays'),
          kind: 'number',
          column: { sorter: true, width: 140 },
          form: {
            placeholder: t('none'),
            rule: z
              .number()
              .int(t('shelfLifeInvalid'))
              .min(1, t('shelfLifeInvalid'))
              .max(GOODS_SETTING_LIMITS.shelfLifeDays, t('shelfLifeInvalid')),
          },
        },
        {
          key: 'reorderLevel',
          label: t('reorderLevel'),
          column: { sorter: true, width: 140 },
          form: { placeholder: t('none'), rule: z.string().trim().regex(REORDER_LEVEL, t('reorderLevelInvalid')) },
        },
        {
          key: 'moved',
          label: t('moved'),
          column: {
            width: 110,
            render: (value) => (value ? <Tag color="blue">{t('movedYes')}</Tag> : <Tag>{t('movedNo')}</Tag>),
          },
          form: false,
        },
      ],
      canDelete: () => false,
      toBody: goodsSettingBody,
    };
  }, [t, categories.data]);

  return <CrudPage config={config} />;
}
