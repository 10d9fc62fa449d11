import { z } from 'zod';
import { DateTime, FilterDate, Id } from '../common';
import { PageQuery } from '../paging';

const text = (max: number) => z.string().max(max).optional();

/** Filters every log list shares: the tenant (administrator tenant only) and the time range. */
export const LogScopedQuery = PageQuery.extend({
  tenantId_equal: z
    .string()
    .regex(/^\d{0,6}$/)
    .optional()
    .describe('administrator tenant only; other tenants always see their own'),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
});

export const LoginLog = z.object({
  id: Id,
  tenantId: z.string(),
  account: z.string(),
  userId: Id.nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  success: z.boolean(),
  reason: z.string().nullable(),
  createTime: DateTime,
});
export type LoginLog = z.output<typeof LoginLog>;

export const AuditLog = z.object({
  id: Id,
  tenantId: z.string(),
  userId: Id.nullable(),
  account: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).describe('field → {from, to}'),
  ip: z.string().nullable(),
  createTime: DateTime,
});
export type AuditLog = z.output<typeof AuditLog>;

export const ClientError = z.object({
  id: Id,
  tenantId: z.string(),
  userId: Id.nullable(),
  account: z.string().nullable(),
  url: z.string().nullable(),
  time: z.string().nullable(),
  type: z.string().nullable(),
  message: z.string().nullable(),
  stack: z.string().nullable(),
  info: z.string().nullable(),
  createTime: DateTime,
});
export type ClientError = z.output<typeof ClientError>;

/**
 * `error/detail`: a client error, with the names BladeX's error log view (Saber's `monitor/log/error.vue`)
 * reads for the same facts. Its other fields (service, server host, environment) describe a server process
 * and have no counterpart in an error a browser reported.
 */
export const ClientErrorDetail = ClientError.extend({
  requestUri: z.string().nullable().describe('BladeX name of `url`: the page the error happened on'),
  stackTrace: z.string().nullable().describe('BladeX name of `stack`'),
});
export type ClientErrorDetail = z.output<typeof ClientErrorDetail>;

/**
 * `usual/list|detail`: an audit trail entry as BladeX's "usual" log (the business records code writes)
 * shows one in Saber's `monitor/log/usual.vue`.
 */
export const UsualLog = AuditLog.extend({
  logId: z.string().describe('what happened, `<entity>.<action>` (e.g. `user.update`)'),
  logData: z.string().describe('the entry as JSON text: account, action, entity, entityId, changes'),
});
export type UsualLog = z.output<typeof UsualLog>;

export const LoginLogQuery = LogScopedQuery.extend({
  account: text(45),
  account_like: text(45),
  ip_like: text(64),
  success_equal: z.enum(['true', 'false']).optional(),
});

export const AuditLogQuery = LogScopedQuery.extend({
  account_like: text(45),
  action_equal: text(30),
  entity_like: text(60),
  entity_equal: text(60),
  entityId_equal: text(30),
});

export const ClientErrorQuery = LogScopedQuery.extend({
  account_like: text(45),
  url_like: text(500),
  type_like: text(60),
  message_like: text(500),
});
