import type { Page } from '@smdp/contracts';
import type { StockBalanceAsOfQuery, StockBalanceAsOfRow } from '@smdp/contracts/stock';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { goodsIdsMatching } from '../catalog';
import { balanceRows } from './report-balance';
import { dayOf, hasGoodsFilter, type StockScope, stockScopeOf } from './report-filters';
import { keyNames } from './report-names';
import { reportPage } from './report-page';

export type Period = { from: string; to: string };

/**
 * Opening, in, out and closing quantity and the closing value of every key the caller may see over a
 * period of days (both included). It works back from the balance: closing = balance − what moved after
 * `to`, opening = closing − in + out; so it reads only the entries dated from `from` on (index
 * `stock_ledger_entry_warehouse_date`), however long the ledger's history. In and out are the entries
 * by their sign: a reversed receipt counts as a move out on its day.
 */
export async function stockBalanceAsOfReport(
  db: Database,
  caller: Caller,
  query: StockBalanceAsOfQuery,
): Promise<Page<StockBalanceAsOfRow>> {
  const period = periodOf(query);
  const scope = await stockScopeOf(db, caller, query);
  const named = db
    .selectFrom(balanceAsOfRows(db, scope, period).as('r'))
    .selectAll('r')
    .select((eb) => keyNames(eb));
  return reportPage(db.selectFrom(named.as('n')).selectAll('n'), query, {
    sortable: ['warehouseCode', 'sku', 'goodsName', 'batchNo', 'opening', 'inQty', 'outQty', 'closing', 'closingValue'],
    order: [['warehouseCode', 'asc']],
    tieBreak: ['sku', 'batchNo', 'id'],
  });
}

export function periodOf(query: { from?: string | undefined; to?: string | undefined }): Period {
  const from = dayOf(query.from, 'from');
  const to = dayOf(query.to, 'to');
  if (!from || !to) throw badRequest('stockReportPeriodRequired');
  if (from > to) throw badRequest('stockReportPeriodInvalid', { from, to });
  return { from, to };
}

/** The figures per key: every balance row of the scope, less those that show nothing in the period. */
export function balanceAsOfRows(db: Database, scope: StockScope, { from, to }: Period) {
  let moves = db
    .selectFrom('stockLedgerEntry as e')
    .select(['e.warehouseId', 'e.goodsId', 'e.batchNo'])
    .select([
      sql<string>`coalesce(sum(e.qty_change) filter (where e.posting_date > ${to}::date), 0)`.as('laterQty'),
      sql<string>`coalesce(sum(e.value_change) filter (where e.posting_date > ${to}::date), 0)`.as('laterValue'),
      sql<string>`coalesce(sum(e.qty_change) filter (where e.posting_date <= ${to}::date and e.qty_change > 0), 0)`.as(
        'inQty',
      ),
      sql<string>`coalesce(-sum(e.qty_change) filter (where e.posting_date <= ${to}::date and e.qty_change < 0), 0)`.as(
        'outQty',
      ),
    ])
    .where('e.tenantId', '=', scope.tenantId)
    .where('e.warehouseId', 'in', scope.warehouses)
    .where('e.postingDate', '>=', from)
    .groupBy(['e.warehouseId', 'e.goodsId', 'e.batchNo']);
  if (scope.warehouseId) moves = moves.where('e.warehouseId', '=', scope.warehouseId);
  if (hasGoodsFilter(scope)) {
    moves = moves.where('e.goodsId', 'in', (eb) => goodsIdsMatching(eb, scope.tenantId, scope.goods));
  }

  const figures = balanceRows(db, scope)
    .clearSelect()
    .leftJoin(moves.as('m'), (join) =>
      join
        .onRef('m.warehouseId', '=', 'b.warehouseId')
        .onRef('m.goodsId', '=', 'b.goodsId')
        .onRef('m.batchNo', '=', 'b.batchNo'),
    )
    .select(['b.warehouseId', 'b.goodsId', 'b.batchNo'])
    .select([
      sql<string>`(b.on_hand - coalesce(m.later_qty, 0))::numeric(18,3)`.as('closing'),
      sql<string>`coalesce(m.in_qty, 0)::numeric(18,3)`.as('inQty'),
      sql<string>`coalesce(m.out_qty, 0)::numeric(18,3)`.as('outQty'),
      sql<string>`(b.stock_value - coalesce(m.later_value, 0))::numeric(18,2)`.as('closingValue'),
    ]);
  return db
    .selectFrom(figures.as('f'))
    .select(['f.warehouseId', 'f.goodsId', 'f.batchNo', 'f.inQty', 'f.outQty', 'f.closing', 'f.closingValue'])
    .select(sql<string>`(f.closing - f.in_qty + f.out_qty)::numeric(18,3)`.as('opening'))
    .where((w) =>
      w.or([
        w('f.closing', '<>', '0'),
        w('f.inQty', '<>', '0'),
        w('f.outQty', '<>', '0'),
        w('f.closingValue', '<>', '0'),
      ]),
    );
}
