import type { TFunction } from 'i18next';
import type { CrudField } from '../../../crud/types';
import { type DeptPickerNode, optionsOf, type RolePickerNode, type UserRecord } from '../api';
import { accountFields, stateFields } from './account.fields';

/** The account list's columns and its dialog's fields; roles are edited only with the grant code. */
export function userFields(
  t: TFunction<'user'>,
  { roles, depts, mayGrant }: { roles: RolePickerNode[]; depts: DeptPickerNode[]; mayGrant: boolean },
): CrudField<UserRecord>[] {
  const userTypes = [
    { value: 0, label: t('user.userTypes.staff') },
    { value: 1, label: t('user.userTypes.customer') },
  ];
  const [identity, ...contact] = accountFields(t);
  return [
    ...(identity ? [identity] : []),
    ...contact,
    {
      key: 'roleIds',
      label: t('user.roles'),
      kind: 'multiselect',
      options: optionsOf(roles),
      column: { width: 180, render: (_, row) => row.roleNames.join(', ') },
      form: mayGrant ? {} : false,
      exportValue: (row) => row.roleNames.join(', '),
    },
    {
      key: 'deptIds',
      label: t('user.depts'),
      kind: 'multiselect',
      options: optionsOf(depts),
      column: { width: 160, render: (_, row) => row.deptNames.join(', ') },
      form: {},
      exportValue: (row) => row.deptNames.join(', '),
    },
    {
      key: 'userType',
      label: t('user.userType'),
      kind: 'select',
      options: userTypes,
      search: 'equal',
      column: { width: 110 },
      form: { initial: 0 },
    },
    {
      key: 'customerName',
      label: t('user.customer'),
      column: { width: 160, hidden: true, render: (value, row) => (value ? `${row.customerCode} ${value}` : '') },
      form: false,
    },
    ...stateFields(t),
  ];
}
