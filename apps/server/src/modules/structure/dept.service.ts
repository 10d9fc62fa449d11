import type { Selectable, Transaction } from 'kysely';
import type { DB, DeptTable } from '../../db/schema';
import type { Session } from '../../platform/auth/tokens';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/http/errors';
import { assertParentFits, descendantsOf, linkTree, type PickerNode, pickerTree, ROOT } from './tree';

export type Dept = {
  id: string;
  parentId: string;
  parentName: string | null;
  ancestors: string;
  deptCategory: number;
  deptName: string;
  fullName: string | null;
  currency: string | null;
  sort: number;
  remark: string | null;
  status: number;
  version: number;
  createTime: Date;
  hasChildren: boolean;
  children?: Dept[];
};

export type DeptInput = {
  id?: string | undefined;
  version?: number | undefined;
  parentId: string;
  deptName: string;
  fullName?: string | null | undefined;
  deptCategory: number;
  currency?: string | null | undefined;
  sort: number;
  remark?: string | null | undefined;
};

export type DeptFilters = { deptName?: string | undefined; fullName?: string | undefined };

type Caller = Pick<Session, 'tenantId' | 'userId' | 'account'>;
type Reader = Database | Transaction<DB>;
type DeptRow = Selectable<DeptTable>;

function liveDepts(db: Reader, tenantId: string) {
  return db
    .selectFrom('bladeDept')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .orderBy('sort')
    .orderBy('id');
}

const contains = (text: string | null, part: string | undefined) =>
  !part || (text ?? '').toLowerCase().includes(part.toLowerCase());

function toDept(row: DeptRow, parentName: string | null, hasChildren: boolean): Dept {
  return {
    id: row.id,
    parentId: row.parentId,
    parentName,
    ancestors: row.ancestors,
    deptCategory: row.deptCategory,
    deptName: row.deptName,
    fullName: row.fullName,
    currency: row.currency,
    sort: row.sort,
    remark: row.remark,
    status: row.status,
    version: row.version,
    createTime: row.createTime,
    hasChildren,
  };
}

/** The tenant's departments as a tree; with filters, the matching ones (an unmatched parent's child becomes a root). */
export async function deptTree(db: Database, tenantId: string, filters: DeptFilters = {}): Promise<Dept[]> {
  const all = await liveDepts(db, tenantId).execute();
  const names = new Map(all.map((row) => [row.id, row.deptName]));
  const matches = all.filter(
    (row) => contains(row.deptName, filters.deptName) && contains(row.fullName, filters.fullName),
  );
  return linkTree(matches.map((row) => toDept(row, names.get(row.parentId) ?? null, false)));
}

/** The departments directly under `parentId` (0: the top level), each saying whether it has any below. */
export async function deptChildren(db: Database, tenantId: string, parentId: string): Promise<Dept[]> {
  const rows = await liveDepts(db, tenantId)
    .where('parentId', '=', parentId)
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('bladeDept as c')
            .select('c.id')
            .whereRef('c.parentId', '=', 'bladeDept.id')
            .where('c.isDeleted', '=', 0),
        )
        .as('hasChildren'),
    )
    .execute();
  const parent =
    parentId === ROOT ? undefined : await liveDepts(db, tenantId).where('id', '=', parentId).executeTakeFirst();
  return rows.map((row) => toDept(row, parent?.deptName ?? null, Boolean(row.hasChildren)));
}

export async function deptPicker(db: Database, tenantId: string): Promise<PickerNode[]> {
  const rows = await liveDepts(db, tenantId).execute();
  return pickerTree(rows.map((row) => ({ id: row.id, parentId: row.parentId, title: row.deptName })));
}

export async function deptDetail(db: Reader, tenantId: string, id: string): Promise<Dept> {
  const row = await liveDepts(db, tenantId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const parent =
    row.parentId === ROOT ? undefined : await liveDepts(db, tenantId).where('id', '=', row.parentId).executeTakeFirst();
  const child = await liveDepts(db, tenantId).where('parentId', '=', id).executeTakeFirst();
  return toDept(row, parent?.deptName ?? null, Boolean(child));
}

/**
 * Creates a department, or updates the one with `id` if `version` is still current (else 409). Moving a
 * department rewrites the `ancestors` of everything below it in the same transaction.
 */
export async function saveDept(db: Database, caller: Caller, input: DeptInput, ip?: string): Promise<Dept> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('bladeDept')
      .select(['id', 'parentId', 'ancestors'])
      .where('tenantId', '=', caller.tenantId)
      .where('isDeleted', '=', 0)
      .execute();
    const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
    assertParentFits(parentOf, input.parentId, input.id, 'deptParentInvalid');
    const parentAncestors = rows.find((row) => row.id === input.parentId)?.ancestors;
    const values = {
      parentId: input.parentId,
      ancestors: input.parentId === ROOT ? ROOT : `${parentAncestors},${input.parentId}`,
      deptName: input.deptName,
      fullName: input.fullName ?? null,
      deptCategory: input.deptCategory,
      currency: input.currency ?? null,
      sort: input.sort,
      remark: input.remark ?? null,
    };
    if (input.id) {
      const { before, after } = await updateVersioned(
        trx,
        'bladeDept',
        { id: input.id, version: input.version ?? 0 },
        values,
        { tenantId: caller.tenantId, userId: caller.userId },
      );
      if (before.ancestors !== after.ancestors) await reAncestor(trx, caller.tenantId, parentOf, after);
      await recordAudit(trx, caller, { action: 'update', entity: 'dept', entityId: input.id, before, after }, ip);
      return deptDetail(trx, caller.tenantId, input.id);
    }
    const created = await trx
      .insertInto('bladeDept')
      .values({ ...values, tenantId: caller.tenantId, createUser: caller.userId, updateUser: caller.userId })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, caller, { action: 'create', entity: 'dept', entityId: created.id, after: created }, ip);
    return deptDetail(trx, caller.tenantId, created.id);
  });
}

/** After a move: each department below `moved` gets the ancestors of its new place. */
async function reAncestor(trx: Transaction<DB>, tenantId: string, parentOf: Map<string, string>, moved: DeptRow) {
  const ancestorsOf = new Map([[moved.id, moved.ancestors]]);
  for (const id of descendantsOf(parentOf, moved.id)) {
    const parentId = parentOf.get(id) as string;
    const ancestors = `${ancestorsOf.get(parentId)},${parentId}`;
    ancestorsOf.set(id, ancestors);
    await trx
      .updateTable('bladeDept')
      .set({ ancestors })
      .where('id', '=', id)
      .where('tenantId', '=', tenantId)
      .execute();
  }
}

/**
 * Soft-removes departments of the caller's tenant. One with live departments below it (not removed in the
 * same call) or with live users makes the whole call fail with nothing changed.
 */
export async function removeDepts(db: Database, caller: Caller, ids: string[], ip?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const child = await liveDepts(trx, caller.tenantId)
      .where('parentId', 'in', ids)
      .where('id', 'not in', ids)
      .executeTakeFirst();
    if (child) throw badRequest('deptHasChildren');
    const staffed = await trx
      .selectFrom('bladeDept as d')
      .innerJoin('bladeUserDept as ud', 'ud.deptId', 'd.id')
      .innerJoin('bladeUser as u', 'u.id', 'ud.userId')
      .select('d.deptName')
      .where('d.id', 'in', ids)
      .where('d.tenantId', '=', caller.tenantId)
      .where('d.isDeleted', '=', 0)
      .where('u.isDeleted', '=', 0)
      .executeTakeFirst();
    if (staffed) throw badRequest('deptHasUsers', { name: staffed.deptName });
    const removed = await softRemove(trx, 'bladeDept', ids, { tenantId: caller.tenantId, userId: caller.userId });
    if (removed.length) {
      await recordAudit(trx, caller, { action: 'delete', entity: 'dept', entityId: removed.map((row) => row.id) }, ip);
    }
    return removed.length;
  });
}

/**
 * The currency of the caller's department: its own, else the nearest department above it that has one
 * (up to the company at the top); null when none has.
 */
export async function currencyOfDept(db: Database, tenantId: string, deptId: string | null): Promise<string | null> {
  if (!deptId) return null;
  const rows = await db
    .selectFrom('bladeDept')
    .select(['id', 'parentId', 'currency'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<string>();
  for (let at = byId.get(deptId); at && !seen.has(at.id); at = byId.get(at.parentId)) {
    if (at.currency) return at.currency;
    seen.add(at.id);
  }
  return null;
}
