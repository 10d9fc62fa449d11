import { type UserImportResult, userCodes } from '@smdp/contracts/user';
import { message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import { TreeAndList } from '../../../crud/TreeFilter';
import type { CrudConfig } from '../../../crud/types';
import { usePermissions } from '../../../lib/session';
import { OneTimeSecret, type SecretShown } from '../../system/OneTimeSecret';
import { type ResetPassword, USER_API, type UserRecord, unlockUsers, useDeptTree, useRoleTree } from '../api';
import { accountActions, accountBody } from './account.fields';
import { DeptTree } from './DeptTree';
import { GrantDialog } from './GrantDialog';
import { OpenAccountDialog } from './OpenAccountDialog';
import { userFields } from './UserPage.fields';

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

  const fields = userFields(t, { roles: roles.data ?? [], depts: depts.data ?? [], mayGrant });

  const showReset = (reset: ResetPassword[]) =>
    setShown({
      title: t('action.resetDone'),
      items: reset.flatMap((one) => [
        { label: t('user.account'), value: one.account },
        { label: t('action.newPassword'), value: one.password, secret: true },
      ]),
    });

  const showImported = ({ passwords }: UserImportResult) => {
    if (!passwords.length) return;
    setShown({
      title: t('action.importedPasswords'),
      items: passwords.map((one) => ({ label: one.account, value: one.password, secret: true })),
    });
  };

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
    importing: {
      path: `${USER_API}/import-user`,
      template: `${USER_API}/export-template`,
      templateName: `${t('user.title')}.xlsx`,
      onImported: showImported,
    },
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
