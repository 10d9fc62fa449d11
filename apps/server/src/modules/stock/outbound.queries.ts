import type { Page, PageQuery } from '@smdp/contracts';
import type { Outbound, OutboundLine, OutboundSummary } from '@smdp/contracts/stock';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { goodsBarcode, goodsName, goodsSku } from '../catalog';
import { partyCode, partyName } from '../customer';
import { keptBy, visibleWarehouseIds, warehouseCode, warehouseName } from '../store';

const COLUMNS: ListColumns = {
  voucherNo: 'v.voucher_no',
  outboundType: 'v.outbound_type',
  state: 'v.state',
  warehouseId: 'v.warehouse_id',
  consigneePartyId: 'v.consignee_party_id',
  createTime: 'v.create_time',
  postingDate: 'v.posting_date',
};

/**
 * The outbounds the caller sees: in its data scope and in a warehouse it sees, or (a customer's
 * account) shipped to its own customer, which it may read and confirm but not change.
 */
async function visibleOutbounds(db: Database, caller: Caller) {
  const warehouses = await visibleWarehouseIds(db, caller);
  const consignee = caller.customerId;
  return (
    await scopedRows(db, caller, 'stockOutbound as v', {
      party: 'v.scopePartyId',
      granted: keptBy(caller, 'v.warehouseId'),
    })
  )
    .where((eb) =>
      eb.or([
        eb('v.warehouseId', 'in', warehouses),
        ...(consignee ? [eb.and([eb('v.consigneePartyId', '=', consignee), eb('v.state', '=', 'DONE')])] : []),
      ]),
    )
    .select([
      'v.id',
      'v.voucherNo',
      'v.outboundType',
      'v.state',
      'v.warehouseId',
      (eb) => eb.fn.coalesce(warehouseCode(eb, 'v.warehouseId'), eb.val('')).as('warehouseCode'),
      (eb) => eb.fn.coalesce(warehouseName(eb, 'v.warehouseId'), eb.val('')).as('warehouseName'),
      'v.ownerPartyId',
      'v.consigneePartyId',
      (eb) => partyCode(eb, 'v.consigneePartyId').as('consigneeCode'),
      (eb) => partyName(eb, 'v.consigneePartyId').as('consigneeName'),
      'v.receiptInboundId',
      (eb) =>
        eb
          .selectFrom('stockInbound as ri')
          .select('ri.voucherNo')
          .whereRef('ri.id', '=', 'v.receiptInboundId')
          .as('receiptInboundNo'),
      sql<boolean>`(v.outbound_type = 'SALES_OUT' and v.state = 'DONE' and v.consignee_party_id is not null
        and v.receipt_inbound_id is null)`.as('inTransit'),
      sql<string | null>`v.posting_date::text`.as('postingDate'),
      'v.remark',
      'v.version',
      'v.createUser',
      'v.createTime',
      'v.updateTime',
      (eb) =>
        eb
          .selectFrom('stockOutboundLine as lc')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('lc.outboundId', '=', 'v.id')
          .as('lineCount'),
    ]);
}

export async function listOutbounds(
  db: Database,
  caller: Caller,
  query: PageQuery & Record<string, unknown>,
  zone: string,
): Promise<Page<OutboundSummary>> {
  const page = await paginate(applyFilters(await visibleOutbounds(db, caller), query, COLUMNS, zone), query, COLUMNS, {
    column: 'v.id',
    direction: 'desc',
  });
  return { ...page, records: page.records.map(withCount) };
}

/** One outbound with its lines; one the caller may not see is not found. */
export async function outboundDetail(db: Database, caller: Caller, id: string): Promise<Outbound> {
  const row = await (await visibleOutbounds(db, caller)).where('v.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return { ...withCount(row), lines: await outboundLines(db, id) };
}

export async function outboundLines(db: Kysely<DB>, outboundId: string): Promise<OutboundLine[]> {
  return db
    .selectFrom('stockOutboundLine as l')
    .select([
      'l.id',
      'l.lineNo',
      'l.goodsId',
      (eb) => eb.fn.coalesce(goodsSku(eb, 'l.goodsId'), eb.val('')).as('sku'),
      (eb) => eb.fn.coalesce(goodsName(eb, 'l.goodsId'), eb.val('')).as('goodsName'),
      (eb) => goodsBarcode(eb, 'l.goodsId').as('barcode'),
      'l.unit',
      'l.factor',
      'l.qty',
      'l.batchNo',
    ])
    .where('l.outboundId', '=', outboundId)
    .orderBy('l.lineNo')
    .execute();
}

const withCount = <R extends { lineCount: number | string | null }>(row: R) => ({
  ...row,
  lineCount: Number(row.lineCount ?? 0),
});
