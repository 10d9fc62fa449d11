import { packageCodes } from '@smdp/contracts/system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { PACKAGE_API, type TenantPackage } from '../api';
import { PackageMenusDialog } from './PackageMenusDialog';

/** Tenant packages: the menus a tenant's roles may be granted. Shrinking one takes back grants outside it. */
export default function TenantPackagePage() {
  const { t } = useTranslation('system');
  const [editing, setEditing] = useState<{ pkg: TenantPackage; refresh: () => void } | null>(null);

  const config: CrudConfig<TenantPackage> = {
    code: 'package',
    title: t('package.title'),
    entity: t('crud:entities.package'),
    api: {
      list: `${PACKAGE_API}/list`,
      detail: `${PACKAGE_API}/detail`,
      submit: `${PACKAGE_API}/submit`,
      remove: `${PACKAGE_API}/remove`,
    },
    fields: [
      {
        key: 'packageName',
        label: t('package.packageName'),
        search: 'like',
        column: { key: true, width: 220, sorter: true },
        form: { required: true, max: 50 },
      },
      {
        key: 'menuIds',
        label: t('package.menuCount'),
        column: { width: 120, render: (value) => (Array.isArray(value) ? value.length : 0) },
        exportValue: (row) => row.menuIds.length,
      },
      { key: 'remark', label: t('common.remark'), kind: 'textarea', column: { width: 260 }, form: { max: 255 } },
      { key: 'createTime', label: t('common.createTime'), search: 'range', column: { sorter: true, width: 170 } },
    ],
    // The name and remark are edited here; the menus through their own tree dialog.
    toBody: (values, row) =>
      row ? { ...values, id: row.id, version: row.version, menuIds: row.menuIds } : { ...values, menuIds: [] },
    rowActions: [
      {
        key: 'menus',
        label: t('package.menus'),
        permission: packageCodes.edit,
        run: (pkg, { refresh }) => setEditing({ pkg, refresh }),
      },
    ],
  };

  return (
    <>
      <CrudPage config={config} />
      <PackageMenusDialog
        pkg={editing?.pkg ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          editing?.refresh();
          setEditing(null);
        }}
      />
    </>
  );
}
