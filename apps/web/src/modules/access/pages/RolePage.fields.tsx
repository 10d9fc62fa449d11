import type { TFunction } from 'i18next';
import { parentField } from '../../../crud/parent-field';
import type { CrudField } from '../../../crud/types';
import type { PickerNode } from '../api';
import { DATA_SCOPES, type Role } from '../api';

/** The role tree's columns and its dialog's fields. */
export function roleFields(t: TFunction<'access'>, parents: PickerNode[]): CrudField<Role>[] {
  return [
    {
      key: 'roleName',
      label: t('role.roleName'),
      search: 'like',
      column: { key: true, width: 240 },
      form: { required: true, max: 50 },
    },
    {
      key: 'roleAlias',
      label: t('role.roleAlias'),
      search: 'like',
      column: { width: 200 },
      form: { required: true, max: 50 },
    },
    parentField(t('role.parent'), parents, t('role.topLevel')),
    {
      key: 'dataScope',
      label: t('role.dataScope'),
      kind: 'select',
      options: DATA_SCOPES.map((scope) => ({ value: scope, label: t(`role.dataScopes.${scope}`) })),
      column: { width: 200 },
      form: { required: true, initial: 1 },
    },
    { key: 'sort', label: t('role.sort'), kind: 'number', column: { width: 90 }, form: { initial: 0 } },
    { key: 'createTime', label: t('role.createTime'), column: { hidden: true, width: 170 } },
  ];
}
