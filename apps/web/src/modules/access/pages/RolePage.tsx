import { roleCodes } from '@smdp/contracts/access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import { TOP_LEVEL } from '../../../crud/parent-field';
import type { CrudConfig } from '../../../crud/types';
import { ROLE_API, type Role, useRolePicker } from '../api';
import { GrantDialog } from './GrantDialog';
import { roleFields } from './RolePage.fields';

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
    fields: roleFields(t, parents.data ?? []),
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
