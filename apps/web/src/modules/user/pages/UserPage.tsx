import { userCodes } from '@smdp/contracts/user';
import { message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import { TreeAndList } from '../../../crud/TreeFilter';
import type { CrudConfig, CrudField } from '../../../crud/types';
import { usePermissions } from '../../../lib/session';
import { OneTimeSecret, type SecretShown } from '../../system/OneTimeSecret';
import {
  optionsOf,
  type ResetPassword,
  USER_API,
  type UserRecord,
  unlockUsers,
  useDeptTree,
  useRoleTree,
} from '../api';
import { accountActions, accountBody, accountFields, stateFields } from './account-fields';
import { DeptTree } from './DeptTree';
import { GrantDialog } from './GrantDialog';
import { OpenAccountDialog } from './OpenAccountDialog';

/** /system/user: every account of the tenant, by department, with roles, password reset, unlock and enable. */
export default function UserPage() {
  const { t } = useTranslation('user');
  const [deptId, setDeptId] = useState<string>();
  const [granting, setGranting] = useState<{ user: UserRecord; refresh: () => void } | null>(null);
  const [shown, setShown] = useState<SecretShown | null>(null);
  const [opening, setOpening] = useState<{ refresh: () => void } | null>(null);
  // Choosing roles is granting them: the server wants user_grant for it too.
  const mayGrant = usePermissions((state) => state.codes[userCodes.grant] === true);
  const roles = useRoleTree();
  const depts = useDeptTree();
  const userTypes = [
    { value: 0, label: t('user.userTypes.staff') },
    { value: 1, label: t('user.userTypes.customer') },
  ];
  const [identity, ...contact] = accountFields(t);

  const fields: CrudField<UserRecord>[] = [
    ...(identity ? [identity] : []),
    ...contact,
    {
      key: 'roleIds',
      label: t('user.roles'),
      kind: 'multiselect',
      options: optionsOf(roles.data ?? []),
      column: { width: 180, render: (_, row) => row.roleNames.join(', ') },
      form: mayGrant ? {} : false,
      exportValue: (row) => row.roleNames.join(', '),
    },
    {
      key: 'deptIds',
      label: t('user.depts'),
      kind: 'multiselect',
      options: optionsOf(depts.data ?? []),
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

  const showReset = (reset: ResetPassword[]) =>
    setShown({
      title: t('action.resetDone'),
      items: reset.flatMap((one) => [
        { label: t('user.account'), value: one.account },
        { label: t('action.newPassword'), value: one.password, secret: true },
      ]),
    });

  const config: CrudConfig<UserRecord> = {
    code: 'user',
    title: t('user.title'),
    entity: t('crud:entities.user'),
    api: {
      list: `${USER_API}/list-page`,
      detail: `${USER_API}/detail`,
      submit: `${USER_API}/submit`,
      update: `${USER_API}/update`,
      remove: `${USER_API}/remove`,
    },
    fields,
    dialogWidth: 760,
    toBody: accountBody,
    toolbarActions: [
      {
        key: 'open',
        label: t('open.action'),
        permission: userCodes.add,
        run: ({ refresh }) => setOpening({ refresh }),
      },
    ],
    rowActions: [
      {
        key: 'grant',
        label: t('action.grant'),
        permission: userCodes.grant,
        run: (user, { refresh }) => setGranting({ user, refresh }),
      },
      ...accountActions(t, { edit: userCodes.edit, reset: userCodes.reset }, showReset),
      {
        key: 'unlock',
        label: t('action.unlock'),
        permission: userCodes.unlock,
        confirm: t('action.unlockConfirm'),
        visible: (user) => user.locked,
        run: async (user, { refresh }) => {
          await unlockUsers([user.id]);
          message.success(t('action.unlocked'));
          refresh();
        },
      },
    ],
  };

  return (
    <>
      <TreeAndList tree={<DeptTree selected={deptId} onSelect={setDeptId} />}>
        <CrudPage config={config} filter={deptId ? { deptId } : undefined} />
      </TreeAndList>
      <GrantDialog
        user={granting?.user ?? null}
        roles={roles.data ?? []}
        onClose={() => setGranting(null)}
        onSaved={() => {
          granting?.refresh();
          setGranting(null);
        }}
      />
      <OneTimeSecret shown={shown} onClose={() => setShown(null)} />
      <OpenAccountDialog
        open={Boolean(opening)}
        onClose={() => setOpening(null)}
        onSaved={() => {
          opening?.refresh();
          setOpening(null);
        }}
      />
    </>
  );
}
