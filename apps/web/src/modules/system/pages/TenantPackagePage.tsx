import { packageCodes } from '@smdp/contracts/system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { PACKAGE_API, type TenantPackage } from '../api';
import { PackageMenusDialog } from './PackageMenusDialog';
import { tenantPackageFields } from './TenantPackagePage.fields';

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
    fields: tenantPackageFields(t),
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
