import { DateTime, FilterDate, Id, IdInput, IdList, PageQuery, pageOf } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { badRequest, forbidden } from '../../platform/http/errors';
import { parseZonedDateTime } from '../../platform/http/zoned-date';
import {
  listVersions,
  newestVersion,
  publishVersion,
  removeVersions,
  saveVersion,
  versionDetail,
} from './system-version.service';

const Platform = z
  .string()
  .trim()
  .regex(/^[a-z]{1,16}$/)
  .default('pc');

const NewestVersion = z.object({
  id: Id,
  versionNumber: z.string(),
  effectTime: DateTime,
  updateContent: z.string().describe('sanitised HTML'),
  status: z.number().int().describe('1 published'),
});

const SystemVersion = NewestVersion.extend({
  platform: z.string(),
  version: z.number().int(),
  createTime: DateTime,
});

const VersionInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  platform: Platform,
  versionNumber: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/),
  effectTime: z.string().trim().min(1).max(40).describe("yyyy-MM-dd HH:mm:ss in the caller's Zone-Id"),
  updateContent: z.string().max(20_000).default('').describe('HTML; stored and served sanitised'),
});

const ListQuery = PageQuery.extend({
  platform_equal: z.string().max(16).optional(),
  versionNumber: z.string().max(32).optional(),
  versionNumber_like: z.string().max(32).optional(),
  status_equal: z.string().max(2).optional(),
  effectTime_datege: FilterDate,
  effectTime_datelt: FilterDate,
});

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
        querystring: z.object({ platform: Platform }),
        response: { 200: NewestVersion.nullable() },
      },
    },
    async (request) => newestVersion(db, request.query.platform, request.lang),
  );

  app.get(
    `${base}/page`,
    {
      config: { adminTenantOnly: true, permission: 'version_view' },
      schema: { tags, summary: 'Versions, a page', querystring: ListQuery, response: { 200: pageOf(SystemVersion) } },
    },
    async (request) => {
      const { current, size, ascs, descs, ...filters } = request.query;
      return listVersions(db, { current, size, ascs, descs }, filters, request.zone);
    },
  );

  app.get(
    `${base}/detail`,
    {
      config: { adminTenantOnly: true, permission: 'version_view' },
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
      config: { adminTenantOnly: true, permission: ['version_add', 'version_edit'] },
      schema: {
        tags,
        summary: 'Creates a draft version, or updates one (id and version)',
        body: VersionInput,
        response: { 200: SystemVersion },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { body } = request;
      if (!(await permissions.has(session, body.id ? 'version_edit' : 'version_add'))) throw forbidden();
      const effectTime = parseZonedDateTime(body.effectTime, request.zone);
      if (!effectTime) throw badRequest('invalidParameter', { field: 'effectTime', detail: 'yyyy-MM-dd HH:mm:ss' });
      return saveVersion(db, session, { ...body, effectTime }, request.ip);
    },
  );

  app.post(
    `${base}/publish`,
    {
      config: { adminTenantOnly: true, permission: 'version_publish' },
      schema: {
        tags,
        summary: 'Publishes a version: it is announced from its effect time on',
        querystring: z.object({ id: IdInput }),
        response: { 200: SystemVersion },
      },
    },
    async (request) => publishVersion(db, sessionOf(request), request.query.id, request.ip),
  );

  app.delete(
    `${base}/remove`,
    {
      config: { adminTenantOnly: true, permission: 'version_delete' },
      schema: {
        tags,
        summary: 'Soft-removes versions',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => (await removeVersions(db, sessionOf(request), request.query.ids, request.ip)) > 0,
  );
};
