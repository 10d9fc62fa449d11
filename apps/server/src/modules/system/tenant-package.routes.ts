import { DateTime, FilterDate, Id, IdInput, IdList, PageQuery, pageOf } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import {
  listPackages,
  type PackageMenuNode,
  packageDetail,
  packageMenuTree,
  removePackages,
  savePackage,
  selectablePackages,
} from './tenant-package.service';

export const TenantPackage = z.object({
  id: Id,
  packageName: z.string(),
  menuIds: z.array(Id).describe('menus and buttons the tenant’s roles may be granted'),
  remark: z.string().nullable(),
  status: z.number().int(),
  version: z.number().int(),
  createTime: DateTime,
});

/** Recursive, so OpenAPI needs it as a named component. */
const MenuNode: z.ZodType<PackageMenuNode> = z
  .object({
    id: Id,
    parentId: Id,
    code: z.string(),
    name: z.string(),
    category: z.number().int().describe('1 menu, 2 button'),
    get children() {
      return z.array(MenuNode);
    },
  })
  .meta({ id: 'PackageMenuNode' });

const ListQuery = PageQuery.extend({
  packageName: z.string().max(100).optional(),
  packageName_like: z.string().max(100).optional(),
  status_equal: z.string().max(2).optional(),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
});

const PackageInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  packageName: z.string().trim().min(1).max(50),
  menuIds: z.array(IdInput).max(5000),
  remark: z.string().trim().max(255).nullish(),
});

/** Tenant packages (/system/tenant-package): only the administrator tenant defines them. */
export const tenantPackageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions } = app.deps;
  const base = '/blade-system/tenant-package';
  const tags = ['tenant-package'];

  app.get(
    `${base}/list`,
    {
      config: { adminTenantOnly: true, permission: 'package_view' },
      schema: {
        tags,
        summary: 'Tenant packages, a page',
        querystring: ListQuery,
        response: { 200: pageOf(TenantPackage) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, ...filters } = request.query;
      return listPackages(db, { current, size, ascs, descs }, filters, request.zone);
    },
  );

  app.get(
    `${base}/detail`,
    {
      config: { adminTenantOnly: true, permission: 'package_view' },
      schema: {
        tags,
        summary: 'One tenant package',
        querystring: z.object({ id: IdInput }),
        response: { 200: TenantPackage },
      },
    },
    async (request) => packageDetail(db, request.query.id),
  );

  app.get(
    `${base}/select`,
    {
      config: { adminTenantOnly: true, permission: ['package_view', 'tenant_view'] },
      schema: {
        tags,
        summary: 'Every live package, for pickers',
        response: { 200: z.array(z.object({ id: Id, packageName: z.string() })) },
      },
    },
    async () => selectablePackages(db),
  );

  app.get(
    `${base}/menu-tree`,
    {
      config: { adminTenantOnly: true, permission: 'package_view' },
      schema: {
        tags,
        summary: 'Every menu and button as a tree, for choosing what a package contains',
        response: { 200: z.array(MenuNode) },
      },
    },
    async (request) => packageMenuTree(db, request.lang),
  );

  app.post(
    `${base}/submit`,
    {
      config: { adminTenantOnly: true, permission: ['package_add', 'package_edit'] },
      schema: {
        tags,
        summary: 'Creates a package, or updates one (with id and version); roles lose grants the package drops',
        body: PackageInput,
        response: { 200: TenantPackage },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!(await permissions.has(session, request.body.id ? 'package_edit' : 'package_add'))) throw forbidden();
      const saved = await savePackage(db, session, request.body, request.ip);
      permissions.invalidate();
      return saved;
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { adminTenantOnly: true, permission: 'package_delete' },
      schema: {
        tags,
        summary: 'Soft-removes packages that no tenant uses',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => (await removePackages(db, sessionOf(request), request.query.ids, request.ip)) > 0,
  );
};
