import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { parentField } from '../../../crud/parent-field';
import type { CrudField } from '../../../crud/types';
import type { PickerNode } from '../api';
import { REGION_LEVELS, type Region } from '../api';

const LEVEL_COLOURS = ['', 'blue', 'green', 'orange', 'default'];

/** The region tree's columns and its dialog's fields. */
export function regionFields(t: TFunction<'structure'>, parents: PickerNode[]): CrudField<Region>[] {
  return [
    {
      key: 'name',
      label: t('region.name'),
      search: 'like',
      column: { key: true, width: 240 },
      form: { required: true, max: 50 },
    },
    {
      key: 'code',
      label: t('region.code'),
      search: 'like',
      column: { width: 160 },
      form: { required: true, max: 32, rule: z.string().regex(/^[A-Za-z0-9_-]+$/, t('codeRule')) },
    },
    parentField(t('region.parent'), parents, t('region.topLevel')),
    {
      key: 'regionLevel',
      label: t('region.level'),
      kind: 'select',
      options: REGION_LEVELS.map((value) => ({ value, label: t(`region.levels.${value}`) })),
      search: 'equal',
      column: {
        width: 120,
        render: (value) => <Tag color={LEVEL_COLOURS[Number(value)]}>{t(`region.levels.${String(value)}`)}</Tag>,
      },
      form: false,
    },
    { key: 'sort', label: t('sort'), kind: 'number', column: { width: 90 }, form: { initial: 0 } },
    { key: 'remark', label: t('remark'), kind: 'textarea', column: { hidden: true }, form: { max: 255 } },
    { key: 'createTime', label: t('createTime'), column: { hidden: true, width: 170 } },
  ];
}
