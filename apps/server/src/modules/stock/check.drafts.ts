import type { Check, CheckCountInput, CheckInput } from '@smdp/contracts/stock';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { type CallContext, lockDocument, recordCreated } from '../../platform/document/lifecycle';
import { badRequest, notFound, staleVersion } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { goodsForStock } from '../catalog';
import type { WarehouseForStock } from '../store';
import { enabledAccountsOf, isAccountOf } from '../user';
import { checkDocument } from './check.document';
import { checkDetail } from './check.queries';
import { nextVoucherNo } from './voucher-numbers';
import { warehouseForVoucher } from './voucher-scope';

/** Plans a check of a warehouse the caller sees; named goods and the counter must be the tenant's. */
export async function createCheck(
  db: Database,
  caller: DocumentCaller,
  input: CheckInput,
  context: CallContext,
): Promise<Check> {
  return db.transaction().execute((trx) => createCheckIn(trx, caller, input, context));
}

/** `createCheck` inside a transaction the caller already holds (the demo seed). */
export async function createCheckIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: CheckInput,
  context: CallContext,
): Promise<Check> {
  const warehouse = await warehouseForVoucher(trx, caller, input.warehouseId);
  const goodsIds = input.scope === 'GOODS_LIST' ? [...new Set(input.goodsIds ?? [])] : null;
  if (goodsIds && (await goodsForStock(trx, caller.tenantId, goodsIds)).length !== goodsIds.length) throw notFound();
  if (input.assignedTo) await assertAssignee(trx, caller.tenantId, warehouse, input.assignedTo);
  const id = await insertTask(trx, caller, warehouse, context, {
    scope: input.scope,
    categoryId: input.scope === 'CATEGORY' ? (input.categoryId ?? null) : null,
    goodsIds: goodsIds ? JSON.stringify(goodsIds) : null,
    blind: input.blind,
    freeze: input.freeze,
    assignedTo: input.assignedTo ?? null,
    plannedDate: input.plannedDate ?? null,
    dueDate: input.dueDate ?? null,
    remark: input.remark?.trim() || null,
  });
  return checkDetail(trx, caller, id);
}

type TaskValues = {
  scope: 'ALL' | 'CATEGORY' | 'GOODS_LIST' | 'CYCLE';
  categoryId?: string | null;
  goodsIds?: string | null;
  blind?: boolean;
  freeze?: boolean;
  assignedTo?: string | null;
  plannedDate?: string | null;
  dueDate?: string | null;
  remark?: string | null;
};

/** Writes a PLANNED task and its trail (audit, timeline, event); used by people and by the cycle job. */
export async function insertTask(
  trx: Transaction<DB>,
  caller: Caller,
  warehouse: Pick<WarehouseForStock, 'id' | 'ownerCustomerId'>,
  context: CallContext,
  values: TaskValues,
): Promise<string> {
  const created = await trx
    .insertInto('stockCheckTask')
    .values({
      ...values,
      tenantId: caller.tenantId,
      taskNo: await nextVoucherNo(trx, caller.tenantId, 'stock_check', context.now ?? new Date(), context.zone),
      warehouseId: warehouse.id,
      ownerPartyId: warehouse.ownerCustomerId,
      scopePartyId: warehouse.ownerCustomerId,
      createUser: caller.userId,
      createDept: caller.deptId,
      updateUser: caller.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordCreated(trx, checkDocument, { ...caller, codes: new Set() }, created, context.ip);
  return created.id;
}

/** A counter is an account of the warehouse's owner (company staff for a company warehouse). */
async function assertAssignee(trx: Transaction<DB>, tenantId: string, warehouse: WarehouseForStock, userId: string) {
  if (!(await isAccountOf(trx, tenantId, warehouse.ownerCustomerId, userId))) {
    throw badRequest('stockCheckAssigneeUnknown');
  }
}

/** Who may count in a warehouse the caller sees: the enabled accounts of its owner. */
export async function assigneeCandidates(db: Database, caller: DocumentCaller, warehouseId: string) {
  return db.transaction().execute(async (trx) => {
    const warehouse = await warehouseForVoucher(trx, caller, warehouseId);
    return enabledAccountsOf(trx, caller.tenantId, warehouse.ownerCustomerId);
  });
}

/** Saves counted quantities (and reasons) of lines of a task being counted; stale version -> 409. */
export async function saveCounts(db: Database, caller: DocumentCaller, input: CheckCountInput): Promise<Check> {
  return db.transaction().execute((trx) => saveCountsIn(trx, caller, input));
}

/** `saveCounts` inside a transaction the caller already holds (the demo seed). */
export async function saveCountsIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: CheckCountInput,
): Promise<Check> {
  const row = await lockDocument(trx, checkDocument, caller, input.id);
  if (row.state !== 'IN_PROGRESS') throw badRequest('stockCheckStateInvalid');
  if (row.version !== input.version) throw staleVersion();
  const ids = new Set(
    (await trx.selectFrom('stockCheckLine').select('id').where('taskId', '=', row.id).execute()).map((l) => l.id),
  );
  const given = new Set(input.lines.map((line) => line.id));
  if (given.size !== input.lines.length || input.lines.some((line) => !ids.has(line.id))) {
    throw badRequest('stockCheckLinesMismatch');
  }
  for (const line of input.lines) {
    await trx
      .updateTable('stockCheckLine')
      .set({ countedQty: line.countedQty, reason: line.reason?.trim() || null })
      .where('id', '=', line.id)
      .where('taskId', '=', row.id)
      .execute();
  }
  await trx
    .updateTable('stockCheckTask')
    .set((eb) => ({ version: eb('version', '+', 1), updateUser: caller.userId, updateTime: new Date() }))
    .where('id', '=', row.id)
    .execute();
  return checkDetail(trx, caller, row.id);
}
