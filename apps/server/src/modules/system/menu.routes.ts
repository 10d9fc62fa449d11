import { MenuNode, MenuRoutesQuery, TopMenu } from '@smdp/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TtlCache } from '../../platform/cache';
import { type Caller, callerOf } from '../../platform/scope/caller';
import { buttonTree, routesOf, topMenus } from './menu.service';

/**
 * The side menu is asked for on every page load and changes only when an administrator edits menus or
 * grants: each caller's trees are kept this long (clear-cache empties them at once on this instance).
 */
const MENU_CACHE_TTL_MS = 10_000;

const callerKey = (caller: Caller, lang: string) =>
  `${caller.tenantId}:${caller.userId}:${caller.roleIds.join(',')}:${lang}`;

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, caches, permissions } = app.deps;
  const menuTrees = new TtlCache<MenuNode[]>(MENU_CACHE_TTL_MS, 10_000);
  caches.push(menuTrees);
  permissions.follow(menuTrees);

  // `routes-web` is the spec's name; BladeX 2.9 clients (Saber) ask for the same tree as `routes`.
  for (const path of ['/blade-system/menu/routes-web', '/blade-system/menu/routes']) {
    app.get(
      path,
      {
        schema: {
          tags: ['menu'],
          summary: "The caller's menu tree: granted menus and their ancestors, names in the Lang-Type language",
          querystring: MenuRoutesQuery,
          response: { 200: z.array(MenuNode) },
        },
      },
      async (request) => {
        const session = callerOf(request);
        const key = `${callerKey(session, request.lang)}:routes:${request.query.topMenuId ?? ''}`;
        return menuTrees.getOrLoad(key, () => routesOf(db, session, request.lang, request.query.topMenuId));
      },
    );
  }

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
      const session = callerOf(request);
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
    async (request) => topMenus(db, callerOf(request), request.lang),
  );
};
