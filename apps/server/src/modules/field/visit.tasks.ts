import {
  PhotoResult,
  ShelfResult,
  suggestedOrder,
  type VisitCollection,
  type VisitOrder,
  type VisitTaskSave,
  type VisitTaskType,
} from '@smdp/contracts/field';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { storesForVisit } from '../customer';
import { saveReceiptIn } from '../fund';
import { draftVisitOrderIn } from '../order';
import { lockOwnVisit, todayIn } from './visit.acting';

type Context = { zone: string; ip?: string | undefined };

/** Checks a task's result by type: the shelf count's lines and the photo's files have a shape. */
function checkedResult(taskType: VisitTaskType, result: Record<string, unknown> | null | undefined) {
  if (result === null || result === undefined) return null;
  const schema = taskType === 'SHELF_STOCK' ? ShelfResult : taskType === 'PHOTO' ? PhotoResult : undefined;
  if (!schema) return result;
  const parsed = schema.safeParse(result);
  if (!parsed.success) throw badRequest('visitTaskInvalid', { task: taskType });
  return parsed.data as Record<string, unknown>;
}

async function writeTask(
  trx: Transaction<DB>,
  caller: Caller,
  visitId: string,
  task: { taskType: VisitTaskType; result: Record<string, unknown> | null; done: boolean },
) {
  const now = new Date();
  const values = { result: JSON.stringify(task.result), done: task.done, doneTime: task.done ? now : null };
  await trx
    .insertInto('visitTask')
    .values({ tenantId: caller.tenantId, visitId, taskType: task.taskType, ...values })
    .onConflict((oc) => oc.columns(['visitId', 'taskType']).doUpdateSet(values))
    .execute();
}

/** Saves a task's result on the caller's open visit: the last save wins, so a resent save lands once. */
export async function saveVisitTask(db: Database, caller: Caller, input: VisitTaskSave, context: Context) {
  await db.transaction().execute(async (trx) => {
    const visit = await lockOwnVisit(trx, caller, input.id);
    const result = checkedResult(input.taskType, input.result);
    await writeTask(trx, caller, visit.id, { taskType: input.taskType, result, done: input.done });
    if (input.taskType === 'PHOTO') {
      const files = (result as { files?: unknown[] } | null)?.files ?? [];
      await trx
        .updateTable('visit')
        .set({ photos: JSON.stringify(files), updateUser: caller.userId, updateTime: new Date() })
        .where('id', '=', visit.id)
        .execute();
    }
    await recordAudit(
      trx,
      caller,
      { action: 'task', entity: 'visit', entityId: visit.id, after: { taskType: input.taskType, done: input.done } },
      context.ip,
    );
  });
}

async function shelfLinesOf(trx: Transaction<DB>, visitId: string) {
  const task = await trx
    .selectFrom('visitTask')
    .select('result')
    .where('visitId', '=', visitId)
    .where('taskType', '=', 'SHELF_STOCK')
    .executeTakeFirst();
  const parsed = ShelfResult.safeParse(task?.result ?? { lines: [] });
  return parsed.success ? parsed.data.lines : [];
}

/**
 * The shelf count's suggested order (target − counted) as a SECONDARY draft order with source VISIT
 * from the store's distributor, linked to the visit; a visit with an order returns it unchanged.
 */
export async function orderFromShelf(db: Database, caller: DocumentCaller, input: VisitOrder, context: Context) {
  await db.transaction().execute(async (trx) => {
    const visit = await lockOwnVisit(trx, caller, input.id);
    if (visit.orderId) return;
    const lines = suggestedOrder(await shelfLinesOf(trx, visit.id));
    if (lines.length === 0) throw badRequest('visitNothingToOrder');
    const [store] = await storesForVisit(trx, caller.tenantId, [visit.storePartyId]);
    if (!store?.sellerPartyId) throw notFound();
    const order = await draftVisitOrderIn(
      trx,
      caller,
      {
        buyerPartyId: store.id,
        sellerPartyId: store.sellerPartyId,
        shipFromWarehouseId: input.shipFromWarehouseId,
        lines,
        remarks: visit.visitNo,
      },
      context,
    );
    if (!order) throw badRequest('visitNoWarehouse');
    await trx
      .updateTable('visit')
      .set((eb) => ({
        orderId: order.id,
        orderLines: order.lineCount,
        orderAmount: order.totalAmount,
        version: eb('version', '+', 1),
        updateUser: caller.userId,
        updateTime: new Date(),
      }))
      .where('id', '=', visit.id)
      .execute();
    await writeTask(trx, caller, visit.id, { taskType: 'ORDER', result: { orderId: order.id, lines }, done: true });
  });
}

/**
 * The store's payment taken during the visit: a draft receipt from the store to its distributor (fund
 * module), linked to the visit; a visit with a receipt returns it unchanged.
 */
export async function collectOnVisit(db: Database, caller: DocumentCaller, input: VisitCollection, context: Context) {
  await db.transaction().execute(async (trx) => {
    const visit = await lockOwnVisit(trx, caller, input.id);
    if (visit.receiptId) return;
    const receipt = await saveReceiptIn(
      trx,
      caller,
      {
        payerPartyId: visit.storePartyId,
        amount: input.amount,
        method: input.method,
        bankRef: input.bankRef ?? null,
        paidAt: todayIn(new Date(), context.zone),
        target: 'CASH',
        remarks: visit.visitNo,
        proofIds: [],
      },
      context,
    );
    await trx
      .updateTable('visit')
      .set((eb) => ({
        receiptId: receipt.id,
        version: eb('version', '+', 1),
        updateUser: caller.userId,
        updateTime: new Date(),
      }))
      .where('id', '=', visit.id)
      .execute();
    await writeTask(trx, caller, visit.id, {
      taskType: 'COLLECTION',
      result: { receiptId: receipt.id, amount: input.amount, method: input.method },
      done: true,
    });
  });
}
