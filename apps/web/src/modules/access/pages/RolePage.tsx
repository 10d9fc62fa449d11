import { roleCodes } from '@smdp/contracts/access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { DATA_SCOPES, ROLE_API, type Role, useRolePicker } from '../api';
import { parentOptions, TOP_LEVEL } from '../picker';
import { GrantDialog } from './GrantDialog';

/** Roles of the tenant as a tree; what each may open and do is set in its grant dialog. */
export default function RolePage() {
  const { t } = useTranslation('access');
  const [granting, setGranting] = useState<{ role: Role; refresh: () => void } | null>(null);
  const parents = useRolePicker();

  const config: CrudConfig<Role> = {
    code: 'role',
    title: t('role.title'),
    entity: t('crud:entities.role'),
    tree: true,
    api: {
      list: `${ROLE_API}/list`,
      detail: `${ROLE_API}/detail`,
      submit: `${ROLE_API}/submit`,
      remove: `${ROLE_API}/remove`,
    },
    onChanged: () => void parents.refetch(),
    fields: [
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
      {
        key: 'parentId',
        label: t('role.parent'),
        kind: 'tree',
        treeOptions: parentOptions(parents.data ?? [], t('role.topLevel')),
        column: false,
        form: { initial: TOP_LEVEL },
      },
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
    ],
    toBody: (values, editing) => ({
      ...values,
      parentId: values.parentId ?? TOP_LEVEL,
      ...(editing ? { id: editing.id, version: editing.version } : {}),
    }),
    rowActions: [
      {
        key: 'grant',
        label: t('role.grant'),
        permission: roleCodes.grant,
        run: (role, { refresh }) => setGranting({ role, refresh }),
      },
    ],
  };

  return (
    <>
      <CrudPage config={config} />
      <GrantDialog
        role={granting?.role ?? null}
        onClose={() => setGranting(null)}
        onSaved={() => {
          granting?.refresh();
          setGranting(null);
        }}
      />
    </>
  );
}
