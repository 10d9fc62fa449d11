import type { Page, PageQuery } from '@smdp/contracts';
import type { PackageMenuNode, TenantPackage, TenantPackageInput } from '@smdp/contracts/system';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, paginate } from '../../platform/db/list-query';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import type { Caller } from '../../platform/scope/caller';
import { liveMenuIdsAmong, liveMenuOutline, revokeGrantsOutside } from '../access';
import { localized } from './localized';

type Reader = Kysely<DB>;

/**
 * The menu ids a tenant's roles may be granted, or null when the tenant has no package (no limit).
 * Role grants call this and refuse anything outside the set.
 */
export async function grantableMenuIds(db: Reader, tenantId: string): Promise<Set<string> | null> {
  const tenant = await db
    .selectFrom('bladeTenant')
    .select('packageId')
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (!tenant?.packageId) return null;
  const rows = await db
    .selectFrom('bladeTenantPackageMenu')
    .select('menuId')
    .where('packageId', '=', tenant.packageId)
    .execute();
  return new Set(rows.map((row) => String(row.menuId)));
}

/** Throws the translated 400 a grant outside the tenant's package deserves. */
export async function assertGrantable(db: Reader, tenantId: string, menuIds: readonly string[]): Promise<void> {
  const grantable = await grantableMenuIds(db, tenantId);
  const outside = grantable && menuIds.find((id) => !grantable.has(id));
  if (outside) throw badRequest('menuOutsidePackage', { id: outside });
}

/**
 * Takes back every grant of the tenants' roles that their package no longer covers, so that a package
 * limits what roles hold, not only what may be granted next.
 */
export async function confineGrantsToPackage(
  trx: Transaction<DB>,
  scope: { packageId: string } | { tenantId: string },
): Promise<void> {
  const tenants = trx
    .selectFrom('bladeTenant')
    .select(['tenantId', 'packageId'])
    .where('isDeleted', '=', 0)
    .where('packageId', 'is not', null);
  const scoped = await ('packageId' in scope
    ? tenants.where('packageId', '=', scope.packageId)
    : tenants.where('tenantId', '=', scope.tenantId)
  ).execute();
  // One package either way: the one named, or the one tenant's.
  const packageId = scoped[0]?.packageId;
  if (!packageId) return;
  const kept = (await menuIdsOf(trx, [packageId])).get(packageId) ?? [];
  await revokeGrantsOutside(
    trx,
    scoped.map((tenant) => tenant.tenantId),
    kept,
  );
}

const FILTERS = { packageName: 'package_name', status: 'status', createTime: 'create_time' };
const SORTABLE = { packageName: 'package_name', createTime: 'create_time' };
const COLUMNS = ['id', 'packageName', 'remark', 'status', 'version', 'createTime'] as const;

export async function listPackages(
  db: Database,
  page: PageQuery,
  filters: Record<string, unknown>,
  zone: string,
): Promise<Page<TenantPackage>> {
  const query = applyFilters(
    db.selectFrom('bladeTenantPackage').select(COLUMNS).where('isDeleted', '=', 0),
    filters,
    FILTERS,
    zone,
  );
  const rows = await paginate(query, page, SORTABLE, { column: 'create_time', direction: 'desc' });
  const menus = await menuIdsOf(
    db,
    rows.records.map((row) => row.id),
  );
  return { ...rows, records: rows.records.map((row) => withMenus(row, menus.get(row.id) ?? [])) };
}

export async function packageDetail(db: Reader, id: string): Promise<TenantPackage> {
  const row = await db
    .selectFrom('bladeTenantPackage')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound();
  return withMenus(row, (await menuIdsOf(db, [id])).get(id) ?? []);
}

const withMenus = <Row>(row: Row, menuIds: string[]) => ({ ...row, menuIds, menuId: menuIds.join(',') });

/** Every live package, for the tenant form's picker. */
export async function selectablePackages(db: Database): Promise<{ id: string; packageName: string }[]> {
  return db
    .selectFrom('bladeTenantPackage')
    .select(['id', 'packageName'])
    .where('isDeleted', '=', 0)
    .where('status', '=', 1)
    .orderBy('packageName')
    .execute();
}

async function menuIdsOf(db: Reader, packageIds: string[]): Promise<Map<string, string[]>> {
  const byPackage = new Map<string, string[]>();
  if (!packageIds.length) return byPackage;
  const rows = await db
    .selectFrom('bladeTenantPackageMenu')
    .select(['packageId', 'menuId'])
    .where('packageId', 'in', packageIds)
    .orderBy('menuId')
    .execute();
  for (const { packageId, menuId } of rows) {
    const key = String(packageId);
    byPackage.set(key, [...(byPackage.get(key) ?? []), String(menuId)]);
  }
  return byPackage;
}

/** Creates a package, or updates the one with `id` if `version` is still current (else 409). */
export async function savePackage(
  db: Database,
  caller: Caller,
  input: z.output<typeof TenantPackageInput>,
  ip?: string,
): Promise<TenantPackage> {
  const menuIds = [...new Set(input.menuIds)];
  try {
    return await db.transaction().execute(async (trx) => {
      await assertMenusExist(trx, menuIds);
      const values = { packageName: input.packageName, remark: input.remark ?? null };
      let id: string;
      let before: (Record<string, unknown> & { menuIds: string[] }) | null = null;
      if (input.id) {
        const changed = await updateVersioned(
          trx,
          'bladeTenantPackage',
          { id: input.id, version: input.version ?? 0 },
          values,
          { userId: caller.userId },
        );
        id = input.id;
        before = { ...changed.before, menuIds: (await menuIdsOf(trx, [id])).get(id) ?? [] };
        await trx.deleteFrom('bladeTenantPackageMenu').where('packageId', '=', id).execute();
      } else {
        id = (
          await trx
            .insertInto('bladeTenantPackage')
            .values({ ...values, createUser: caller.userId, updateUser: caller.userId })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
      if (menuIds.length) {
        await trx
          .insertInto('bladeTenantPackageMenu')
          .values(menuIds.map((menuId) => ({ packageId: id, menuId })))
          .execute();
      }
      if (before) await confineGrantsToPackage(trx, { packageId: id });
      const after = await packageDetail(trx, id);
      await recordAudit(
        trx,
        caller,
        { action: before ? 'update' : 'create', entity: 'tenantPackage', entityId: id, before, after },
        ip,
      );
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('packageNameTaken', { name: input.packageName });
    throw error;
  }
}

async function assertMenusExist(trx: Transaction<DB>, menuIds: string[]): Promise<void> {
  if (!menuIds.length) return;
  const known = await liveMenuIdsAmong(trx, menuIds);
  const unknown = menuIds.find((id) => !known.has(id));
  if (unknown) throw badRequest('menuUnknown', { id: unknown });
}

/** Soft-removes packages no tenant uses; one in use makes the whole call fail with nothing changed. */
export async function removePackages(db: Database, caller: Caller, ids: string[], ip?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const inUse = await trx
      .selectFrom('bladeTenant')
      .select('id')
      .where('packageId', 'in', ids)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    if (inUse) throw badRequest('packageInUse');
    const removed = await softRemove(trx, 'bladeTenantPackage', ids, { userId: caller.userId });
    if (removed.length) {
      await recordAudit(
        trx,
        caller,
        { action: 'delete', entity: 'tenantPackage', entityId: removed.map((row) => row.id) },
        ip,
      );
    }
    return removed.length;
  });
}

/** Every live menu and button as a tree with names in the caller's language: what a package may contain. */
export async function packageMenuTree(db: Database, lang: Language): Promise<PackageMenuNode[]> {
  const rows = await liveMenuOutline(db);
  const nodes = new Map<string, PackageMenuNode>(
    rows.map((row) => [
      String(row.id),
      {
        id: String(row.id),
        parentId: String(row.parentId),
        code: row.code,
        name: localized(row.nameI18n, lang, row.name),
        category: row.category,
        children: [],
      },
    ]),
  );
  const roots: PackageMenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
