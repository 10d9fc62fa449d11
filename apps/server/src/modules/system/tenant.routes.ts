import { IdInput, IdList, pageOf } from '@smdp/contracts';
import {
  CreatedTenant,
  Tenant,
  TenantDatasourceQuery,
  TenantDomainQuery,
  TenantInfo,
  TenantInput,
  TenantLimitsQuery,
  TenantListQuery,
  TenantNumberOrIdQuery,
  TenantOption,
  TenantPackage,
  TenantPackageQuery,
  tenantCodes,
} from '@smdp/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { badRequest, forbidden } from '../../platform/http/errors';
import { parseZonedDateTime } from '../../platform/http/zoned-date';
import { callerOf } from '../../platform/scope/caller';
import {
  bindDatasource,
  findTenantByDomain,
  listTenants,
  packageOfTenant,
  removeTenants,
  saveTenant,
  setTenantLimits,
  setTenantPackage,
  tenantDetail,
  tenantOptions,
} from './tenant.service';

function expiryOf(text: string | null | undefined, zone: string): Date | null {
  if (!text) return null;
  const at = parseZonedDateTime(text, zone);
  if (!at) throw badRequest('invalidParameter', { field: 'expireTime', detail: 'yyyy-MM-dd HH:mm:ss' });
  return at;
}

/**
 * Tenants (spec §7 `tenant`). Only the administrator tenant manages them; `info` is public because the
 * sign-in page asks it which tenant a domain belongs to.
 */
export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions, sessions } = app.deps;
  const base = '/blade-system/tenant';
  const tags = ['tenant'];

  app.get(
    `${base}/info`,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The tenant served on a domain ({} when none is: BladeX clients read data.tenantId unguarded)',
        querystring: TenantDomainQuery,
        response: { 200: TenantInfo.or(z.object({}).strict()) },
      },
    },
    async (request) => (await findTenantByDomain(db, request.query.domain)) ?? {},
  );

  app.get(
    `${base}/select`,
    {
      schema: {
        tags,
        summary: "Tenants for a picker: all of them for the administrator tenant, else the caller's own",
        response: { 200: z.array(TenantOption) },
      },
    },
    async (request) => tenantOptions(db, callerOf(request)),
  );

  app.get(
    `${base}/list`,
    {
      config: { adminTenantOnly: true, permission: tenantCodes.view },
      schema: { tags, summary: 'Tenants, a page', querystring: TenantListQuery, response: { 200: pageOf(Tenant) } },
    },
    async (request) => {
      const { current, size, ascs, descs, ...filters } = request.query;
      return listTenants(db, { current, size, ascs, descs }, filters, request.zone);
    },
  );

  app.get(
    `${base}/detail`,
    {
      config: { adminTenantOnly: true, permission: tenantCodes.view },
      schema: { tags, summary: 'One tenant', querystring: z.object({ id: IdInput }), response: { 200: Tenant } },
    },
    async (request) => tenantDetail(db, request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { adminTenantOnly: true, permission: [tenantCodes.add, tenantCodes.edit] },
      schema: {
        tags,
        summary:
          'Creates a tenant with its administrator role and account (password returned once), or updates one (id and version)',
        body: TenantInput,
        response: { 200: CreatedTenant },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { body } = request;
      if (!(await permissions.has(session, body.id ? tenantCodes.edit : tenantCodes.add))) throw forbidden();
      const saved = await saveTenant(
        db,
        session,
        {
          ...body,
          domain: body.domain || null,
          packageId: body.packageId || null,
          expireTime: expiryOf(body.expireTime, request.zone),
        },
        request.ip,
      );
      permissions.invalidate();
      // A tenant disabled or given a past expiry ends its sessions here at once, elsewhere within a second.
      await sessions.sync();
      return saved;
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { adminTenantOnly: true, permission: tenantCodes.delete },
      schema: {
        tags,
        summary: 'Soft-removes tenants (never the administrator tenant)',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const removed = await removeTenants(db, callerOf(request), request.query.ids, request.ip);
      await sessions.sync();
      return removed > 0;
    },
  );

  app.post(
    `${base}/setting`,
    {
      config: { adminTenantOnly: true, permission: tenantCodes.setting },
      schema: {
        tags,
        summary: 'Sets the account quota and expiry of the tenants named by ids',
        querystring: TenantLimitsQuery,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const { ids, accountNumber, expireTime } = request.query;
      const limits = { accountNumber, expireTime: expiryOf(expireTime, request.zone) };
      const changed = await setTenantLimits(db, callerOf(request), ids, limits, request.ip);
      await sessions.sync();
      return changed > 0;
    },
  );

  app.post(
    `${base}/datasource`,
    {
      config: { adminTenantOnly: true, permission: tenantCodes.setting },
      schema: {
        tags,
        summary: 'Records the datasource a tenant is bound to (all tenants share this installation’s database)',
        querystring: TenantDatasourceQuery,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const { tenantId, datasourceId } = request.query;
      await bindDatasource(db, callerOf(request), tenantId, datasourceId || null, request.ip);
      return true;
    },
  );

  app.get(
    `${base}/package-detail`,
    {
      config: { adminTenantOnly: true, permission: tenantCodes.view },
      schema: {
        tags,
        summary: "The package a tenant's roles are limited to ({}: no limit)",
        querystring: TenantNumberOrIdQuery,
        // `{}` for none: Saber's tenant page reads `data.id` of the answer unguarded.
        response: { 200: TenantPackage.or(z.object({}).strict()) },
      },
    },
    async (request) => (await packageOfTenant(db, request.query.tenantId)) ?? {},
  );

  app.post(
    `${base}/package-setting`,
    {
      config: { adminTenantOnly: true, permission: tenantCodes.setting },
      schema: {
        tags,
        summary: 'Limits a tenant to a package (empty packageId lifts it); roles lose grants outside it',
        querystring: TenantPackageQuery,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const { tenantId, packageId } = request.query;
      await setTenantPackage(db, callerOf(request), tenantId, packageId || null, request.ip);
      permissions.invalidate();
      return true;
    },
  );
};
