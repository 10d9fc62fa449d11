import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { CrudField } from '../../../crud/types';
import type { AuditLog, ClientError, LoginLog } from '../api';
import { changeSummary } from './AuditChanges';

/** The tenant column and filter exist only for the administrator tenant, which sees every tenant. */
function tenantField<R>(label: string, adminTenant: boolean): CrudField<R>[] {
  return adminTenant ? [{ key: 'tenantId', label, search: 'equal', column: { width: 110 } }] : [];
}

/** The sign-in log's columns. */
export function loginLogFields(t: TFunction<'records'>, adminTenant: boolean): CrudField<LoginLog>[] {
  return [
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
  ];
}

/** The audit log's columns. */
export function auditLogFields(t: TFunction<'records'>, adminTenant: boolean): CrudField<AuditLog>[] {
  return [
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
  ];
}

/** The client error log's columns. */
export function clientErrorFields(t: TFunction<'records'>, adminTenant: boolean): CrudField<ClientError>[] {
  return [
    ...tenantField<ClientError>(t('log.tenantId'), adminTenant),
    { key: 'account', label: t('log.account'), search: 'like', column: { key: true, width: 130 } },
    { key: 'type', label: t('error.type'), search: 'like', column: { width: 130, sorter: true } },
    { key: 'message', label: t('error.message'), search: 'like' },
    { key: 'url', label: t('error.url'), search: 'like', column: { width: 220, sorter: true } },
    { key: 'stack', label: t('error.stack'), column: { hidden: true } },
    { key: 'info', label: t('error.info'), column: { hidden: true } },
    { key: 'time', label: t('error.clientTime'), column: { hidden: true } },
    { key: 'createTime', label: t('log.time'), search: 'range', column: { width: 180, sorter: true } },
  ];
}
