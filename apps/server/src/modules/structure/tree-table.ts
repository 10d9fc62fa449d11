import { type PickerNode, ROOT } from '@smdp/contracts/structure';
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/http/errors';
import type { MessageKey } from '../../platform/i18n/messages';
import type { Caller } from '../../platform/scope/caller';
import { assertParentFits, linkTree, pickerTree } from './tree';

/** Tables kept as a tree per tenant: rows hang under `parent_id` (ROOT at the top), ordered by `sort`. */
export type TreeTableName = 'bladeDept' | 'bladeRegion';
type Reader = Database | Transaction<DB>;
type Tenant = Pick<Caller, 'tenantId'>;
type TreeRow = { id: string; parentId: string };
// Kysely cannot narrow a query over a union of table names; the columns used here (id, parentId, sort,
// tenantId, isDeleted and the tie-break) exist on every TreeTableName, as in platform/crud/versioned.ts.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Loose = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: see above
type RowQuery = SelectQueryBuilder<any, any, object>;

export type TreeNode<Node> = { id: string; parentId: string; hasChildren: boolean; children?: Node[] };

/** What differs between the tree tables: the table, how a row is ordered, named and shown, its messages. */
export type TreeTableSpec<Row extends TreeRow, Node extends TreeNode<Node>> = {
  table: TreeTableName;
  /** orders rows of the same `sort` */
  tieBreak: keyof Row & string;
  title: (row: Row) => string;
  toNode: (row: Row, parentName: string | null, hasChildren: boolean) => Node;
  /** the audit entity */
  entity: string;
  parentInvalid: MessageKey;
  hasChildren: MessageKey;
};

/**
 * The one service behind departments and regions: tree, lazy children, picker, detail, the checks of a
 * save (the parent exists and is not the row itself or below it) and removal (nothing left below).
 */
export function treeTable<Row extends TreeRow, Node extends TreeNode<Node>>(spec: TreeTableSpec<Row, Node>) {
  const live = (db: Reader, caller: Tenant): RowQuery =>
    (db as unknown as Loose)
      .selectFrom(spec.table)
      .selectAll()
      .where('tenantId', '=', caller.tenantId)
      .where('isDeleted', '=', 0)
      .orderBy('sort')
      .orderBy(spec.tieBreak);
  const all = async (query: RowQuery) => (await query.execute()) as Row[];
  const first = async (query: RowQuery) => (await query.executeTakeFirst()) as Row | undefined;
  const one = (db: Reader, caller: Tenant, id: string) =>
    id === ROOT ? Promise.resolve(undefined) : first(live(db, caller).where('id', '=', id));

  return {
    /** The live rows of the caller's tenant, in tree order. */
    rows: (db: Reader, caller: Tenant): Promise<Row[]> => all(live(db, caller)),

    /** The rows as a tree; `keep` filters them (an unmatched parent's child becomes a root). */
    async tree(db: Reader, caller: Tenant, keep: (row: Row) => boolean = () => true): Promise<Node[]> {
      const rows = await all(live(db, caller));
      const names = new Map(rows.map((row) => [row.id, spec.title(row)]));
      return linkTree(rows.filter(keep).map((row) => spec.toNode(row, names.get(row.parentId) ?? null, false)));
    },

    /** The rows directly under `parentId` (ROOT: the top level), each saying whether it has any below. */
    async children(db: Reader, caller: Tenant, parentId: string): Promise<Node[]> {
      const rows = (await live(db, caller)
        .where('parentId', '=', parentId)
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom(`${spec.table} as c`)
                .select('c.id')
                .whereRef('c.parentId', '=', `${spec.table}.id`)
                .where('c.isDeleted', '=', 0),
            )
            .as('hasChildren'),
        )
        .execute()) as (Row & { hasChildren: unknown })[];
      const parent = await one(db, caller, parentId);
      return rows.map((row) => spec.toNode(row, parent ? spec.title(parent) : null, Boolean(row.hasChildren)));
    },

    async picker(db: Reader, caller: Tenant): Promise<PickerNode[]> {
      const rows = await all(live(db, caller));
      return pickerTree(rows.map((row) => ({ id: row.id, parentId: row.parentId, title: spec.title(row) })));
    },

    async detail(db: Reader, caller: Tenant, id: string): Promise<Node> {
      const row = await one(db, caller, id);
      if (!row) throw notFound();
      const parent = await one(db, caller, row.parentId);
      const child = await first(live(db, caller).where('parentId', '=', id));
      return spec.toNode(row, parent ? spec.title(parent) : null, Boolean(child));
    },

    /** For a save: the tenant's rows and each one's parent, once the new parent is known to fit. */
    async placed(trx: Transaction<DB>, caller: Tenant, input: { id?: string | undefined; parentId: string }) {
      const rows = await all(live(trx, caller));
      const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
      assertParentFits(parentOf, input.parentId, input.id, spec.parentInvalid);
      return { rows, parentOf };
    },

    /**
     * Soft-removes rows; one with live rows below it (not removed in the same call) fails the whole call,
     * as does whatever `check` refuses, with nothing changed.
     */
    async remove(
      db: Database,
      caller: Caller,
      ids: string[],
      ip?: string,
      check: (trx: Transaction<DB>) => Promise<void> = async () => {},
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const child = await first(live(trx, caller).where('parentId', 'in', ids).where('id', 'not in', ids));
        if (child) throw badRequest(spec.hasChildren);
        await check(trx);
        const removed = await softRemove(trx, spec.table, ids, { tenantId: caller.tenantId, userId: caller.userId });
        if (removed.length) {
          const entityId = removed.map((row) => row.id);
          await recordAudit(trx, caller, { action: 'delete', entity: spec.entity, entityId }, ip);
        }
        return removed.length;
      });
    },
  };
}
