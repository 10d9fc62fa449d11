import type { Page, PageQuery } from '@smdp/contracts';
import type { Warehouse, WarehouseInput, WarehouseNode, WarehouseStateInput } from '@smdp/contracts/store';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { lockScopedRow, scopedRows } from '../../platform/scope/scoped';
import { customerNames, isLiveCustomer } from '../customer';
import { accountsOfCustomer } from '../user';

const COLUMNS: ListColumns = {
  code: 'w.code',
  name: 'w.name',
  grade: 'w.grade',
  type: 'w.type',
  state: 'w.state',
  ownerCustomerId: 'w.owner_customer_id',
  parentWarehouseId: 'w.parent_warehouse_id',
  createTime: 'w.create_time',
};

/**
 * Warehouses a caller may see: a customer account its own customer's, company staff those of the
 * tenant their data scope reaches (the company's own have no owner customer).
 */
async function visible(db: Database, caller: Caller) {
  const warehouses = await scopedRows(db, caller, 'warehouse as w', { owner: 'w.ownerCustomerId' });
  return warehouses
    .leftJoin('warehouse as p', 'p.id', 'w.parentWarehouseId')
    .leftJoin(customerNames(db).as('c'), 'c.id', 'w.ownerCustomerId')
    .select([
      'w.id',
      'w.code',
      'w.name',
      'w.grade',
      'w.parentWarehouseId',
      'p.name as parentName',
      'w.type',
      'w.state',
      'w.ownerCustomerId',
      'c.customerName as ownerName',
      'w.allowNegative',
      'w.address',
      'w.remark',
      'w.version',
      'w.createTime',
    ]);
}

async function withKeepers<T extends { id: string }>(db: Database, rows: T[]) {
  if (!rows.length) return [];
  const keepers = await db
    .selectFrom('warehouseKeeper')
    .select(['warehouseId', 'userId'])
    .where(
      'warehouseId',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('userId')
    .execute();
  return rows.map((row) => ({
    ...row,
    keeperIds: keepers.filter((keeper) => keeper.warehouseId === row.id).map((keeper) => keeper.userId),
  }));
}

export async function listWarehouses(
  db: Database,
  caller: Caller,
  query: PageQuery & Record<string, unknown>,
  zone: string,
): Promise<Page<Warehouse>> {
  const page = await paginate(applyFilters(await visible(db, caller), query, COLUMNS, zone), query, COLUMNS, {
    column: 'w.code',
    direction: 'asc',
  });
  return { ...page, records: (await withKeepers(db, page.records)) as Warehouse[] };
}

/** Grade-1 warehouses with their grade-2 ones as children (the tree table and the parent picker). */
export async function warehouseTree(db: Database, caller: Caller): Promise<WarehouseNode[]> {
  const rows = (await withKeepers(db, await (await visible(db, caller)).orderBy('w.code').execute())) as Warehouse[];
  const masters = rows.filter((row) => row.grade === 1);
  return masters.map((master) => {
    const children = rows.filter((row) => row.parentWarehouseId === master.id);
    return children.length ? { ...master, children } : master;
  });
}

export async function warehouseDetail(db: Database, caller: Caller, id: string): Promise<Warehouse> {
  const row = await (await visible(db, caller)).where('w.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return (await withKeepers(db, [row]))[0] as Warehouse;
}

/** Creates or updates a warehouse with its keepers, in one transaction. */
export async function saveWarehouse(
  db: Database,
  caller: Caller,
  input: WarehouseInput,
  ip?: string,
): Promise<Warehouse> {
  try {
    return await db.transaction().execute(async (trx) => {
      const owner = caller.customerId ?? input.ownerCustomerId ?? null;
      if (owner && !caller.customerId) await assertCustomer(trx, caller.tenantId, owner);
      const parentId = input.grade === 2 ? (input.parentWarehouseId ?? null) : null;
      if (input.grade === 2) await assertParent(trx, caller, parentId, owner, input.id);
      const keeperIds = input.keeperIds ?? [];
      await assertKeepers(trx, caller.tenantId, owner, keeperIds);
      const values = {
        code: input.code,
        name: input.name,
        grade: input.grade,
        parentWarehouseId: parentId,
        type: input.type,
        ownerCustomerId: owner,
        allowNegative: input.allowNegative ?? false,
        address: input.address ?? null,
        remark: input.remark ?? null,
      };
      let id: string;
      if (input.id) {
        await assertOwned(trx, caller, input.id);
        if (input.grade === 2 && (await childCount(trx, input.id)) > 0) throw badRequest('warehouseHasChildren');
        const { before, after } = await updateVersioned(
          trx,
          'warehouse',
          { id: input.id, version: input.version ?? 0 },
          values,
          { tenantId: caller.tenantId, userId: caller.userId },
        );
        await recordAudit(
          trx,
          caller,
          { action: 'update', entity: 'warehouse', entityId: input.id, before, after },
          ip,
        );
        id = after.id;
      } else {
        const created = await trx
          .insertInto('warehouse')
          .values({
            ...values,
            tenantId: caller.tenantId,
            createUser: caller.userId,
            createDept: caller.deptId,
            updateUser: caller.userId,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(
          trx,
          caller,
          { action: 'create', entity: 'warehouse', entityId: created.id, after: created },
          ip,
        );
        id = created.id;
      }
      await trx.deleteFrom('warehouseKeeper').where('warehouseId', '=', id).execute();
      if (keeperIds.length) {
        await trx
          .insertInto('warehouseKeeper')
          .values(keeperIds.map((userId) => ({ warehouseId: id, userId })))
          .execute();
      }
      return warehouseDetail(trx, caller, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('warehouseCodeExists', { code: input.code });
    throw error;
  }
}

async function assertCustomer(trx: Transaction<DB>, tenantId: string, customerId: string) {
  if (!(await isLiveCustomer(trx, tenantId, customerId))) throw badRequest('customerNotFound');
}

/** domain.md §6: a grade-2 warehouse needs a live grade-1 parent with the same owner. */
async function assertParent(
  trx: Transaction<DB>,
  caller: Caller,
  parentId: string | null,
  owner: string | null,
  selfId: string | undefined,
) {
  if (!parentId) throw badRequest('warehouseParentRequired');
  if (parentId === selfId) throw badRequest('warehouseParentInvalid');
  const parent = await trx
    .selectFrom('warehouse')
    .select(['grade', 'ownerCustomerId'])
    .where('tenantId', '=', caller.tenantId)
    .where('id', '=', parentId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (parent?.grade !== 1 || (parent.ownerCustomerId ?? null) !== owner) {
    throw badRequest('warehouseParentInvalid');
  }
}

async function assertOwned(trx: Transaction<DB>, caller: Caller, id: string) {
  await lockScopedRow(trx, caller, 'warehouse', id, { owner: 'warehouse.ownerCustomerId' });
}

async function childCount(trx: Database, id: string): Promise<number> {
  const row = await trx
    .selectFrom('warehouse')
    .select(sql<string>`count(*)`.as('n'))
    .where('parentWarehouseId', '=', id)
    .where('isDeleted', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Keepers are accounts of the tenant; of the owning customer when a customer owns the warehouse. */
async function assertKeepers(trx: Transaction<DB>, tenantId: string, owner: string | null, userIds: string[]) {
  if (!userIds.length) return;
  const keepers = await accountsOfCustomer(trx, tenantId, owner, userIds);
  if (keepers.length !== new Set(userIds).size) throw badRequest('warehouseKeeperInvalid');
}

/** Removes warehouses no sub-warehouse and no store binding still uses. */
export async function removeWarehouses(db: Database, caller: Caller, ids: string[], ip?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const owned = await (await visible(trx, caller)).where('w.id', 'in', ids).select('w.id').execute();
    const ownedIds = owned.map((row) => row.id);
    for (const id of ownedIds) {
      if ((await childCount(trx, id)) > 0) throw badRequest('warehouseHasChildren');
    }
    const bound = ownedIds.length
      ? await trx
          .selectFrom('customerShopBind')
          .select('warehouseId')
          .where('warehouseId', 'in', ownedIds)
          .where('isDeleted', '=', 0)
          .executeTakeFirst()
      : undefined;
    if (bound) throw badRequest('warehouseInUse');
    const removed = await softRemove(trx, 'warehouse', ownedIds, { tenantId: caller.tenantId, userId: caller.userId });
    if (removed.length) {
      await trx.deleteFrom('warehouseKeeper').where('warehouseId', 'in', ownedIds).execute();
      await recordAudit(trx, caller, { action: 'delete', entity: 'warehouse', entityId: ownedIds }, ip);
    }
    return removed.length;
  });
}

/** ACTIVE, COUNTING (a frozen count) or DISABLED; a stale version gets 409. */
export async function setWarehouseState(
  db: Database,
  caller: Caller,
  input: WarehouseStateInput,
  ip?: string,
): Promise<Warehouse> {
  return db.transaction().execute(async (trx) => {
    await assertOwned(trx, caller, input.id);
    const { before, after } = await updateVersioned(
      trx,
      'warehouse',
      { id: input.id, version: input.version },
      { state: input.state },
      { tenantId: caller.tenantId, userId: caller.userId },
    );
    await recordAudit(trx, caller, { action: 'state', entity: 'warehouse', entityId: input.id, before, after }, ip);
    return warehouseDetail(trx, caller, input.id);
  });
}

/** Accounts that may keep a warehouse of this owner: the customer's own accounts, or company staff. */
export async function keeperCandidates(db: Database, caller: Caller, ownerCustomerId: string | null) {
  const owner = caller.customerId ?? ownerCustomerId;
  return accountsOfCustomer(db, caller.tenantId, owner);
}
