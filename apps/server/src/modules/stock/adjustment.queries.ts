import type { Page, PageQuery } from '@smdp/contracts';
import type { Adjustment, AdjustmentLine, AdjustmentSummary } from '@smdp/contracts/stock';
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
  voucherNo: 'a.voucher_no',
  state: 'a.state',
  warehouseId: 'a.warehouse_id',
  sourceType: 'a.source_type',
  createTime: 'a.create_time',
  postingDate: 'a.posting_date',
};

/**
 * The adjustments the caller sees, hand-entered and posted by stock checks alike: in its data scope
 * (party tree for customers) and in a warehouse it sees.
 */
async function visibleAdjustments(db: Database, caller: Caller) {
  const warehouses = await visibleWarehouseIds(db, caller);
  return (
    await scopedRows(db, caller, 'stockAdjustment as a', {
      party: 'a.scopePartyId',
      granted: keptBy(caller, 'a.warehouseId'),
    })
  )
    .where('a.warehouseId', 'in', warehouses)
    .select([
      'a.id',
      'a.voucherNo',
      'a.state',
      'a.warehouseId',
      (eb) => eb.fn.coalesce(warehouseCode(eb, 'a.warehouseId'), eb.val('')).as('warehouseCode'),
      (eb) => eb.fn.coalesce(warehouseName(eb, 'a.warehouseId'), eb.val('')).as('warehouseName'),
      'a.ownerPartyId',
      'a.sourceType',
      'a.sourceId',
      (eb) =>
        eb
          .selectFrom('stockCheckTask as t')
          .select('t.taskNo')
          .whereRef('t.id', '=', 'a.sourceId')
          .where('a.sourceType', '=', 'stock_check')
          .as('sourceNo'),
      'a.diffValue',
      'a.needsApproval',
      'a.approvedBy',
      sql<string | null>`a.posting_date::text`.as('postingDate'),
      'a.remark',
      'a.version',
      'a.createUser',
      'a.createTime',
      'a.updateTime',
      (eb) =>
        eb
          .selectFrom('stockAdjustmentLine as lc')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('lc.adjustmentId', '=', 'a.id')
          .as('lineCount'),
    ]);
}

export async function listAdjustments(
  db: Database,
  caller: Caller,
  query: PageQuery & Record<string, unknown>,
  zone: string,
): Promise<Page<AdjustmentSummary>> {
  const page = await paginate(
    applyFilters(await visibleAdjustments(db, caller), query, COLUMNS, zone),
    query,
    COLUMNS,
    { column: 'a.id', direction: 'desc' },
  );
  return { ...page, records: page.records.map(withCount) };
}

/** One adjustment with its lines; one the caller may not see is not found. */
export async function adjustmentDetail(db: Database, caller: Caller, id: string): Promise<Adjustment> {
  const row = await (await visibleAdjustments(db, caller)).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return { ...withCount(row), lines: await adjustmentLines(db, id) };
}

export async function adjustmentLines(db: Kysely<DB>, adjustmentId: string): Promise<AdjustmentLine[]> {
  return db
    .selectFrom('stockAdjustmentLine as l')
    .select([
      'l.id',
      'l.lineNo',
      'l.goodsId',
      (eb) => eb.fn.coalesce(goodsSku(eb, 'l.goodsId'), eb.val('')).as('sku'),
      (eb) => eb.fn.coalesce(goodsName(eb, 'l.goodsId'), eb.val('')).as('goodsName'),
      'l.unit',
      'l.factor',
      'l.qty',
      'l.batchNo',
      'l.unitCost',
      'l.reason',
      'l.remark',
    ])
    .where('l.adjustmentId', '=', adjustmentId)
    .orderBy('l.lineNo')
    .execute();
}

const withCount = <R extends { lineCount: number | string | null }>(row: R) => ({
  ...row,
  lineCount: Number(row.lineCount ?? 0),
});
