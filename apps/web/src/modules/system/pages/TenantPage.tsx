import { tenantCodes } from '@smdp/contracts/system';
import { message, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, CrudField } from '../../../crud/types';
import { ADMIN_TENANT, type CreatedTenant, TENANT_API, type Tenant, usePackageOptions } from '../api';
import { CreateDialog } from '../CreateDialog';
import { OneTimeSecret, type SecretShown } from '../OneTimeSecret';
import { TenantLimitsDialog, TenantPackageDialog } from './TenantDialogs';

const HOSTNAME =
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

  const fields: CrudField<Tenant>[] = [
    { key: 'tenantId', label: t('tenant.tenantId'), search: 'like', column: { key: true, width: 110, sorter: true } },
    {
      key: 'tenantName',
      label: t('tenant.tenantName'),
      search: 'like',
      column: { key: true, width: 200, sorter: true },
      form: { required: true, max: 50 },
    },
    {
      key: 'domain',
      label: t('tenant.domain'),
      search: 'like',
      column: { width: 180 },
      form: {
        max: 253,
        rule: z.string().regex(HOSTNAME, t('tenant.domainInvalid')),
        placeholder: 'portal.example.com',
      },
    },
    { key: 'linkman', label: t('tenant.linkman'), column: { width: 120 }, form: { max: 50 } },
    { key: 'contactNumber', label: t('tenant.contactNumber'), column: { width: 140 }, form: { max: 30 } },
    {
      key: 'accountNumber',
      label: t('tenant.accountNumber'),
      kind: 'number',
      column: {
        width: 130,
        render: (value, row) => `${row.accountCount} / ${value === -1 ? t('tenant.unlimited') : String(value)}`,
      },
      form: {
        initial: -1,
        rule: z.number().refine((n) => n === -1 || n >= 1, t('tenant.accountNumberRule')),
      },
      exportValue: (row) => row.accountNumber,
    },
    {
      key: 'expireTime',
      label: t('tenant.expireTime'),
      kind: 'datetime',
      column: {
        width: 170,
        sorter: true,
        render: (value) =>
          typeof value === 'string' && value ? (
            dayjs(value).isBefore(dayjs()) ? (
              <Tag color="red">{value}</Tag>
            ) : (
              value
            )
          ) : (
            t('tenant.never')
          ),
      },
      form: {},
    },
    {
      key: 'packageId',
      label: t('tenant.package'),
      kind: 'select',
      options: packageOptions,
      column: { width: 140, render: (_, row) => row.packageName ?? t('tenant.noPackage') },
      form: {},
      exportValue: (row) => row.packageName,
    },
    { key: 'address', label: t('tenant.address'), kind: 'textarea', column: { hidden: true }, form: { max: 255 } },
    { key: 'createTime', label: t('common.createTime'), search: 'range', column: { hidden: true, sorter: true } },
  ];

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
