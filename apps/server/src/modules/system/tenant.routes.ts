import { DateTime, FilterDate, Id, IdInput, IdList, PageQuery, pageOf } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { badRequest, forbidden } from '../../platform/http/errors';
import { parseZonedDateTime } from '../../platform/http/zoned-date';
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
} from './tenant.service';
import { TenantPackage } from './tenant-package.routes';

const TenantInfo = z.object({ tenantId: z.string(), tenantName: z.string(), domain: z.string().nullable() });

const Tenant = z.object({
  id: Id,
  tenantId: z.string(),
  tenantName: z.string(),
  domain: z.string().nullable(),
  linkman: z.string().nullable(),
  contactNumber: z.string().nullable(),
  address: z.string().nullable(),
  accountNumber: z.number().int().describe('-1: no limit'),
  accountCount: z.number().int().describe('live accounts counted against accountNumber'),
  expireTime: DateTime.nullable(),
  packageId: Id.nullable(),
  packageName: z.string().nullable(),
  datasourceId: Id.nullable(),
  status: z.number().int(),
  version: z.number().int(),
  createTime: DateTime,
});

const CreatedTenant = Tenant.extend({
  adminAccount: z.string().optional().describe('only when the tenant was created'),
  adminPassword: z.string().optional().describe('only when created: shown once, to be changed at first sign-in'),
});

const TenantNumber = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
const optionalText = (max: number) => z.string().trim().max(max).nullish();
/** -1 means no limit; 0 would lock out the tenant's own administrator. */
const AccountNumber = z.coerce
  .number()
  .int()
  .refine((n) => n === -1 || n >= 1, 'Expected -1 (no limit) or at least 1');
/** `yyyy-MM-dd HH:mm:ss` in the caller's Zone-Id (or ISO with an offset); empty means never. */
const ExpireTime = z.string().trim().max(40).nullish();
const Hostname = z
  .string()
  .trim()
  .max(253)
  .regex(/^(https?:\/\/)?[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?)*(:\d+)?\/?$/);

const TenantInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  tenantName: z.string().trim().min(1).max(50),
  domain: z.union([z.literal(''), Hostname]).nullish(),
  linkman: optionalText(50),
  contactNumber: optionalText(30),
  address: optionalText(255),
  accountNumber: AccountNumber.default(-1),
  expireTime: ExpireTime,
  packageId: z.union([z.literal(''), IdInput]).nullish(),
});

const ListQuery = PageQuery.extend({
  tenantId: z.string().max(20).optional(),
  tenantName: z.string().max(50).optional(),
  tenantName_like: z.string().max(50).optional(),
  domain: z.string().max(253).optional(),
  linkman: z.string().max(50).optional(),
  contactNumber: z.string().max(30).optional(),
  status_equal: z.string().max(2).optional(),
  expireTime_datege: FilterDate,
  expireTime_datelt: FilterDate,
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
});

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
        summary: 'The tenant served on a domain (null when none is)',
        querystring: z.object({ domain: z.string().max(255) }),
        response: { 200: TenantInfo.nullable() },
      },
    },
    async (request) => findTenantByDomain(db, request.query.domain),
  );

  app.get(
    `${base}/list`,
    {
      config: { adminTenantOnly: true, permission: 'tenant_view' },
      schema: { tags, summary: 'Tenants, a page', querystring: ListQuery, response: { 200: pageOf(Tenant) } },
    },
    async (request) => {
      const { current, size, ascs, descs, ...filters } = request.query;
      return listTenants(db, { current, size, ascs, descs }, filters, request.zone);
    },
  );

  app.get(
    `${base}/detail`,
    {
      config: { adminTenantOnly: true, permission: 'tenant_view' },
      schema: { tags, summary: 'One tenant', querystring: z.object({ id: IdInput }), response: { 200: Tenant } },
    },
    async (request) => tenantDetail(db, request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { adminTenantOnly: true, permission: ['tenant_add', 'tenant_edit'] },
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
      if (!(await permissions.has(session, body.id ? 'tenant_edit' : 'tenant_add'))) throw forbidden();
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
      config: { adminTenantOnly: true, permission: 'tenant_delete' },
      schema: {
        tags,
        summary: 'Soft-removes tenants (never the administrator tenant)',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const removed = await removeTenants(db, sessionOf(request), request.query.ids, request.ip);
      await sessions.sync();
      return removed > 0;
    },
  );

  app.post(
    `${base}/setting`,
    {
      config: { adminTenantOnly: true, permission: 'tenant_setting' },
      schema: {
        tags,
        summary: 'Sets the account quota and expiry of the tenants named by ids',
        querystring: z.object({ ids: IdList, accountNumber: AccountNumber, expireTime: ExpireTime }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const { ids, accountNumber, expireTime } = request.query;
      const limits = { accountNumber, expireTime: expiryOf(expireTime, request.zone) };
      const changed = await setTenantLimits(db, sessionOf(request), ids, limits, request.ip);
      await sessions.sync();
      return changed > 0;
    },
  );

  app.post(
    `${base}/datasource`,
    {
      config: { adminTenantOnly: true, permission: 'tenant_setting' },
      schema: {
        tags,
        summary: 'Records the datasource a tenant is bound to (all tenants share this installation’s database)',
        querystring: z.object({ tenantId: TenantNumber, datasourceId: z.union([z.literal(''), IdInput]).nullish() }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const { tenantId, datasourceId } = request.query;
      await bindDatasource(db, sessionOf(request), tenantId, datasourceId || null, request.ip);
      return true;
    },
  );

  app.get(
    `${base}/package-detail`,
    {
      config: { adminTenantOnly: true, permission: 'tenant_view' },
      schema: {
        tags,
        summary: "The package a tenant's roles are limited to (null: no limit)",
        querystring: z.object({ tenantId: TenantNumber }),
        response: { 200: TenantPackage.nullable() },
      },
    },
    async (request) => packageOfTenant(db, request.query.tenantId),
  );

  app.post(
    `${base}/package-setting`,
    {
      config: { adminTenantOnly: true, permission: 'tenant_setting' },
      schema: {
        tags,
        summary: 'Limits a tenant to a package (empty packageId lifts it); roles lose grants outside it',
        querystring: z.object({ tenantId: TenantNumber, packageId: z.union([z.literal(''), IdInput]).nullish() }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const { tenantId, packageId } = request.query;
      await setTenantPackage(db, sessionOf(request), tenantId, packageId || null, request.ip);
      permissions.invalidate();
      return true;
    },
  );
};
