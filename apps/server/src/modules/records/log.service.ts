import type { Page, PageQuery } from '@smdp/contracts';
import type { AuditLog, ClientError, ClientErrorDetail, LoginLog } from '@smdp/contracts/records';
import { auditTrailAs } from '../../platform/crud/audit-trail';
import type { Database } from '../../platform/db/database';
import { applyFilters, paginate } from '../../platform/db/list-query';
import { notFound } from '../../platform/http/errors';
import { accountsAs } from '../user';

/** Rows as read: the contracts' shapes with the database's own dates. */
export type LoginLogRow = LoginLog & { createTime: Date };
export type AuditLogRow = AuditLog & { createTime: Date };
export type ClientErrorRow = ClientError & { createTime: Date };

/** `null`: every tenant (the administrator tenant asking for no one tenant in particular). */
export type TenantScope = string | null;

const LOGIN_FILTERS = {
  tenantId: 'l.tenant_id',
  account: 'l.account',
  ip: 'l.ip',
  success: 'l.success',
  reason: 'l.reason',
  createTime: 'l.create_time',
};
const LOGIN_SORTABLE = { account: 'l.account', ip: 'l.ip', createTime: 'l.create_time' };

export async function listLoginLogs(
  db: Database,
  scope: TenantScope,
  page: PageQuery,
  filters: Record<string, unknown>,
  zone: string,
): Promise<Page<LoginLogRow>> {
  let query = db
    .selectFrom('loginLog as l')
    .select([
      'l.id',
      'l.tenantId',
      'l.account',
      'l.userId',
      'l.ip',
      'l.userAgent',
      'l.success',
      'l.reason',
      'l.createTime',
    ]);
  if (scope) query = query.where('l.tenantId', '=', scope);
  return paginate(applyFilters(query, filters, LOGIN_FILTERS, zone), page, LOGIN_SORTABLE, {
    column: 'l.create_time',
    direction: 'desc',
  });
}

const AUDIT_FILTERS = {
  tenantId: 'a.tenant_id',
  account: 'a.account',
  action: 'a.action',
  entity: 'a.entity',
  entityId: 'a.entity_id',
  ip: 'a.ip',
  createTime: 'a.create_time',
};
const AUDIT_SORTABLE = { account: 'a.account', entity: 'a.entity', action: 'a.action', createTime: 'a.create_time' };

function auditLogs(db: Database, scope: TenantScope) {
  const query = db
    .selectFrom(auditTrailAs(db, 'a'))
    .select([
      'a.id',
      'a.tenantId',
      'a.userId',
      'a.account',
      'a.action',
      'a.entity',
      'a.entityId',
      'a.changes',
      'a.ip',
      'a.createTime',
    ]);
  return scope ? query.where('a.tenantId', '=', scope) : query;
}

export async function listAuditLogs(
  db: Database,
  scope: TenantScope,
  page: PageQuery,
  filters: Record<string, unknown>,
  zone: string,
): Promise<Page<AuditLogRow>> {
  return paginate(applyFilters(auditLogs(db, scope), filters, AUDIT_FILTERS, zone), page, AUDIT_SORTABLE, {
    column: 'a.id',
    direction: 'desc',
  });
}

/** One audit entry within the scope; outside it, as absent: 404. */
export async function auditLogDetail(db: Database, scope: TenantScope, id: string): Promise<AuditLogRow> {
  const row = await auditLogs(db, scope).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

const ERROR_FILTERS = {
  tenantId: 'e.tenant_id',
  account: 'u.account',
  url: 'e.url',
  type: 'e.type',
  message: 'e.message',
  createTime: 'e.create_time',
};
const ERROR_SORTABLE = { url: 'e.url', type: 'e.type', createTime: 'e.create_time' };

function clientErrors(db: Database, scope: TenantScope) {
  const query = db
    .selectFrom('clientErrorLog as e')
    .leftJoin(accountsAs(db, 'u'), 'u.id', 'e.userId')
    .select([
      'e.id',
      'e.tenantId',
      'e.userId',
      'u.account',
      'e.url',
      'e.time',
      'e.type',
      'e.message',
      'e.stack',
      'e.info',
      'e.createTime',
    ]);
  return scope ? query.where('e.tenantId', '=', scope) : query;
}

export async function listClientErrors(
  db: Database,
  scope: TenantScope,
  page: PageQuery,
  filters: Record<string, unknown>,
  zone: string,
): Promise<Page<ClientErrorRow>> {
  return paginate(applyFilters(clientErrors(db, scope), filters, ERROR_FILTERS, zone), page, ERROR_SORTABLE, {
    column: 'e.id',
    direction: 'desc',
  });
}

/** One client error within the scope, with BladeX's names for its page and stack; outside the scope, 404. */
export async function clientErrorDetail(
  db: Database,
  scope: TenantScope,
  id: string,
): Promise<ClientErrorRow & Pick<ClientErrorDetail, 'requestUri' | 'stackTrace'>> {
  const row = await clientErrors(db, scope).where('e.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return { ...row, requestUri: row.url, stackTrace: row.stack };
}
