import type { TFunction } from 'i18next';
import { z } from 'zod';
import { parentField } from '../../../crud/parent-field';
import type { CrudField } from '../../../crud/types';
import type { PickerNode } from '../api';
import { DEPT_CATEGORIES, type Dept } from '../api';

/** The department tree's columns and its dialog's fields. */
export function deptFields(t: TFunction<'structure'>, parents: PickerNode[]): CrudField<Dept>[] {
  return [
    {
      key: 'deptName',
      label: t('dept.deptName'),
      search: 'like',
      column: { key: true, width: 240 },
      form: { required: true, max: 50 },
    },
    { key: 'fullName', label: t('dept.fullName'), search: 'like', column: { width: 240 }, form: { max: 100 } },
    parentField(t('dept.parent'), parents, t('topLevel')),
    {
      key: 'deptCategory',
      label: t('dept.category'),
      kind: 'select',
      options: DEPT_CATEGORIES.map((value) => ({ value, label: t(`dept.categories.${value}`) })),
      column: { width: 120 },
      form: { required: true, initial: 2 },
    },
    {
      key: 'currency',
      label: t('dept.currency'),
      column: { width: 110, render: (value) => (value ? String(value) : t('dept.inherited')) },
      form: {
        max: 3,
        placeholder: t('dept.currencyHint'),
        rule: z.union([z.literal(''), z.string().regex(/^[A-Za-z]{3}$/, t('dept.currencyRule'))]).nullish(),
      },
    },
    { key: 'sort', label: t('sort'), kind: 'number', column: { width: 90 }, form: { initial: 0 } },
    { key: 'remark', label: t('remark'), kind: 'textarea', column: { hidden: true }, form: { max: 255 } },
    { key: 'createTime', label: t('createTime'), column: { hidden: true, width: 170 } },
  ];
}
