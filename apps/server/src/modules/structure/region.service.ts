import {
  type LazyTreeNode,
  type Region,
  type RegionDetail,
  type RegionInput,
  type RegionOption,
  ROOT,
  TOP_REGION_CODE,
} from '@smdp/contracts/structure';
import type { Selectable } from 'kysely';
import { recordAudit } from '../../platform/crud/audit';
import { updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { tenantRows } from '../../platform/scope/tenant';
import type { RegionTable } from './structure.tables';
import { descendantsOf } from './tree';
import { treeTable } from './tree-table';

/** The deepest level: a district (1 country, 2 province, 3 city, 4 district). */
const DEEPEST = 4;

export type RegionFilters = { code?: string | undefined; name?: string | undefined; regionLevel?: number | undefined };

const contains = (text: string, part: string | undefined) => !part || text.toLowerCase().includes(part.toLowerCase());

const toRegion = (row: Selectable<RegionTable>, parentName: string | null, hasChildren: boolean): Region => ({
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

const regions = treeTable({
  table: 'bladeRegion',
  tieBreak: 'code',
  title: (row) => row.name,
  toNode: toRegion,
  entity: 'region',
  parentInvalid: 'regionParentInvalid',
  hasChildren: 'regionHasChildren',
});

/** The tenant's regions as a tree; with filters, the matching ones (an unmatched parent's child becomes a root). */
export const regionTree = (db: Database, caller: Caller, filters: RegionFilters = {}): Promise<Region[]> =>
  regions.tree(
    db,
    caller,
    (row) =>
      contains(row.code, filters.code) &&
      contains(row.name, filters.name) &&
      (filters.regionLevel === undefined || row.regionLevel === filters.regionLevel),
  );

/** The regions directly under `parentId` (0: the countries), each saying whether it has any below. */
export const regionChildren = (db: Database, caller: Caller, parentId: string) =>
  regions.children(db, caller, parentId);

export const regionPicker = (db: Database, caller: Caller) => regions.picker(db, caller);

/** One region and its parent's code (00 for a country). */
export async function regionDetail(db: Database, caller: Caller, id: string): Promise<RegionDetail> {
  const region = await regions.detail(db, caller, id);
  const parent = region.parentId === ROOT ? undefined : await regionCodeOf(db, caller, region.parentId);
  return { ...region, parentCode: parent ?? TOP_REGION_CODE };
}

/** The id of the caller's live region with this code: BladeX clients name regions by code. */
export async function regionIdOfCode(db: Database, caller: Caller, code: string): Promise<string | undefined> {
  return (await tenantRows(db, caller, 'bladeRegion').select('id').where('code', '=', code).executeTakeFirst())?.id;
}

/**
 * A submit from a BladeX client (it sends `parentCode`): there the code names the region, so the parent
 * comes from `parentCode` and the row to update is the one with this code. Saber's "add child" form keeps
 * the `id` and `version` of the region it was opened on; keyed by code, that becomes a new region instead
 * of overwriting the parent.
 */
export async function asBladeRegion(db: Database, caller: Caller, input: RegionInput): Promise<RegionInput> {
  const { parentCode, ...region } = input;
  if (parentCode === undefined) return region;
  const parentId = parentCode === TOP_REGION_CODE ? ROOT : await regionIdOfCode(db, caller, parentCode);
  if (!parentId) throw badRequest('regionParentInvalid');
  const sameCode = await regionIdOfCode(db, caller, region.code);
  if (sameCode && sameCode === region.id) return { ...region, parentId };
  if (sameCode) throw badRequest('regionCodeTaken');
  const { id: _carriedOver, version: _itsVersion, ...fresh } = region;
  return { ...fresh, parentId };
}

const regionCodeOf = async (db: Database, caller: Caller, id: string) =>
  (await tenantRows(db, caller, 'bladeRegion').select('code').where('id', '=', id).executeTakeFirst())?.code;

/** The regions under the one with `code` (none: the countries) as choices of a cascading select. */
export async function regionOptions(db: Database, caller: Caller, code?: string): Promise<RegionOption[]> {
  return (await regionLazyTree(db, caller, code)).map((node) => ({
    code: node.id,
    name: node.title,
    hasChildren: node.hasChildren,
  }));
}

/**
 * The regions under the one with `parentCode` (00 or none: the countries) as BladeX's lazy tree keys them:
 * by code. An unknown code has nothing below it.
 */
export async function regionLazyTree(
  db: Database,
  caller: Caller,
  parentCode = TOP_REGION_CODE,
): Promise<LazyTreeNode[]> {
  const top = !parentCode || parentCode === TOP_REGION_CODE;
  const parentId = top ? ROOT : await regionIdOfCode(db, caller, parentCode);
  if (!parentId) return [];
  return (await regions.children(db, caller, parentId)).map((region) => ({
    id: region.code,
    parentId: top ? TOP_REGION_CODE : parentCode,
    title: region.name,
    key: region.code,
    value: region.code,
    hasChildren: region.hasChildren,
  }));
}

/**
 * Creates a region, or updates the one with `id` if `version` is still current (else 409). Its level
 * follows from its parent (a top-level region is a country); moving one moves the levels below it too,
 * never past a district.
 */
export async function saveRegion(db: Database, caller: Caller, input: RegionInput, ip?: string): Promise<Region> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { rows, parentOf } = await regions.placed(trx, caller, input);
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
        return regions.detail(trx, caller, input.id);
      }
      const created = await trx
        .insertInto('bladeRegion')
        .values({ ...values, tenantId: caller.tenantId, createUser: caller.userId, updateUser: caller.userId })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, caller, { action: 'create', entity: 'region', entityId: created.id, after: created }, ip);
      return regions.detail(trx, caller, created.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('regionCodeTaken', { code: input.code });
    throw error;
  }
}

/** Soft-removes regions; one with live regions below it (not removed in the same call) fails the whole call. */
export const removeRegions = (db: Database, caller: Caller, ids: string[], ip?: string) =>
  regions.remove(db, caller, ids, ip);
