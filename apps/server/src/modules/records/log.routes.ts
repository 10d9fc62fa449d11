import { DateTime, FilterDate, Id, PageQuery, pageOf } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { listAuditLogs, listClientErrors, listLoginLogs } from './log.service';
import { tenantScopeOf } from './scope';

const text = (max: number) => z.string().max(max).optional();

const Scoped = PageQuery.extend({
  tenantId_equal: z
    .string()
    .regex(/^\d{0,6}$/)
    .optional()
    .describe('administrator tenant only; other tenants always see their own'),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
});

const LoginLog = z.object({
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

const AuditLog = z.object({
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

const ClientError = z.object({
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

/**
 * The three logs of the log page (issue 4 item 10): sign-ins, the audit trail of administrative writes,
 * and the errors browsers send with `POST oauth/logout`. Read-only, tenant-scoped, `log_view`.
 */
export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['log'];
  const config = { permission: 'log_view' };

  app.get(
    '/blade-log/login/list',
    {
      config,
      schema: {
        tags,
        summary: 'Sign-in attempts, newest first',
        querystring: Scoped.extend({
          account: text(45),
          account_like: text(45),
          ip_like: text(64),
          success_equal: z.enum(['true', 'false']).optional(),
        }),
        response: { 200: pageOf(LoginLog) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, tenantId_equal, ...filters } = request.query;
      const scope = tenantScopeOf(sessionOf(request), tenantId_equal);
      return listLoginLogs(db, scope, { current, size, ascs, descs }, filters, request.zone);
    },
  );

  app.get(
    '/blade-log/audit/list',
    {
      config,
      schema: {
        tags,
        summary: 'Administrative writes (who, when, what changed), newest first',
        querystring: Scoped.extend({
          account_like: text(45),
          action_equal: text(30),
          entity_like: text(60),
          entity_equal: text(60),
          entityId_equal: text(30),
        }),
        response: { 200: pageOf(AuditLog) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, tenantId_equal, ...filters } = request.query;
      const scope = tenantScopeOf(sessionOf(request), tenantId_equal);
      return listAuditLogs(db, scope, { current, size, ascs, descs }, filters, request.zone);
    },
  );

  app.get(
    '/blade-log/error/list',
    {
      config,
      schema: {
        tags,
        summary: 'Errors the browsers reported, newest first',
        querystring: Scoped.extend({
          account_like: text(45),
          url_like: text(500),
          type_like: text(60),
          message_like: text(500),
        }),
        response: { 200: pageOf(ClientError) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, tenantId_equal, ...filters } = request.query;
      const scope = tenantScopeOf(sessionOf(request), tenantId_equal);
      return listClientErrors(db, scope, { current, size, ascs, descs }, filters, request.zone);
    },
  );
};
