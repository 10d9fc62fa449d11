import type { Dept, DeptInput, LazyTreeNode } from '@smdp/contracts/structure';
import { ROOT } from '@smdp/contracts/structure';
import type { Selectable, Transaction } from 'kysely';
import type { DB, DeptTable } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { liveUserInDept } from '../user';
import { descendantsOf } from './tree';
import { treeTable } from './tree-table';

export type DeptFilters = { deptName?: string | undefined; fullName?: string | undefined };

type Reader = Database | Transaction<DB>;
type DeptRow = Selectable<DeptTable>;

const contains = (text: string | null, part: string | undefined) =>
  !part || (text ?? '').toLowerCase().includes(part.toLowerCase());

const toDept = (row: DeptRow, parentName: string | null, hasChildren: boolean): Dept => ({
  id: row.id,
  parentId: row.parentId,
  parentName,
  ancestors: row.ancestors,
  tenantId: row.tenantId,
  deptCategory: row.deptCategory,
  // named by the routes, which know the caller's language; the key until then
  deptCategoryName: String(row.deptCategory),
  deptName: row.deptName,
  fullName: row.fullName,
  currency: row.currency,
  sort: row.sort,
  remark: row.remark,
  status: row.status,
  version: row.version,
  createTime: row.createTime,
  hasChildren,
});

const depts = treeTable({
  table: 'bladeDept',
  tieBreak: 'id',
  title: (row) => row.deptName,
  toNode: toDept,
  entity: 'dept',
  parentInvalid: 'deptParentInvalid',
  hasChildren: 'deptHasChildren',
});

/** The tenant's departments as a tree; with filters, the matching ones (an unmatched parent's child becomes a root). */
export const deptTree = (db: Database, caller: Caller, filters: DeptFilters = {}): Promise<Dept[]> =>
  depts.tree(db, caller, (row) => contains(row.deptName, filters.deptName) && contains(row.fullName, filters.fullName));

/** The departments directly under `parentId` (0: the top level), each saying whether it has any below. */
export const deptChildren = (db: Database, caller: Caller, parentId: string) => depts.children(db, caller, parentId);

export const deptPicker = (db: Database, caller: Caller) => depts.picker(db, caller);

/** The departments directly under `parentId` as a node of BladeX's lazy tree. */
export async function deptLazyTree(db: Database, caller: Caller, parentId: string): Promise<LazyTreeNode[]> {
  return (await depts.children(db, caller, parentId)).map((dept) => ({
    id: dept.id,
    parentId: dept.parentId,
    title: dept.deptName,
    key: dept.id,
    value: dept.id,
    hasChildren: dept.hasChildren,
  }));
}

export const deptDetail = (db: Reader, caller: Caller, id: string) => depts.detail(db, caller, id);

/**
 * Creates a department, or updates the one with `id` if `version` is still current (else 409). Moving a
 * department rewrites the `ancestors` of everything below it in the same transaction.
 */
export async function saveDept(db: Database, caller: Caller, input: DeptInput, ip?: string): Promise<Dept> {
  return db.transaction().execute(async (trx) => {
    const { rows, parentOf } = await depts.placed(trx, caller, input);
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
      return deptDetail(trx, caller, input.id);
    }
    const created = await trx
      .insertInto('bladeDept')
      .values({ ...values, tenantId: caller.tenantId, createUser: caller.userId, updateUser: caller.userId })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, caller, { action: 'create', entity: 'dept', entityId: created.id, after: created }, ip);
    return deptDetail(trx, caller, created.id);
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
export function removeDepts(db: Database, caller: Caller, ids: string[], ip?: string): Promise<number> {
  return depts.remove(db, caller, ids, ip, async (trx) => {
    const staffed = await trx
      .selectFrom('bladeDept as d')
      .select('d.deptName')
      .where('d.id', 'in', ids)
      .where('d.tenantId', '=', caller.tenantId)
      .where('d.isDeleted', '=', 0)
      .where((eb) => liveUserInDept(eb.ref('d.id')))
      .executeTakeFirst();
    if (staffed) throw badRequest('deptHasUsers', { name: staffed.deptName });
  });
}

/**
 * The currency of the caller's department: its own, else the nearest department above it that has one
 * (up to the company at the top); null when none has.
 */
export async function currencyOfDept(db: Database, caller: Caller): Promise<string | null> {
  const { deptId } = caller;
  if (!deptId) return null;
  const rows = await depts.rows(db, caller);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<string>();
  for (let at = byId.get(deptId); at && !seen.has(at.id); at = byId.get(at.parentId)) {
    if (at.currency) return at.currency;
    seen.add(at.id);
  }
  return null;
}
