import type { Page } from '@smdp/contracts';
import type { StockAgeingQuery, StockAgeingRow } from '@smdp/contracts/stock';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { balanceRows } from './report-balance';
import { scopedEntries } from './report-entries';
import { dayOf, type StockScope, stockScopeOf } from './report-filters';
import { keyNames } from './report-names';
import { reportPage } from './report-page';

/**
 * Stock on hand by age, FIFO: what remains of a key belongs to its latest receipts, so the positive
 * entries are walked newest first (a running sum in one window, no query per key) until they cover the
 * quantity on hand as of the day; each covers `least(its qty, on hand − what newer ones covered)`,
 * aged from its posting date and valued at its unit cost. A receipt since reversed is no layer (its
 * reversal took its quantity back out). The layers' value may differ from the balance's: the balance is
 * valued at the moving average, the layers at what each receipt cost.
 */
export async function stockAgeingReport(
  db: Database,
  caller: Caller,
  query: StockAgeingQuery,
  zone: string,
): Promise<Page<StockAgeingRow>> {
  const asOf = dayOf(query.asOf, 'asOf');
  const scope = await stockScopeOf(db, caller, query);
  const day = asOf ? sql<string>`${asOf}::date` : sql<string>`(now() at time zone ${zone})::date`;
  const { rows, keys } = ageingRows(db, scope, day);
  const named = db
    .selectFrom(rows.as('r'))
    .selectAll('r')
    .select((eb) => keyNames(eb));
  return reportPage(db.selectFrom(named.as('n')).selectAll('n'), query, {
    sortable: [
      'warehouseCode',
      'sku',
      'goodsName',
      'batchNo',
      'onHand',
      'qty0To30',
      'qty31To60',
      'qty61To90',
      'qtyOver90',
      'layerValue',
      'oldestDays',
    ],
    order: [['oldestDays', 'desc']],
    tieBreak: ['warehouseCode', 'sku', 'id'],
    // Every key with stock on hand has a row: counting the keys spares walking the receipts twice.
    countFrom: keys,
  });
}

/** The buckets of every key with stock on hand as of `day` (`rows`), and those keys (`keys`). */
export function ageingRows(db: Database, scope: StockScope, day: RawBuilder<string>) {
  const later = scopedEntries(db, scope)
    .select(['e.warehouseId', 'e.goodsId', 'e.batchNo'])
    .select(sql<string>`sum(e.qty_change)`.as('qty'))
    .where(sql<boolean>`e.posting_date > ${day}`)
    .groupBy(['e.warehouseId', 'e.goodsId', 'e.batchNo']);
  const onHandThen = balanceRows(db, scope)
    .clearSelect()
    .leftJoin(later.as('l'), (join) =>
      join
        .onRef('l.warehouseId', '=', 'b.warehouseId')
        .onRef('l.goodsId', '=', 'b.goodsId')
        .onRef('l.batchNo', '=', 'b.batchNo'),
    )
    .select(['b.warehouseId', 'b.goodsId', 'b.batchNo'])
    .select(sql<string>`b.on_hand - coalesce(l.qty, 0)`.as('onHand'));
  const held = db.selectFrom(onHandThen.as('h0')).selectAll('h0').where('h0.onHand', '>', '0');

  const layers = scopedEntries(db, scope)
    .innerJoin(held.as('h'), (join) =>
      join
        .onRef('h.warehouseId', '=', 'e.warehouseId')
        .onRef('h.goodsId', '=', 'e.goodsId')
        .onRef('h.batchNo', '=', 'e.batchNo'),
    )
    .select(['e.warehouseId', 'e.goodsId', 'e.batchNo', 'h.onHand', 'e.qtyChange'])
    .select([
      sql<number>`(${day} - e.posting_date)`.as('age'),
      sql<string>`coalesce(e.unit_cost, e.value_change / e.qty_change)`.as('cost'),
      sql<string>`coalesce(sum(e.qty_change) over (
        partition by e.warehouse_id, e.goods_id, e.batch_no
        order by e.posting_date desc, e.id desc
        rows between unbounded preceding and 1 preceding), 0)`.as('newer'),
    ])
    .where('e.qtyChange', '>', '0')
    .where(sql<boolean>`e.posting_date <= ${day}`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('stockLedgerEntry as rv')
            .select('rv.id')
            .whereRef('rv.reversalOf', '=', 'e.id')
            .where(sql<boolean>`rv.posting_date <= ${day}`),
        ),
      ),
    );
  const portions = db
    .selectFrom(layers.as('y'))
    .select(['y.warehouseId', 'y.goodsId', 'y.batchNo', 'y.onHand', 'y.age', 'y.cost'])
    .select(sql<string>`least(y.qty_change, y.on_hand - y.newer)`.as('part'))
    .where(sql<boolean>`y.newer < y.on_hand`);

  const qty = (bucket: RawBuilder<boolean>) =>
    sql<string>`coalesce(sum(p.part) filter (where ${bucket}), 0)::numeric(18,3)`;
  const value = (bucket: RawBuilder<boolean>) =>
    sql<string>`round(coalesce(sum(p.part * p.cost) filter (where ${bucket}), 0), 2)::numeric(18,2)`;
  const [young, middle, old, oldest] = [
    sql<boolean>`p.age <= 30`,
    sql<boolean>`p.age between 31 and 60`,
    sql<boolean>`p.age between 61 and 90`,
    sql<boolean>`p.age > 90`,
  ];
  const buckets = db
    .selectFrom(portions.as('p'))
    .select(['p.warehouseId', 'p.goodsId', 'p.batchNo'])
    .select([
      sql<string>`max(p.on_hand)::numeric(18,3)`.as('onHand'),
      qty(young).as('qty0To30'),
      qty(middle).as('qty31To60'),
      qty(old).as('qty61To90'),
      qty(oldest).as('qtyOver90'),
      value(young).as('value0To30'),
      value(middle).as('value31To60'),
      value(old).as('value61To90'),
      value(oldest).as('valueOver90'),
      sql<number>`max(p.age)::int`.as('oldestDays'),
    ])
    .groupBy(['p.warehouseId', 'p.goodsId', 'p.batchNo']);
  const rows = db
    .selectFrom(buckets.as('k'))
    .selectAll('k')
    .select(
      sql<string>`(k.value0_to30 + k.value31_to60 + k.value61_to90 + k.value_over90)::numeric(18,2)`.as('layerValue'),
    );
  return { rows, keys: held };
}
