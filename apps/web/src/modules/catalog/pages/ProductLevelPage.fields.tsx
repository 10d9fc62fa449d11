import { CATEGORY_LIMITS, MAX_CATEGORY_LEVEL } from '@smdp/contracts/catalog';
import type { TFunction } from 'i18next';
import type { CrudField } from '../../../crud/types';
import type { Category } from '../api';
import { categoryOptions } from '../forms';

/** The product-level tree's columns and its dialog's fields; `tree` is every level, for the parent picker. */
export function productLevelFields(t: TFunction<'catalog'>, tree: Category[]): CrudField<Category>[] {
  return [
    {
      key: 'code',
      label: t('level.code'),
      column: { key: true, width: 200 },
      form: { required: true, max: CATEGORY_LIMITS.code },
    },
    {
      key: 'name',
      label: t('level.name'),
      column: { key: true, width: 220 },
      form: { required: true, max: CATEGORY_LIMITS.name },
    },
    {
      key: 'parentId',
      label: t('level.parent'),
      kind: 'tree',
      // A level-3 category has no children: only the levels above the last can be parents.
      treeOptions: categoryOptions(tree, MAX_CATEGORY_LEVEL - 1),
      column: false,
      form: { lockedOnEdit: true, placeholder: t('level.topLevel') },
    },
    { key: 'level', label: t('level.level'), column: { width: 90 } },
    { key: 'sort', label: t('level.sort'), kind: 'number', column: { width: 90 }, form: { initial: 1 } },
  ];
}
