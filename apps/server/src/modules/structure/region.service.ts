import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Session } from '../../platform/auth/tokens';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest, notFound } from '../../platform/http/errors';
import type { RegionTable } from './structure.tables';
import { assertParentFits, descendantsOf, linkTree, type PickerNode, pickerTree, ROOT } from './tree';

/** 1 country, 2 province, 3 city, 4 district. */
export const REGION_LEVELS = [1, 2, 3, 4] as const;
const DEEPEST = 4;

export type Region = {
  id: string;
  parentId: string;
  parentName: string | null;
  code: string;
  name: string;
  regionLevel: number;
  sort: number;
  remark: string | null;
  status: number;
  version: number;
  createTime: Date;
  hasChildren: boolean;
  children?: Region[];
};

export type RegionInput = {
  id?: string | undefined;
  version?: number | undefined;
  parentId: string;
  code: string;
  name: string;
  sort: number;
  remark?: string | null | undefined;
};

export type RegionFilters = { code?: string | undefined; name?: string | undefined; regionLevel?: number | undefined };

type Caller = Pick<Session, 'tenantId' | 'userId' | 'account'>;
type Reader = Database | Transaction<DB>;
type RegionRow = Selectable<RegionTable>;

function liveRegions(db: Reader, tenantId: string) {
  return db
    .selectFrom('bladeRegion')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .orderBy('sort')
    .orderBy('code');
}

const contains = (text: string, part: string | undefined) => !part || text.toLowerCase().includes(part.toLowerCase());

const toRegion = (row: RegionRow, parentName: string | null, hasChildren: boolean): Region => ({
  id: row.id,
  parentId: row.parentId,
  parentName,
  code: row.code,
  name: row.name,
  regionLevel: row.regionLevel,
  sort: row.sort,
  remark: row.remark,
  status: row.status,
  version: row.version,
  createTime: row.createTime,
  hasChildren,
});

/** The tenant's regions as a tree; with filters, the matching ones (an unmatched parent's child becomes a root). */
export async function regionTree(db: Database, tenantId: string, filters: RegionFilters = {}): Promise<Region[]> {
  const all = await liveRegions(db, tenantId).execute();
  const names = new Map(all.map((row) => [row.id, row.name]));
  const matches = all.filter(
    (row) =>
      contains(row.code, filters.code) &&
      contains(row.name, filters.name) &&
      (filters.regionLevel === undefined || row.regionLevel === filters.regionLevel),
  );
  return linkTree(matches.map((row) => toRegion(row, names.get(row.parentId) ?? null, false)));
}

/** The regions directly under `parentId` (0: the countries), each saying whether it has any below. */
export async function regionChildren(db: Database, tenantId: string, parentId: string): Promise<Region[]> {
  const rows = await liveRegions(db, tenantId)
    .where('parentId', '=', parentId)
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('bladeRegion as c')
            .select('c.id')
            .whereRef('c.parentId', '=', 'bladeRegion.id')
            .where('c.isDeleted', '=', 0),
        )
        .as('hasChildren'),
    )
    .execute();
  const parent =
    parentId === ROOT ? undefined : await liveRegions(db, tenantId).where('id', '=', parentId).executeTakeFirst();
  return rows.map((row) => toRegion(row, parent?.name ?? null, Boolean(row.hasChildren)));
}

export async function regionPicker(db: Database, tenantId: string): Promise<PickerNode[]> {
  const rows = await liveRegions(db, tenantId).execute();
  return pickerTree(rows.map((row) => ({ id: row.id, parentId: row.parentId, title: row.name })));
}

export async function regionDetail(db: Reader, tenantId: string, id: string): Promise<Region> {
  const row = await liveRegions(db, tenantId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const parent =
    row.parentId === ROOT
      ? undefined
      : await liveRegions(db, tenantId).where('id', '=', row.parentId).executeTakeFirst();
  const child = await liveRegions(db, tenantId).where('parentId', '=', id).executeTakeFirst();
  return toRegion(row, parent?.name ?? null, Boolean(child));
}

/**
 * Creates a region, or updates the one with `id` if `version` is still current (else 409). Its level
 * follows from its parent (a top-level region is a country); moving one moves the levels below it too,
 * never past a district.
 */
export async function saveRegion(db: Database, caller: Caller, input: RegionInput, ip?: string): Promise<Region> {
  try {
    return await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('bladeRegion')
        .select(['id', 'parentId', 'regionLevel'])
        .where('tenantId', '=', caller.tenantId)
        .where('isDeleted', '=', 0)
        .execute();
      const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
      assertParentFits(parentOf, input.parentId, input.id, 'regionParentInvalid');
      const levelOf = new Map(rows.map((row) => [row.id, row.regionLevel]));
      const regionLevel = input.parentId === ROOT ? 1 : (levelOf.get(input.parentId) as number) + 1;
      const below = input.id ? descendantsOf(parentOf, input.id) : [];
      const shift = input.id ? regionLevel - (levelOf.get(input.id) ?? regionLevel) : 0;
      if (regionLevel > DEEPEST || below.some((id) => (levelOf.get(id) as number) + shift > DEEPEST)) {
        throw badRequest('regionTooDeep');
      }
      const values = {
        parentId: input.parentId,
        code: input.code,
        name: input.name,
        regionLevel,
        sort: input.sort,
        remark: input.remark ?? null,
      };
      if (input.id) {
        const { before, after } = await updateVersioned(
          trx,
          'bladeRegion',
          { id: input.id, version: input.version ?? 0 },
          values,
          { tenantId: caller.tenantId, userId: caller.userId },
        );
        if (shift && below.length) {
          await trx
            .updateTable('bladeRegion')
            .set((eb) => ({ regionLevel: eb('regionLevel', '+', shift) }))
            .where('tenantId', '=', caller.tenantId)
            .where('id', 'in', below)
            .execute();
        }
        await recordAudit(trx, caller, { action: 'update', entity: 'region', entityId: input.id, before, after }, ip);
        return regionDetail(trx, caller.tenantId, input.id);
      }
      const created = await trx
        .insertInto('bladeRegion')
        .values({ ...values, tenantId: caller.tenantId, createUser: caller.userId, updateUser: caller.userId })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, caller, { action: 'create', entity: 'region', entityId: created.id, after: created }, ip);
      return regionDetail(trx, caller.tenantId, created.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('regionCodeTaken', { code: input.code });
    throw error;
  }
}

/** Soft-removes regions; one with live regions below it (not removed in the same call) fails the whole call. */
export async function removeRegions(db: Database, caller: Caller, ids: string[], ip?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const child = await liveRegions(trx, caller.tenantId)
      .where('parentId', 'in', ids)
      .where('id', 'not in', ids)
      .executeTakeFirst();
    if (child) throw badRequest('regionHasChildren');
    const removed = await softRemove(trx, 'bladeRegion', ids, { tenantId: caller.tenantId, userId: caller.userId });
    if (removed.length) {
      await recordAudit(
        trx,
        caller,
        { action: 'delete', entity: 'region', entityId: removed.map((row) => row.id) },
        ip,
      );
    }
    return removed.length;
  });
}
