import { IdInput, IdList } from '@smdp/contracts';
import {
  GrantedMenus,
  GrantTree,
  Role,
  RoleGrantInput,
  RoleInput,
  RoleListQuery,
  RoleTreeNode,
  roleCodes,
} from '@smdp/contracts/access';
import { userCodes } from '@smdp/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import {
  fullyGrantedKeys,
  grantableMenuTree,
  grantedMenuIds,
  grantRoles,
  parentPickerTree,
  removeRoles,
  roleDetail,
  rolePickerTree,
  roleTree,
  saveRole,
} from './role.service';

/** Roles of the caller's tenant and what they are granted (/system/role). */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions } = app.deps;
  const base = '/blade-system/role';
  const tags = ['role'];

  app.get(
    `${base}/list`,
    {
      config: { permission: roleCodes.view },
      schema: {
        tags,
        summary: "The tenant's roles as a tree (filters keep the matching roles)",
        querystring: RoleListQuery,
        response: { 200: z.array(Role) },
      },
    },
    async (request) => {
      const query = request.query;
      return roleTree(db, sessionOf(request).tenantId, request.lang, {
        roleName: query.roleName_like ?? query.roleName,
        roleAlias: query.roleAlias_like ?? query.roleAlias,
      });
    },
  );

  app.get(
    `${base}/tree`,
    {
      config: { permission: [roleCodes.view, roleCodes.grant, userCodes.view] },
      schema: {
        tags,
        summary: "The tenant's roles for pickers",
        response: { 200: z.array(RoleTreeNode) },
      },
    },
    async (request) => rolePickerTree(db, sessionOf(request).tenantId, request.lang),
  );

  app.get(
    `${base}/tree-by-id`,
    {
      config: { permission: roleCodes.view },
      schema: {
        tags,
        summary: "The tenant's roles a role may sit under: the picker tree without that role and its subtree",
        querystring: z.object({ roleId: IdInput }),
        response: { 200: z.array(RoleTreeNode) },
      },
    },
    async (request) => parentPickerTree(db, sessionOf(request).tenantId, request.query.roleId, request.lang),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: roleCodes.view },
      schema: { tags, summary: 'One role', querystring: z.object({ id: IdInput }), response: { 200: Role } },
    },
    async (request) => roleDetail(db, sessionOf(request).tenantId, request.query.id, request.lang),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [roleCodes.add, roleCodes.edit] },
      schema: {
        tags,
        summary: 'Creates a role, or updates one (with id and version)',
        body: RoleInput,
        response: { 200: Role },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!(await permissions.has(session, request.body.id ? roleCodes.edit : roleCodes.add))) throw forbidden();
      const saved = await saveRole(db, session, request.body, request.lang, request.ip);
      permissions.invalidate();
      return saved;
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: roleCodes.delete },
      schema: {
        tags,
        summary: 'Soft-removes roles that have no roles below them and that no user holds',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const removed = await removeRoles(db, sessionOf(request), request.query.ids, request.lang, request.ip);
      permissions.invalidate();
      return removed > 0;
    },
  );

  app.post(
    `${base}/grant`,
    {
      config: { permission: roleCodes.grant },
      schema: {
        tags,
        summary:
          "Replaces the roles' granted menus and buttons (within the tenant's package) and sets their data scope",
        body: RoleGrantInput,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      await grantRoles(db, sessionOf(request), request.body, request.ip);
      permissions.invalidate();
      return true;
    },
  );

  type KeysOf = (tenantId: string, roleIds: string[], lang: Language) => Promise<string[]>;
  const grantedKeysRoute = (path: string, summary: string, keysOf: KeysOf) =>
    app.get(
      path,
      {
        config: { permission: [roleCodes.grant, roleCodes.view] },
        schema: { tags, summary, querystring: z.object({ roleIds: IdList }), response: { 200: GrantedMenus } },
      },
      async (request) => ({
        menu: await keysOf(sessionOf(request).tenantId, request.query.roleIds, request.lang),
        dataScope: [],
        apiScope: [],
      }),
    );

  grantedKeysRoute(`${base}/role-tree-keys`, 'The menu and button ids granted to the roles', (tenantId, roleIds) =>
    grantedMenuIds(db, tenantId, roleIds),
  );
  // BladeX 2.9 clients (Saber's role page) ask the menu module, and tick the keys in a cascading tree: a
  // granted parent there ticks all of its children, so it gets only the nodes whose whole subtree is granted.
  grantedKeysRoute(
    '/blade-system/menu/role-tree-keys',
    'The checked keys of the cascading grant tree: granted nodes whose whole subtree is granted',
    async (tenantId, roleIds, lang) => {
      const [granted, tree] = await Promise.all([
        grantedMenuIds(db, tenantId, roleIds),
        grantableMenuTree(db, tenantId, lang),
      ]);
      return fullyGrantedKeys(tree, new Set(granted));
    },
  );

  app.get(
    '/blade-system/menu/grant-tree',
    {
      config: { permission: roleCodes.grant },
      schema: {
        tags,
        summary: "Every menu and button the caller's tenant may grant (its package's), as a tree under `menu`",
        response: { 200: GrantTree },
      },
    },
    async (request) => ({
      menu: await grantableMenuTree(db, sessionOf(request).tenantId, request.lang),
      dataScope: [],
      apiScope: [],
    }),
  );
};
