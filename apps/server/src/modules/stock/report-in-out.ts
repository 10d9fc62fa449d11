import type { Page } from '@smdp/contracts';
import type { StockInOutQuery, StockInOutRow } from '@smdp/contracts/stock';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { goodsBaseUnit, goodsName, goodsSku } from '../catalog';
import { warehouseCode, warehouseName } from '../store';
import { INBOUND_VOUCHER } from './inbound.document';
import { OUTBOUND_VOUCHER } from './outbound.document';
import { periodOf } from './report-balance-as-of';
import { scopedEntries } from './report-entries';
import { stockScopeOf } from './report-filters';
import { reportPage } from './report-page';

/**
 * What moved in and out of each warehouse over a period of days (both included), by the ledger's voucher
 * type and the voucher's own type (an inbound's PURCHASE_RECEIPT, an outbound's SALES_OUT; none for other
 * postings), per goods when asked. In and out go by the entries' sign: a reversed receipt is a move out
 * on its day, as in the balance over a period. It reads the entries of the period only (index
 * `stock_ledger_entry_warehouse_date`) and each one's voucher by its key.
 */
export async function stockInOutReport(
  db: Database,
  caller: Caller,
  query: StockInOutQuery,
): Promise<Page<StockInOutRow>> {
  const { from, to } = periodOf(query);
  const byGoods = query.byGoods === '1';
  const scope = await stockScopeOf(db, caller, { ...query, batchNo_like: undefined });
  const goodsKey = byGoods ? sql<string | null>`e.goods_id` : sql<string | null>`null::bigint`;
  const moves = scopedEntries(db, scope)
    .leftJoin('stockInbound as i', (join) =>
      join
        .on('e.voucherType', '=', INBOUND_VOUCHER)
        .onRef('i.id', '=', 'e.voucherId')
        .onRef('i.tenantId', '=', 'e.tenantId'),
    )
    .leftJoin('stockOutbound as o', (join) =>
      join
        .on('e.voucherType', '=', OUTBOUND_VOUCHER)
        .onRef('o.id', '=', 'e.voucherId')
        .onRef('o.tenantId', '=', 'e.tenantId'),
    )
    .select(['e.warehouseId', 'e.voucherType'])
    .select([
      goodsKey.as('goodsId'),
      sql<string | null>`coalesce(i.inbound_type, o.outbound_type)`.as('subType'),
      sql<string>`coalesce(sum(e.qty_change) filter (where e.qty_change > 0), 0)::numeric(18,3)`.as('inQty'),
      sql<string>`coalesce(-sum(e.qty_change) filter (where e.qty_change < 0), 0)::numeric(18,3)`.as('outQty'),
      sql<string>`coalesce(sum(e.value_change) filter (where e.qty_change > 0), 0)::numeric(18,2)`.as('inValue'),
      sql<string>`coalesce(-sum(e.value_change) filter (where e.qty_change < 0), 0)::numeric(18,2)`.as('outValue'),
      sql<number>`count(*)::int`.as('entries'),
    ])
    .where('e.postingDate', '>=', from)
    .where('e.postingDate', '<=', to)
    .groupBy(['e.warehouseId', 'e.voucherType', sql`coalesce(i.inbound_type, o.outbound_type)`, goodsKey]);
  const named = db
    .selectFrom(moves.as('r'))
    .selectAll('r')
    .select((eb) => [
      sql<string>`r.warehouse_id || '-' || r.voucher_type || '-' || coalesce(r.sub_type, '') || '-' || coalesce(r.goods_id::text, '')`.as(
        'id',
      ),
      warehouseCode(eb, 'r.warehouseId').as('warehouseCode'),
      warehouseName(eb, 'r.warehouseId').as('warehouseName'),
      goodsSku(eb, 'r.goodsId').as('sku'),
      goodsName(eb, 'r.goodsId').as('goodsName'),
      goodsBaseUnit(eb, 'r.goodsId').as('baseUnit'),
    ]);
  return reportPage(db.selectFrom(named.as('n')).selectAll('n'), query, {
    sortable: ['warehouseCode', 'sku', 'voucherType', 'subType', 'inQty', 'outQty', 'inValue', 'outValue', 'entries'],
    order: [['warehouseCode', 'asc']],
    tieBreak: ['voucherType', 'subType', 'sku', 'id'],
  });
}
