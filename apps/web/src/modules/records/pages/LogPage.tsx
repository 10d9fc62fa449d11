import { logCodes } from '@smdp/contracts/records';
import { Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { useSession } from '../../../lib/session';
import { useUrlTab } from '../../../lib/url-search';
import { type AuditLog, type ClientError, LOG_API, type LoginLog } from '../api';
import { AuditChanges } from './AuditChanges';
import { auditLogFields, clientErrorFields, loginLogFields } from './LogPage.fields';

const ADMIN_TENANT = '000000';
/** The page's tabs; `?tab=errors` opens one (a dashboard tile's link). */
const LOG_TABS = ['login', 'audit', 'errors'] as const;

function LoginLogs({ adminTenant }: { adminTenant: boolean }) {
  const { t } = useTranslation('records');
  const config: CrudConfig<LoginLog> = {
    code: 'log',
    layoutCode: 'log-login',
    title: t('log.login'),
    entity: t('crud:entities.log-login'),
    api: { list: `${LOG_API}/login/list` },
    fields: loginLogFields(t, adminTenant),
  };
  return <CrudPage config={config} />;
}

function AuditLogs({ adminTenant }: { adminTenant: boolean }) {
  const { t } = useTranslation('records');
  const [shown, setShown] = useState<AuditLog | null>(null);
  const config: CrudConfig<AuditLog> = {
    code: 'log',
    layoutCode: 'log-audit',
    title: t('log.audit'),
    entity: t('crud:entities.log-audit'),
    api: { list: `${LOG_API}/audit/list` },
    fields: auditLogFields(t, adminTenant),
    rowActions: [{ key: 'changes', label: t('audit.showChanges'), permission: logCodes.view, run: setShown }],
  };
  return (
    <>
      <CrudPage config={config} />
      <Modal
        open={Boolean(shown)}
        title={
          shown ? t('audit.changesTitle', { entity: shown.entity, id: shown.entityId, account: shown.account }) : ''
        }
        width={720}
        footer={null}
        onCancel={() => setShown(null)}
        destroyOnHidden
      >
        {shown ? <AuditChanges changes={shown.changes} /> : null}
      </Modal>
    </>
  );
}

function ClientErrors({ adminTenant }: { adminTenant: boolean }) {
  const { t } = useTranslation('records');
  const config: CrudConfig<ClientError> = {
    code: 'log',
    layoutCode: 'log-error',
    title: t('log.errors'),
    entity: t('crud:entities.log-error'),
    api: { list: `${LOG_API}/error/list` },
    fields: clientErrorFields(t, adminTenant),
  };
  return <CrudPage config={config} />;
}

/** /monitor/log: sign-ins, the audit trail of administrative writes and browser errors, read-only. */
export default function LogPage() {
  const { t } = useTranslation('records');
  const adminTenant = useSession((state) => state.tenantId) === ADMIN_TENANT;
  const [tab, setTab] = useUrlTab(LOG_TABS, 'login');
  return (
    <Tabs
      destroyOnHidden
      activeKey={tab}
      onChange={(key) => setTab(key as (typeof LOG_TABS)[number])}
      items={[
        { key: 'login', label: t('log.login'), children: <LoginLogs adminTenant={adminTenant} /> },
        { key: 'audit', label: t('log.audit'), children: <AuditLogs adminTenant={adminTenant} /> },
        { key: 'errors', label: t('log.errors'), children: <ClientErrors adminTenant={adminTenant} /> },
      ]}
    />
  );
}
