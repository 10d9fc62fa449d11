import { IdInput, pageOf } from '@smdp/contracts';
import {
  AuditLog,
  AuditLogQuery,
  ClientError,
  ClientErrorDetail,
  ClientErrorQuery,
  LoginLog,
  LoginLogQuery,
  logCodes,
  UsualLog,
} from '@smdp/contracts/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/scope/caller';
import { auditLogDetail, clientErrorDetail, listAuditLogs, listClientErrors, listLoginLogs } from './log.service';
import { tenantScopeOf } from './scope';
import { asUsualLog } from './usual-log';

/**
 * The three logs of the log page (issue 4 item 10): sign-ins, the audit trail of administrative writes,
 * and the errors browsers send with `POST oauth/logout`. Read-only, tenant-scoped, `log_view`.
 * BladeX clients (Saber's `monitor/log`) read the audit trail as their "usual" log of business records.
 */
export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['log'];
  const config = { permission: logCodes.view };

  app.get(
    '/blade-log/login/list',
    {
      config,
      schema: {
        tags,
        summary: 'Sign-in attempts, newest first',
        querystring: LoginLogQuery,
        response: { 200: pageOf(LoginLog) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, tenantId_equal, ...filters } = request.query;
      const scope = tenantScopeOf(callerOf(request), tenantId_equal);
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
        querystring: AuditLogQuery,
        response: { 200: pageOf(AuditLog) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, tenantId_equal, ...filters } = request.query;
      const scope = tenantScopeOf(callerOf(request), tenantId_equal);
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
        querystring: ClientErrorQuery,
        response: { 200: pageOf(ClientError) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, tenantId_equal, ...filters } = request.query;
      const scope = tenantScopeOf(callerOf(request), tenantId_equal);
      return listClientErrors(db, scope, { current, size, ascs, descs }, filters, request.zone);
    },
  );

  app.get(
    '/blade-log/error/detail',
    {
      config,
      schema: {
        tags,
        summary: 'One error a browser reported, with the BladeX names of its page and stack',
        querystring: z.object({ id: IdInput }),
        response: { 200: ClientErrorDetail },
      },
    },
    async (request) => clientErrorDetail(db, tenantScopeOf(callerOf(request), undefined), request.query.id),
  );

  app.get(
    '/blade-log/usual/list',
    {
      config,
      schema: {
        tags,
        summary: "The audit trail as BladeX's usual log of business records (logId, logData), newest first",
        querystring: AuditLogQuery,
        response: { 200: pageOf(UsualLog) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, tenantId_equal, ...filters } = request.query;
      const scope = tenantScopeOf(callerOf(request), tenantId_equal);
      const found = await listAuditLogs(db, scope, { current, size, ascs, descs }, filters, request.zone);
      return { ...found, records: found.records.map(asUsualLog) };
    },
  );

  app.get(
    '/blade-log/usual/detail',
    {
      config,
      schema: {
        tags,
        summary: "One audit entry as BladeX's usual log shows it",
        querystring: z.object({ id: IdInput }),
        response: { 200: UsualLog },
      },
    },
    async (request) =>
      asUsualLog(await auditLogDetail(db, tenantScopeOf(callerOf(request), undefined), request.query.id)),
  );
};
