import { pageOf } from '@smdp/contracts';
import {
  AuditLog,
  AuditLogQuery,
  ClientError,
  ClientErrorQuery,
  LoginLog,
  LoginLogQuery,
  logCodes,
} from '@smdp/contracts/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/scope/caller';
import { listAuditLogs, listClientErrors, listLoginLogs } from './log.service';
import { tenantScopeOf } from './scope';

/**
 * The three logs of the log page (issue 4 item 10): sign-ins, the audit trail of administrative writes,
 * and the errors browsers send with `POST oauth/logout`. Read-only, tenant-scoped, `log_view`.
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
};
