import { expressionBuilder, type Kysely, type RawBuilder, type SqlBool, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import type { WarehouseState } from './store.tables';

/** What the stock module reads of a warehouse before it moves stock in it (issue 12). */
export type WarehouseForStock = {
  id: string;
  code: string;
  ownerCustomerId: string | null;
  state: WarehouseState;
  allowNegative: boolean;
};

/**
 * The live warehouses among `ids` in the tenant, locked `FOR SHARE` in id order: a posting holds them
 * until it commits, so a warehouse cannot switch to COUNTING (an update) under a posting that read it
 * ACTIVE. Ids of another tenant or of deleted warehouses are simply absent.
 */
export async function warehousesForStock(
  trx: Transaction<DB>,
  tenantId: string,
  ids: readonly string[],
): Promise<WarehouseForStock[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('warehouse')
    .select(['id', 'code', 'ownerCustomerId', 'state', 'allowNegative'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .where('id', 'in', ids)
    .orderBy('id')
    .forShare()
    .execute();
}

/**
 * The warehouses whose stock a caller may see, as a query of ids for `where(..., 'in', ...)`: the
 * company's staff those their data scope reaches, a distributor's accounts those of its party tree
 * (its own and its sub-customers'), and anyone the warehouses it keeps (a keeper whose roles reach only
 * its own rows sees exactly those).
 */
export async function visibleWarehouseIds(db: Kysely<DB>, caller: Caller) {
  const scoped = await scopedRows(db, caller, 'warehouse as w', { party: 'w.ownerCustomerId' });
  return scoped.select('w.id').union(keptWarehouses(caller));
}

/** The live warehouses the caller keeps, as a subquery. */
function keptWarehouses(caller: Pick<Caller, 'userId' | 'tenantId'>) {
  return expressionBuilder<DB, never>()
    .selectFrom('warehouseKeeper as k')
    .innerJoin('warehouse as kw', 'kw.id', 'k.warehouseId')
    .select('kw.id')
    .where('k.userId', '=', caller.userId)
    .where('kw.tenantId', '=', caller.tenantId)
    .where('kw.isDeleted', '=', 0);
}

/**
 * Rows one of whose warehouse `columns` (as Kysely names them, `'v.warehouseId'`) holds a warehouse the
 * caller keeps: a keeper sees and works the stock documents of its warehouses, whoever made them.
 */
export function keptBy(caller: Pick<Caller, 'userId' | 'tenantId'>, ...columns: string[]): RawBuilder<SqlBool> {
  const kept = keptWarehouses(caller);
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`${sql.ref(column)} in (${kept})`),
    sql` or `,
  )})`;
}

/**
 * A frozen stock count switches its warehouse to COUNTING (postings refused) and back to ACTIVE, inside
 * the count's transaction; the version moves so an edit of the warehouse read before gets 409.
 */
export async function setWarehouseCounting(
  trx: Transaction<DB>,
  tenantId: string,
  warehouseId: string,
  counting: boolean,
): Promise<void> {
  await trx
    .updateTable('warehouse')
    .set((eb) => ({
      state: counting ? 'COUNTING' : 'ACTIVE',
      version: eb('version', '+', 1),
      updateTime: new Date(),
    }))
    .where('tenantId', '=', tenantId)
    .where('id', '=', warehouseId)
    .where('state', '=', counting ? 'ACTIVE' : 'COUNTING')
    .execute();
}

/**
 * The warehouses an order of this seller may ship from (the order pages' picker): the live NORMAL
 * warehouses of the owner (`null`: the company's), by code. The order module checks the one chosen.
 */
export async function shipFromChoices(
  db: Kysely<DB>,
  tenantId: string,
  ownerCustomerId: string | null,
): Promise<{ id: string; code: string; name: string; ownerCustomerId: string | null }[]> {
  return db
    .selectFrom('warehouse')
    .select(['id', 'code', 'name', 'ownerCustomerId'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .where('state', '!=', 'DISABLED')
    .where('type', '=', 'NORMAL')
    .where((eb) =>
      ownerCustomerId === null ? eb('ownerCustomerId', 'is', null) : eb('ownerCustomerId', '=', ownerCustomerId),
    )
    .orderBy('code')
    .execute();
}

/** The live warehouses a party owns (a confirmed reconciliation closes their stock period too). */
export async function warehouseIdsOwnedBy(trx: Transaction<DB>, tenantId: string, ownerPartyId: string) {
  const rows = await trx
    .selectFrom('warehouse')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('ownerCustomerId', '=', ownerPartyId)
    .where('isDeleted', '=', 0)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
