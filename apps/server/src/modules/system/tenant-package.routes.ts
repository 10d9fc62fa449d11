import { IdInput, IdList, pageOf } from '@smdp/contracts';
import {
  PackageMenuNode,
  PackageOption,
  packageCodes,
  TenantPackage,
  TenantPackageInput,
  TenantPackageListQuery,
  tenantCodes,
} from '@smdp/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import { callerOf } from '../../platform/scope/caller';
import {
  listPackages,
  packageDetail,
  packageMenuTree,
  removePackages,
  savePackage,
  selectablePackages,
} from './tenant-package.service';

/** Tenant packages (/system/tenant-package): only the administrator tenant defines them. */
export const tenantPackageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions } = app.deps;
  const base = '/blade-system/tenant-package';
  const tags = ['tenant-package'];

  app.get(
    `${base}/list`,
    {
      config: { adminTenantOnly: true, permission: packageCodes.view },
      schema: {
        tags,
        summary: 'Tenant packages, a page',
        querystring: TenantPackageListQuery,
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
      config: { adminTenantOnly: true, permission: packageCodes.view },
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
      config: { adminTenantOnly: true, permission: [packageCodes.view, tenantCodes.view] },
      schema: {
        tags,
        summary: 'Every live package, for pickers',
        response: { 200: z.array(PackageOption) },
      },
    },
    async () => selectablePackages(db),
  );

  app.get(
    `${base}/menu-tree`,
    {
      config: { adminTenantOnly: true, permission: packageCodes.view },
      schema: {
        tags,
        summary: 'Every menu and button as a tree, for choosing what a package contains',
        response: { 200: z.array(PackageMenuNode) },
      },
    },
    async (request) => packageMenuTree(db, request.lang),
  );

  app.post(
    `${base}/submit`,
    {
      config: { adminTenantOnly: true, permission: [packageCodes.add, packageCodes.edit] },
      schema: {
        tags,
        summary: 'Creates a package, or updates one (with id and version); roles lose grants the package drops',
        body: TenantPackageInput,
        response: { 200: TenantPackage },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!(await permissions.has(session, request.body.id ? packageCodes.edit : packageCodes.add))) throw forbidden();
      const saved = await savePackage(db, session, request.body, request.ip);
      permissions.invalidate();
      return saved;
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { adminTenantOnly: true, permission: packageCodes.delete },
      schema: {
        tags,
        summary: 'Soft-removes packages that no tenant uses',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => (await removePackages(db, callerOf(request), request.query.ids, request.ip)) > 0,
  );
};
