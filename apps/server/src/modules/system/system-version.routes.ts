import { IdInput, IdList, pageOf } from '@smdp/contracts';
import {
  NewestVersion,
  NewestVersionQuery,
  SystemVersion,
  SystemVersionInput,
  SystemVersionListQuery,
  versionCodes,
} from '@smdp/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { badRequest, forbidden } from '../../platform/http/errors';
import { parseZonedDateTime } from '../../platform/http/zoned-date';
import { callerOf } from '../../platform/scope/caller';
import {
  listVersions,
  newestVersion,
  publishVersion,
  removeVersions,
  saveVersion,
  versionDetail,
} from './system-version.service';

/**
 * Versions and their release notes (spec §7 `systemVersionManage`). One list for the whole platform,
 * so only the administrator tenant edits it; every signed-in user reads the newest published one.
 */
export const systemVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions } = app.deps;
  const base = '/blade-system/systemVersionManage';
  const tags = ['systemVersionManage'];

  app.get(
    `${base}/newest-version`,
    {
      schema: {
        tags,
        summary: 'The latest published version already in effect (null when none is)',
        querystring: NewestVersionQuery,
        response: { 200: NewestVersion.nullable() },
      },
    },
    async (request) => newestVersion(db, request.query.platform, request.lang),
  );

  app.get(
    `${base}/page`,
    {
      config: { adminTenantOnly: true, permission: versionCodes.view },
      schema: {
        tags,
        summary: 'Versions, a page',
        querystring: SystemVersionListQuery,
        response: { 200: pageOf(SystemVersion) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, ...filters } = request.query;
      return listVersions(db, { current, size, ascs, descs }, filters, request.zone);
    },
  );

  app.get(
    `${base}/detail`,
    {
      config: { adminTenantOnly: true, permission: versionCodes.view },
      schema: {
        tags,
        summary: 'One version',
        querystring: z.object({ id: IdInput }),
        response: { 200: SystemVersion },
      },
    },
    async (request) => versionDetail(db, request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { adminTenantOnly: true, permission: [versionCodes.add, versionCodes.edit] },
      schema: {
        tags,
        summary: 'Creates a draft version, or updates one (id and version)',
        body: SystemVersionInput,
        response: { 200: SystemVersion },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { body } = request;
      if (!(await permissions.has(session, body.id ? versionCodes.edit : versionCodes.add))) throw forbidden();
      const effectTime = parseZonedDateTime(body.effectTime, request.zone);
      if (!effectTime) throw badRequest('invalidParameter', { field: 'effectTime', detail: 'yyyy-MM-dd HH:mm:ss' });
      return saveVersion(db, session, { ...body, effectTime }, request.ip);
    },
  );

  app.post(
    `${base}/publish`,
    {
      config: { adminTenantOnly: true, permission: versionCodes.publish },
      schema: {
        tags,
        summary: 'Publishes a version: it is announced from its effect time on',
        querystring: z.object({ id: IdInput }),
        response: { 200: SystemVersion },
      },
    },
    async (request) => publishVersion(db, callerOf(request), request.query.id, request.ip),
  );

  app.delete(
    `${base}/remove`,
    {
      config: { adminTenantOnly: true, permission: versionCodes.delete },
      schema: {
        tags,
        summary: 'Soft-removes versions',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => (await removeVersions(db, callerOf(request), request.query.ids, request.ip)) > 0,
  );
};
