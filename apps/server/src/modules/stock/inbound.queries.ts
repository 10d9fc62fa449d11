import type { Page, PageQuery } from '@smdp/contracts';
import type { Inbound, InboundLine, InboundSummary } from '@smdp/contracts/stock';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { goodsBarcode, goodsName, goodsSku } from '../catalog';
import { keptBy, visibleWarehouseIds, warehouseCode, warehouseName } from '../store';

const COLUMNS: ListColumns = {
  voucherNo: 'v.voucher_no',
  inboundType: 'v.inbound_type',
  state: 'v.state',
  warehouseId: 'v.warehouse_id',
  createTime: 'v.create_time',
  postingDate: 'v.posting_date',
};

/** The inbounds the caller sees: in its data scope (party tree for customers) and in a warehouse it sees. */
async function visibleInbounds(db: Database, caller: Caller) {
  const warehouses = await visibleWarehouseIds(db, caller);
  return (
    await scopedRows(db, caller, 'stockInbound as v', {
      party: 'v.scopePartyId',
      granted: keptBy(caller, 'v.warehouseId'),
    })
  )
    .where('v.warehouseId', 'in', warehouses)
    .select([
      'v.id',
      'v.voucherNo',
      'v.inboundType',
      'v.state',
      'v.warehouseId',
      (eb) => eb.fn.coalesce(warehouseCode(eb, 'v.warehouseId'), eb.val('')).as('warehouseCode'),
      (eb) => eb.fn.coalesce(warehouseName(eb, 'v.warehouseId'), eb.val('')).as('warehouseName'),
      'v.ownerPartyId',
      'v.sourceType',
      'v.sourceId',
      (eb) =>
        eb
          .selectFrom('stockOutbound as so')
          .select('so.voucherNo')
          .whereRef('so.id', '=', 'v.sourceId')
          .where('v.sourceType', '=', 'outbound')
          .as('sourceNo'),
      sql<string | null>`v.posting_date::text`.as('postingDate'),
      'v.remark',
      'v.version',
      'v.createUser',
      'v.createTime',
      'v.updateTime',
      (eb) =>
        eb
          .selectFrom('stockInboundLine as lc')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('lc.inboundId', '=', 'v.id')
          .as('lineCount'),
    ]);
}

export async function listInbounds(
  db: Database,
  caller: Caller,
  query: PageQuery & Record<string, unknown>,
  zone: string,
): Promise<Page<InboundSummary>> {
  const page = await paginate(applyFilters(await visibleInbounds(db, caller), query, COLUMNS, zone), query, COLUMNS, {
    column: 'v.id',
    direction: 'desc',
  });
  return { ...page, records: page.records.map(withCount) };
}

/** One inbound with its lines; one the caller may not see is not found. */
export async function inboundDetail(db: Database, caller: Caller, id: string): Promise<Inbound> {
  const row = await (await visibleInbounds(db, caller)).where('v.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return { ...withCount(row), lines: await inboundLines(db, id) };
}

export async function inboundLines(db: Kysely<DB>, inboundId: string): Promise<InboundLine[]> {
  return db
    .selectFrom('stockInboundLine as l')
    .select([
      'l.id',
      'l.lineNo',
      'l.goodsId',
      (eb) => eb.fn.coalesce(goodsSku(eb, 'l.goodsId'), eb.val('')).as('sku'),
      (eb) => eb.fn.coalesce(goodsName(eb, 'l.goodsId'), eb.val('')).as('goodsName'),
      (eb) => goodsBarcode(eb, 'l.goodsId').as('barcode'),
      'l.unit',
      'l.factor',
      'l.expectedQty',
      'l.receivedQty',
      'l.batchNo',
      sql<string | null>`l.production_date::text`.as('productionDate'),
      sql<string | null>`l.expiry_date::text`.as('expiryDate'),
      'l.unitCost',
      'l.diffReason',
    ])
    .where('l.inboundId', '=', inboundId)
    .orderBy('l.lineNo')
    .execute();
}

const withCount = <R extends { lineCount: number | string | null }>(row: R) => ({
  ...row,
  lineCount: Number(row.lineCount ?? 0),
});
