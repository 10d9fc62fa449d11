import type { Page } from '@smdp/contracts';
import { SLOW_MOVER_DEFAULT_DAYS, type StockSlowMoverQuery, type StockSlowMoverRow } from '@smdp/contracts/stock';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { balanceRows } from './report-balance';
import { countOf, stockScopeOf } from './report-filters';
import { keyNames } from './report-names';
import { reportPage } from './report-page';

/**
 * Keys with stock on hand whose last move is at least `idleDays` old, longest idle first. The last move
 * is the posting date of the key's latest entry in posting order (one index probe per key); a move
 * back-dated after a later one would show the earlier date, which only makes the key look idler.
 */
export async function stockSlowMoverReport(
  db: Database,
  caller: Caller,
  query: StockSlowMoverQuery,
  zone: string,
): Promise<Page<StockSlowMoverRow>> {
  const idleDays = countOf(query.idleDays, 'idleDays', 3650, SLOW_MOVER_DEFAULT_DAYS);
  const scope = await stockScopeOf(db, caller, query);
  const today = sql<string>`(now() at time zone ${zone})::date`;
  const idle = balanceRows(db, scope)
    .clearSelect()
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('stockLedgerEntry as l')
          .select('l.postingDate')
          .whereRef('l.tenantId', '=', 'b.tenantId')
          .whereRef('l.warehouseId', '=', 'b.warehouseId')
          .whereRef('l.goodsId', '=', 'b.goodsId')
          .whereRef('l.batchNo', '=', 'b.batchNo')
          .orderBy('l.id', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .select(['b.warehouseId', 'b.goodsId', 'b.batchNo', 'b.onHand', 'b.stockValue'])
    .select([
      sql<string>`last.posting_date::text`.as('lastMoveDate'),
      sql<number>`(${today} - last.posting_date)::int`.as('idleDays'),
    ])
    .where('b.onHand', '>', '0')
    .where(sql<boolean>`last.posting_date <= ${today} - ${idleDays}::int`);
  const named = db
    .selectFrom(idle.as('r'))
    .selectAll('r')
    .select((eb) => keyNames(eb));
  return reportPage(db.selectFrom(named.as('n')).selectAll('n'), query, {
    sortable: ['warehouseCode', 'sku', 'batchNo', 'lastMoveDate', 'idleDays', 'onHand', 'stockValue'],
    order: [['idleDays', 'desc']],
    tieBreak: ['warehouseCode', 'sku', 'id'],
  });
}
