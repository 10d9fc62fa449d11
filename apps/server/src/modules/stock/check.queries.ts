import type { Page, PageQuery } from '@smdp/contracts';
import type { Check, CheckLine, CheckState, CheckSummary } from '@smdp/contracts/stock';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { goodsBarcode, goodsBaseUnit, goodsName, goodsSku } from '../catalog';
import { keptBy, visibleWarehouseIds, warehouseCode, warehouseName } from '../store';
import { userRealName } from '../user';

const COLUMNS: ListColumns = {
  taskNo: 't.task_no',
  state: 't.state',
  scope: 't.scope',
  warehouseId: 't.warehouse_id',
  assignedTo: 't.assigned_to',
  createTime: 't.create_time',
  dueDate: 't.due_date',
};

/** A blind count keeps the book quantity (and what follows from it) from everyone until it is handed in. */
export const hidesBook = (task: { blind: boolean; state: CheckState }) =>
  task.blind && (task.state === 'PLANNED' || task.state === 'IN_PROGRESS');

/** The tasks the caller sees: in its data scope (party tree for customers) and in a warehouse it sees. */
async function visibleChecks(db: Database, caller: Caller) {
  const warehouses = await visibleWarehouseIds(db, caller);
  return (
    await scopedRows(db, caller, 'stockCheckTask as t', {
      party: 't.scopePartyId',
      granted: keptBy(caller, 't.warehouseId'),
    })
  )
    .where('t.warehouseId', 'in', warehouses)
    .select([
      't.id',
      't.taskNo',
      't.state',
      't.warehouseId',
      (eb) => eb.fn.coalesce(warehouseCode(eb, 't.warehouseId'), eb.val('')).as('warehouseCode'),
      (eb) => eb.fn.coalesce(warehouseName(eb, 't.warehouseId'), eb.val('')).as('warehouseName'),
      't.ownerPartyId',
      't.scope',
      't.categoryId',
      't.blind',
      't.freeze',
      't.assignedTo',
      (eb) => userRealName(eb, 't.assignedTo').as('assigneeName'),
      sql<string | null>`t.planned_date::text`.as('plannedDate'),
      sql<string | null>`t.due_date::text`.as('dueDate'),
      't.diffValue',
      't.needsApproval',
      't.adjustmentId',
      (eb) =>
        eb
          .selectFrom('stockAdjustment as a')
          .select('a.voucherNo')
          .whereRef('a.id', '=', 't.adjustmentId')
          .as('adjustmentNo'),
      sql<string | null>`t.posting_date::text`.as('postingDate'),
      't.remark',
      't.version',
      't.createTime',
      't.updateTime',
      (eb) =>
        eb
          .selectFrom('stockCheckLine as lc')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('lc.taskId', '=', 't.id')
          .as('lineCount'),
    ]);
}

type Row = Omit<CheckSummary, 'lineCount'> & { lineCount: number | string | null };

const summaryOf = (row: Row): CheckSummary => ({
  ...row,
  diffValue: hidesBook(row) ? null : row.diffValue,
  lineCount: Number(row.lineCount ?? 0),
});

/** Tasks the caller sees, newest first; `mine` narrows to the tasks assigned to the caller (the counter's page). */
export async function listChecks(
  db: Database,
  caller: Caller,
  query: PageQuery & Record<string, unknown>,
  zone: string,
  mine = false,
): Promise<Page<CheckSummary>> {
  let rows = await visibleChecks(db, caller);
  if (mine) rows = rows.where('t.assignedTo', '=', caller.userId);
  const page = await paginate(applyFilters(rows, query, COLUMNS, zone), query, COLUMNS, {
    column: 't.id',
    direction: 'desc',
  });
  return { ...page, records: page.records.map((row) => summaryOf(row as Row)) };
}

/** One task with its lines; one the caller may not see is not found. */
export async function checkDetail(db: Database, caller: Caller, id: string): Promise<Check> {
  const row = await (await visibleChecks(db, caller)).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const summary = summaryOf(row as Row);
  const lines = await checkLines(db, id);
  const hide = hidesBook(summary);
  return {
    ...summary,
    lines: hide ? lines.map((line) => ({ ...line, bookQty: null, diffQty: null, unitCost: null })) : lines,
  };
}

async function checkLines(db: Kysely<DB>, taskId: string): Promise<CheckLine[]> {
  return db
    .selectFrom('stockCheckLine as l')
    .select([
      'l.id',
      'l.lineNo',
      'l.goodsId',
      (eb) => eb.fn.coalesce(goodsSku(eb, 'l.goodsId'), eb.val('')).as('sku'),
      (eb) => eb.fn.coalesce(goodsName(eb, 'l.goodsId'), eb.val('')).as('goodsName'),
      (eb) => goodsBarcode(eb, 'l.goodsId').as('barcode'),
      (eb) => eb.fn.coalesce(goodsBaseUnit(eb, 'l.goodsId'), eb.val('')).as('unit'),
      'l.batchNo',
      'l.bookQty',
      'l.countedQty',
      'l.diffQty',
      'l.unitCost',
      'l.movedSinceSnapshot',
      'l.reason',
    ])
    .where('l.taskId', '=', taskId)
    .orderBy('l.lineNo')
    .execute();
}
