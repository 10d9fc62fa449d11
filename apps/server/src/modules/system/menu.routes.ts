import { Id } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import type { Session } from '../../platform/auth/tokens';
import { TtlCache } from '../../platform/cache';
import { buttonTree, type MenuNode as MenuNodeType, routesOf, topMenus } from './menu.service';

/** Recursive, so OpenAPI needs it as a named component (`#/components/schemas/MenuNode`). */
const MenuNode: z.ZodType<MenuNodeType> = z
  .object({
    id: Id,
    parentId: Id,
    code: z.string(),
    name: z.string(),
    alias: z.string().nullable(),
    path: z.string().nullable(),
    source: z.string().nullable().describe('icon'),
    sort: z.number().int(),
    category: z.number().int().describe('1 menu, 2 button'),
    action: z.number().int().describe('0 menu; 1 toolbar, 2 row, 3 both'),
    isOpen: z.number().int().describe('2 keeps the page alive'),
    remark: z.string().nullable(),
    component: z.string().nullable(),
    query: z.string().nullable(),
    meta: z.record(z.string(), z.unknown()).nullable(),
    get children() {
      return z.array(MenuNode);
    },
    hasChildren: z.boolean(),
  })
  .meta({ id: 'MenuNode' });

const TopMenu = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  source: z.string().nullable(),
  sort: z.number().int(),
  path: z.string().nullable(),
});

/**
 * The side menu is asked for on every page load and changes only when an administrator edits menus or
 * grants: each caller's trees are kept this long (clear-cache empties them at once on this instance).
 */
const MENU_CACHE_TTL_MS = 10_000;

const callerKey = (session: Session, lang: string) =>
  `${session.tenantId}:${session.userId}:${session.roleIds.join(',')}:${lang}`;

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, caches, permissions } = app.deps;
  const menuTrees = new TtlCache<MenuNodeType[]>(MENU_CACHE_TTL_MS, 10_000);
  caches.push(menuTrees);
  permissions.follow(menuTrees);

  app.get(
    '/blade-system/menu/routes-web',
    {
      schema: {
        tags: ['menu'],
        summary: "The caller's menu tree: granted menus and their ancestors, names in the Lang-Type language",
        querystring: z.object({
          topMenuId: z
            .preprocess((value) => (value === '' ? undefined : value), Id.optional())
            .describe('only this top menu and its subtree'),
        }),
        response: { 200: z.array(MenuNode) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const key = `${callerKey(session, request.lang)}:routes:${request.query.topMenuId ?? ''}`;
      return menuTrees.getOrLoad(key, () => routesOf(db, session, request.lang, request.query.topMenuId));
    },
  );

  app.get(
    '/blade-system/menu/buttons',
    {
      schema: {
        tags: ['menu'],
        summary: "The caller's granted buttons, grouped under their menus",
        response: { 200: z.array(MenuNode) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return menuTrees.getOrLoad(`${callerKey(session, request.lang)}:buttons`, () =>
        buttonTree(db, session, request.lang),
      );
    },
  );

  app.get(
    '/blade-system/menu/top-menu',
    {
      schema: {
        tags: ['menu'],
        summary: 'The top-level menus the caller may see',
        response: { 200: z.array(TopMenu) },
      },
    },
    async (request) => topMenus(db, sessionOf(request), request.lang),
  );
};
