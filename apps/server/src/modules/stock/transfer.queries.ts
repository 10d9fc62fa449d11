import type { Page, PageQuery } from '@smdp/contracts';
import type { Transfer, TransferLine, TransferSummary } from '@smdp/contracts/stock';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { goodsName, goodsSku } from '../catalog';
import { keptBy, visibleWarehouseIds, warehouseCode, warehouseName } from '../store';

const COLUMNS: ListColumns = {
  voucherNo: 't.voucher_no',
  state: 't.state',
  fromWarehouseId: 't.from_warehouse_id',
  toWarehouseId: 't.to_warehouse_id',
  createTime: 't.create_time',
};

/**
 * The transfers the caller sees: in its data scope (its party tree for a customer) with both warehouses
 * visible, or with a warehouse it keeps at either end.
 */
async function visibleTransfers(db: Database, caller: Caller) {
  const warehouses = await visibleWarehouseIds(db, caller);
  const kept = keptBy(caller, 't.fromWarehouseId', 't.toWarehouseId');
  return (await scopedRows(db, caller, 'stockTransfer as t', { party: 't.ownerPartyId', granted: kept }))
    .where((eb) =>
      eb.or([eb.and([eb('t.fromWarehouseId', 'in', warehouses), eb('t.toWarehouseId', 'in', warehouses)]), kept]),
    )
    .select([
      't.id',
      't.voucherNo',
      't.state',
      't.fromWarehouseId',
      (eb) => eb.fn.coalesce(warehouseCode(eb, 't.fromWarehouseId'), eb.val('')).as('fromWarehouseCode'),
      (eb) => eb.fn.coalesce(warehouseName(eb, 't.fromWarehouseId'), eb.val('')).as('fromWarehouseName'),
      't.toWarehouseId',
      (eb) => eb.fn.coalesce(warehouseCode(eb, 't.toWarehouseId'), eb.val('')).as('toWarehouseCode'),
      (eb) => eb.fn.coalesce(warehouseName(eb, 't.toWarehouseId'), eb.val('')).as('toWarehouseName'),
      't.ownerPartyId',
      sql<string | null>`t.ship_date::text`.as('shipDate'),
      sql<string | null>`t.receive_date::text`.as('receiveDate'),
      't.remark',
      't.version',
      't.createUser',
      't.createTime',
      't.updateTime',
      (eb) =>
        eb
          .selectFrom('stockTransferLine as lc')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('lc.transferId', '=', 't.id')
          .as('lineCount'),
    ]);
}

export async function listTransfers(
  db: Database,
  caller: Caller,
  query: PageQuery & Record<string, unknown>,
  zone: string,
): Promise<Page<TransferSummary>> {
  const page = await paginate(applyFilters(await visibleTransfers(db, caller), query, COLUMNS, zone), query, COLUMNS, {
    column: 't.id',
    direction: 'desc',
  });
  return { ...page, records: page.records.map(withCount) };
}

/** One transfer with its lines; one the caller may not see is not found. */
export async function transferDetail(db: Database, caller: Caller, id: string): Promise<Transfer> {
  const row = await (await visibleTransfers(db, caller)).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return { ...withCount(row), lines: await transferLines(db, id) };
}

async function transferLines(db: Kysely<DB>, transferId: string): Promise<TransferLine[]> {
  return db
    .selectFrom('stockTransferLine as l')
    .select([
      'l.id',
      'l.lineNo',
      'l.goodsId',
      (eb) => eb.fn.coalesce(goodsSku(eb, 'l.goodsId'), eb.val('')).as('sku'),
      (eb) => eb.fn.coalesce(goodsName(eb, 'l.goodsId'), eb.val('')).as('goodsName'),
      'l.unit',
      'l.factor',
      'l.batchNo',
      'l.qty',
      'l.receivedQty',
      sql<string | null>`(l.qty - l.received_qty)::numeric(18,3)::text`.as('shortageQty'),
      'l.diffReason',
    ])
    .where('l.transferId', '=', transferId)
    .orderBy('l.lineNo')
    .execute();
}

const withCount = <R extends { lineCount: number | string | null }>(row: R) => ({
  ...row,
  lineCount: Number(row.lineCount ?? 0),
});
