import { tenantCodes } from '@smdp/contracts/system';
import { message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { ADMIN_TENANT, type CreatedTenant, TENANT_API, type Tenant, usePackageOptions } from '../api';
import { CreateDialog } from '../CreateDialog';
import { OneTimeSecret, type SecretShown } from '../OneTimeSecret';
import { TenantLimitsDialog, TenantPackageDialog } from './TenantDialogs';
import { tenantFields } from './TenantPage.fields';

const _HOSTNAME =
  /^(https?:\/\/)?[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?)*(:\d+)?\/?$/;

/** Tenants (spec §7 `tenant`): the administrator tenant's page for the companies that use the portal. */
export default function TenantPage() {
  const { t } = useTranslation('system');
  const [creating, setCreating] = useState<{ refresh: () => void } | null>(null);
  const [shown, setShown] = useState<SecretShown | null>(null);
  const [limits, setLimits] = useState<{ tenants: Tenant[]; refresh: () => void } | null>(null);
  const [packaging, setPackaging] = useState<{ tenant: Tenant; refresh: () => void } | null>(null);
  const packages = usePackageOptions();
  const packageOptions = (packages.data ?? []).map((item) => ({ value: item.id, label: item.packageName }));

  const fields = tenantFields(t, packageOptions);

  const config: CrudConfig<Tenant> = {
    code: 'tenant',
    title: t('tenant.title'),
    entity: t('crud:entities.tenant'),
    // No `submit`: creating answers a one-time password, so the page's own dialog does it.
    api: {
      list: `${TENANT_API}/list`,
      detail: `${TENANT_API}/detail`,
      update: `${TENANT_API}/submit`,
      remove: `${TENANT_API}/remove`,
    },
    fields,
    dialogWidth: 760,
    canDelete: (tenant) => tenant.tenantId !== ADMIN_TENANT,
    toolbarActions: [
      { key: 'add', label: t('crud:add'), permission: tenantCodes.add, run: ({ refresh }) => setCreating({ refresh }) },
      {
        key: 'limits',
        label: t('tenant.limits'),
        permission: tenantCodes.setting,
        run: ({ selected, refresh }) => {
          if (selected.length) setLimits({ tenants: selected, refresh });
          else message.warning(t('crud:selectAtLeastOne'));
        },
      },
    ],
    rowActions: [
      {
        key: 'limits',
        label: t('tenant.limits'),
        permission: tenantCodes.setting,
        run: (tenant, { refresh }) => setLimits({ tenants: [tenant], refresh }),
      },
      {
        key: 'package',
        label: t('tenant.package'),
        permission: tenantCodes.setting,
        visible: (tenant) => tenant.tenantId !== ADMIN_TENANT,
        run: (tenant, { refresh }) => setPackaging({ tenant, refresh }),
      },
    ],
  };

  return (
    <>
      <CrudPage config={config} />
      <CreateDialog<Tenant, CreatedTenant>
        open={Boolean(creating)}
        entity={config.entity}
        fields={fields}
        submit={`${TENANT_API}/submit`}
        onClose={() => setCreating(null)}
        onCreated={(created) => {
          creating?.refresh();
          setCreating(null);
          setShown({
            title: t('tenant.created', { name: created.tenantName }),
            items: [
              { label: t('tenant.tenantId'), value: created.tenantId },
              { label: t('tenant.adminAccount'), value: created.adminAccount ?? '' },
              { label: t('tenant.adminPassword'), value: created.adminPassword ?? '', secret: true },
            ],
          });
        }}
      />
      <OneTimeSecret shown={shown} onClose={() => setShown(null)} />
      <TenantLimitsDialog
        tenants={limits?.tenants ?? null}
        onClose={() => setLimits(null)}
        onSaved={() => {
          limits?.refresh();
          setLimits(null);
        }}
      />
      <TenantPackageDialog
        tenant={packaging?.tenant ?? null}
        onClose={() => setPackaging(null)}
        onSaved={() => {
          packaging?.refresh();
          setPackaging(null);
        }}
      />
    </>
  );
}
