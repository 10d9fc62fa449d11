import { logCodes } from '@smdp/contracts/records';
import { Modal, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, CrudField } from '../../../crud/types';
import { useSession } from '../../../lib/session';
import { type AuditLog, type ClientError, LOG_API, type LoginLog } from '../api';
import { AuditChanges, changeSummary } from './AuditChanges';

const ADMIN_TENANT = '000000';

/** The tenant column and filter exist only for the administrator tenant, which sees every tenant. */
function tenantField<R>(label: string, adminTenant: boolean): CrudField<R>[] {
  return adminTenant ? [{ key: 'tenantId', label, search: 'equal', column: { width: 110 } }] : [];
}

function LoginLogs({ adminTenant }: { adminTenant: boolean }) {
  const { t } = useTranslation('records');
  const config: CrudConfig<LoginLog> = {
    code: 'log',
    layoutCode: 'log-login',
    title: t('log.login'),
    entity: t('crud:entities.log-login'),
    api: { list: `${LOG_API}/login/list` },
    fields: [
      ...tenantField<LoginLog>(t('log.tenantId'), adminTenant),
      { key: 'account', label: t('log.account'), search: 'like', column: { key: true, width: 140, sorter: true } },
      {
        key: 'success',
        label: t('log.result'),
        options: [
          { value: 'true', label: t('log.succeeded') },
          { value: 'false', label: t('log.failed') },
        ],
        search: 'equal',
        column: {
          width: 110,
          render: (value) =>
            value ? <Tag color="green">{t('log.succeeded')}</Tag> : <Tag color="red">{t('log.failed')}</Tag>,
        },
        exportValue: (row) => (row.success ? t('log.succeeded') : t('log.failed')),
      },
      { key: 'reason', label: t('log.reason'), column: { width: 160 } },
      { key: 'ip', label: t('log.ip'), search: 'like', column: { width: 140, sorter: true } },
      { key: 'userAgent', label: t('log.userAgent'), column: { hidden: true } },
      { key: 'createTime', label: t('log.time'), search: 'range', column: { width: 180, sorter: true } },
    ],
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
    fields: [
      ...tenantField<AuditLog>(t('log.tenantId'), adminTenant),
      { key: 'account', label: t('log.account'), search: 'like', column: { key: true, width: 130, sorter: true } },
      { key: 'action', label: t('audit.action'), search: 'equal', column: { width: 110, sorter: true } },
      { key: 'entity', label: t('audit.entity'), search: 'like', column: { width: 130, sorter: true } },
      { key: 'entityId', label: t('audit.entityId'), search: 'equal', column: { width: 130 } },
      {
        key: 'changes',
        label: t('audit.changes'),
        column: {
          render: (_value, row) => (
            <Typography.Text ellipsis style={{ maxWidth: 360 }}>
              {changeSummary(row.changes)}
            </Typography.Text>
          ),
        },
        exportValue: (row) => changeSummary(row.changes),
      },
      { key: 'ip', label: t('log.ip'), column: { width: 130, hidden: true } },
      { key: 'createTime', label: t('log.time'), search: 'range', column: { width: 180, sorter: true } },
    ],
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
    fields: [
      ...tenantField<ClientError>(t('log.tenantId'), adminTenant),
      { key: 'account', label: t('log.account'), search: 'like', column: { key: true, width: 130 } },
      { key: 'type', label: t('error.type'), search: 'like', column: { width: 130, sorter: true } },
      { key: 'message', label: t('error.message'), search: 'like' },
      { key: 'url', label: t('error.url'), search: 'like', column: { width: 220, sorter: true } },
      { key: 'stack', label: t('error.stack'), column: { hidden: true } },
      { key: 'info', label: t('error.info'), column: { hidden: true } },
      { key: 'time', label: t('error.clientTime'), column: { hidden: true } },
      { key: 'createTime', label: t('log.time'), search: 'range', column: { width: 180, sorter: true } },
    ],
  };
  return <CrudPage config={config} />;
}

/** /monitor/log: sign-ins, the audit trail of administrative writes and browser errors, read-only. */
export default function LogPage() {
  const { t } = useTranslation('records');
  const adminTenant = useSession((state) => state.tenantId) === ADMIN_TENANT;
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'login', label: t('log.login'), children: <LoginLogs adminTenant={adminTenant} /> },
        { key: 'audit', label: t('log.audit'), children: <AuditLogs adminTenant={adminTenant} /> },
        { key: 'errors', label: t('log.errors'), children: <ClientErrors adminTenant={adminTenant} /> },
      ]}
    />
  );
}
