import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TtlCache } from '../cache';
import type { Database } from '../db/database';
import { forbidden } from '../http/errors';
import { ADMIN_TENANT } from '../tenancy';
import type { Session } from './tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The button code a caller must hold (api-conventions.md "Menus and buttons"), e.g. `user_add`;
     * several codes mean any one of them suffices.
     */
    permission?: string | readonly string[];
    /** Only the trading company's own tenant may call this (tenant management, menus, clients). */
    adminTenantOnly?: boolean;
  }
}

const MENU_CATEGORY_BUTTON = 2;

/**
 * The button codes granted to a caller's roles. Answers are cached for a few seconds per caller;
 * a change of grants clears the cache at once on this instance (`invalidate`).
 */
export class Permissions {
  readonly #cache = new TtlCache<ReadonlySet<string>>(10_000, 10_000);

  constructor(private readonly db: Database) {}

  get cache(): TtlCache<unknown> {
    return this.#cache;
  }

  async codesOf(session: Pick<Session, 'tenantId' | 'userId' | 'roleIds'>): Promise<ReadonlySet<string>> {
    const key = `${session.tenantId}:${session.userId}:${session.roleIds.join(',')}`;
    return this.#cache.getOrLoad(key, async () => {
      if (!session.roleIds.length) return new Set<string>();
      const rows = await this.db
        .selectFrom('bladeRoleMenu as rm')
        .innerJoin('bladeRole as r', 'r.id', 'rm.roleId')
        .innerJoin('bladeUserRole as ur', (join) => join.onRef('ur.roleId', '=', 'r.id'))
        .innerJoin('bladeMenu as m', 'm.id', 'rm.menuId')
        .select('m.code')
        .distinct()
        .where('ur.userId', '=', session.userId)
        .where('r.tenantId', '=', session.tenantId)
        .where('r.isDeleted', '=', 0)
        .where('r.status', '=', 1)
        .where('rm.roleId', 'in', session.roleIds)
        .where('m.category', '=', MENU_CATEGORY_BUTTON)
        .where('m.isDeleted', '=', 0)
        .where('m.status', '=', 1)
        .execute();
      return new Set(rows.map((row) => row.code));
    });
  }

  async has(session: Pick<Session, 'tenantId' | 'userId' | 'roleIds'>, code: string): Promise<boolean> {
    return (await this.codesOf(session)).has(code);
  }

  /** Caches derived from grants (the callers' menu trees), emptied together with this one. */
  readonly #dependents: TtlCache<unknown>[] = [];

  follow(cache: TtlCache<unknown>): void {
    this.#dependents.push(cache);
  }

  /** After grants, roles or menus change. */
  invalidate(): void {
    this.#cache.clear();
    for (const cache of this.#dependents) cache.clear();
  }
}

/** Checks `config.permission` and `config.adminTenantOnly` after sign-in is verified, before validation. */
export const authorize = fp(async (app: FastifyInstance, { permissions }: { permissions: Permissions }) => {
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const session = request.session;
    if (!session || (!config?.permission && !config?.adminTenantOnly)) return;
    if (config.adminTenantOnly && session.tenantId !== ADMIN_TENANT) throw forbidden();
    if (!config.permission) return;
    const wanted = typeof config.permission === 'string' ? [config.permission] : config.permission;
    const granted = await permissions.codesOf(session);
    if (!wanted.some((code) => granted.has(code))) throw forbidden();
  });
});
