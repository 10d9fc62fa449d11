import { IdInput, IdList } from '@smdp/contracts';
import {
  LazyParentId,
  MenuFilterQuery,
  MenuInput,
  MenuParentId,
  MenuPicker,
  MenuRecord,
  menuCodes,
} from '@smdp/contracts/access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import {
  MENU,
  type MenuFilters,
  menuChildren,
  menuDetail,
  menuList,
  menuPickerTree,
  removeMenus,
  saveMenu,
} from './menu-admin.service';

const filtersOf = (query: z.infer<typeof MenuFilterQuery>): MenuFilters => ({
  code: query.code_like ?? query.code,
  name: query.name_like ?? query.name,
  category: query.category_equal || query.category || undefined,
});

/** Menu administration (/system/menu): menus are shared by all tenants, so only the administrator tenant edits them. */
export const menuAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions } = app.deps;
  const base = '/blade-system/menu';
  const tags = ['menu'];
  const read = { adminTenantOnly: true, permission: menuCodes.view } as const;

  app.get(
    `${base}/list`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Every menu and button as a tree (filters keep the matching ones)',
        querystring: MenuFilterQuery,
        response: { 200: z.array(MenuRecord) },
      },
    },
    async (request) => menuList(db, request.lang, filtersOf(request.query)),
  );

  app.get(
    `${base}/lazy-list`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'The menus and buttons directly below parentId (none or 0: the top level; empty: every level), each with hasChildren',
        querystring: MenuFilterQuery.extend({ parentId: LazyParentId }),
        response: { 200: z.array(MenuRecord) },
      },
    },
    async (request) => menuChildren(db, request.lang, request.query.parentId, filtersOf(request.query)),
  );

  // BladeX's menu-only twins of list and lazy-list (Saber's scope pages pick menus with them): buttons left out.
  app.get(
    `${base}/menu-list`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Every menu (no buttons) as a tree (filters keep the matching ones)',
        querystring: MenuFilterQuery,
        response: { 200: z.array(MenuRecord) },
      },
    },
    async (request) => menuList(db, request.lang, { ...filtersOf(request.query), category: MENU }),
  );

  app.get(
    `${base}/lazy-menu-list`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'The menus (no buttons) directly below parentId (none or 0: the top level; empty: every level), each with hasChildren',
        querystring: MenuFilterQuery.extend({ parentId: LazyParentId }),
        response: { 200: z.array(MenuRecord) },
      },
    },
    async (request) =>
      menuChildren(db, request.lang, request.query.parentId, { ...filtersOf(request.query), category: MENU }),
  );

  app.get(
    `${base}/by-parent`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Menu fetch by parent id: the menus and buttons directly below parentId, unfiltered',
        querystring: z.object({ parentId: MenuParentId }),
        response: { 200: z.array(MenuRecord) },
      },
    },
    async (request) => menuChildren(db, request.lang, request.query.parentId),
  );

  app.get(
    `${base}/tree`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The menus (no buttons) as a tree, for parent pickers',
        response: { 200: z.array(MenuPicker) },
      },
    },
    async (request) => menuPickerTree(db, request.lang),
  );

  app.get(
    `${base}/detail`,
    {
      config: read,
      schema: {
        tags,
        summary: 'One menu or button',
        querystring: z.object({ id: IdInput }),
        response: { 200: MenuRecord },
      },
    },
    async (request) => menuDetail(db, request.lang, request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { adminTenantOnly: true, permission: [menuCodes.add, menuCodes.edit] },
      schema: {
        tags,
        summary: 'Creates a menu or button, or updates one (with id and version)',
        body: MenuInput,
        response: { 200: MenuRecord },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!(await permissions.has(session, request.body.id ? menuCodes.edit : menuCodes.add))) throw forbidden();
      const saved = await saveMenu(db, session, request.lang, request.body, request.ip);
      permissions.invalidate();
      return saved;
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { adminTenantOnly: true, permission: menuCodes.delete },
      schema: {
        tags,
        summary: 'Soft-removes menus and buttons; a menu with children left below it is refused',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const removed = await removeMenus(db, sessionOf(request), request.lang, request.query.ids, request.ip);
      permissions.invalidate();
      return removed > 0;
    },
  );
};
