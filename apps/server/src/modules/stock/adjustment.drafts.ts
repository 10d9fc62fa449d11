import type { Adjustment, AdjustmentInput } from '@smdp/contracts/stock';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { lockDocument, recordCreated } from '../../platform/document/lifecycle';
import { badRequest, staleVersion } from '../../platform/http/errors';
import { adjustmentDocument } from './adjustment.document';
import { adjustmentDetail } from './adjustment.queries';
import { resolveLines } from './voucher-lines';
import { nextVoucherNo } from './voucher-numbers';
import { warehouseForVoucher } from './voucher-scope';

type Context = { zone: string; ip?: string | undefined };

/** Drafts an adjustment of a warehouse the caller sees (no id), or rewrites a draft's header and lines. */
export async function saveAdjustmentDraft(
  db: Database,
  caller: DocumentCaller,
  input: AdjustmentInput,
  context: Context,
): Promise<Adjustment> {
  return db.transaction().execute((trx) => saveAdjustmentDraftIn(trx, caller, input, context));
}

/** `saveAdjustmentDraft` inside a transaction the caller already holds (a van's end-of-day count). */
export async function saveAdjustmentDraftIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: AdjustmentInput,
  context: Context,
): Promise<Adjustment> {
  const warehouse = await warehouseForVoucher(trx, caller, input.warehouseId);
  const header = {
    warehouseId: warehouse.id,
    ownerPartyId: warehouse.ownerCustomerId,
    scopePartyId: warehouse.ownerCustomerId,
    remark: input.remark?.trim() || null,
  };
  const lines = await adjustmentLineRows(trx, caller.tenantId, input);
  let id: string;
  if (input.id) {
    const current = await lockDocument(trx, adjustmentDocument, caller, input.id);
    if (current.state !== 'DRAFT') throw badRequest('stockVoucherStateInvalid');
    if (current.version !== input.version) throw staleVersion();
    const after = await trx
      .updateTable('stockAdjustment')
      .set((eb) => ({ ...header, version: eb('version', '+', 1), updateUser: caller.userId, updateTime: new Date() }))
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('stockAdjustmentLine').where('adjustmentId', '=', current.id).execute();
    await recordAudit(
      trx,
      caller,
      { action: 'update', entity: 'stock_adjustment', entityId: current.id, before: current, after },
      context.ip,
    );
    id = current.id;
  } else {
    const created = await trx
      .insertInto('stockAdjustment')
      .values({
        ...header,
        tenantId: caller.tenantId,
        state: 'DRAFT',
        voucherNo: await nextVoucherNo(trx, caller.tenantId, 'stock_adjustment', new Date(), context.zone),
        createUser: caller.userId,
        createDept: caller.deptId,
        updateUser: caller.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordCreated(trx, adjustmentDocument, caller, created, context.ip);
    id = created.id;
  }
  await trx
    .insertInto('stockAdjustmentLine')
    .values(lines.map((line) => ({ ...line, adjustmentId: id })))
    .execute();
  return adjustmentDetail(trx, caller, id);
}

/** The lines checked against the catalog (unit, factor, batch); a cost only on a gain. */
async function adjustmentLineRows(trx: Transaction<DB>, tenantId: string, input: AdjustmentInput) {
  const resolved = await resolveLines(trx, tenantId, input.lines);
  return resolved.map((line, index) => {
    const given = input.lines[index];
    const qty = given?.qty ?? '0';
    if (given?.unitCost != null && qty.startsWith('-')) {
      throw badRequest('stockAdjustmentCostOnLoss', { line: line.lineNo });
    }
    return {
      tenantId,
      lineNo: line.lineNo,
      goodsId: line.goods.id,
      unit: line.unit,
      factor: line.factor,
      qty,
      batchNo: line.batchNo,
      unitCost: given?.unitCost ?? null,
      reason: given?.reason ?? 'other',
      remark: given?.remark?.trim() || null,
    };
  });
}
