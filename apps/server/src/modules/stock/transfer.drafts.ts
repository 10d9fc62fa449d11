import type { Transfer, TransferInput } from '@smdp/contracts/stock';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { type CallContext, lockDocument, recordCreated } from '../../platform/document/lifecycle';
import { badRequest, notFound, staleVersion } from '../../platform/http/errors';
import type { WarehouseForStock } from '../store';
import { transferDocument } from './transfer.document';
import { transferDetail } from './transfer.queries';
import { resolveLines } from './voucher-lines';
import { nextVoucherNo } from './voucher-numbers';
import { warehouseForVoucher } from './voucher-scope';

/** Drafts a transfer between two warehouses the caller sees (no id), or rewrites a draft's header and lines. */
export async function saveTransferDraft(
  db: Database,
  caller: DocumentCaller,
  input: TransferInput,
  context: CallContext,
): Promise<Transfer> {
  return db.transaction().execute((trx) => saveTransferDraftIn(trx, caller, input, context));
}

/** `saveTransferDraft` inside a transaction the caller already holds (the demo seed). */
export async function saveTransferDraftIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: TransferInput,
  context: CallContext,
): Promise<Transfer> {
  const [from, to] = await warehousesOf(trx, caller, input);
  const header = {
    fromWarehouseId: from.id,
    toWarehouseId: to.id,
    ownerPartyId: from.ownerCustomerId,
    remark: input.remark?.trim() || null,
  };
  const resolved = await resolveLines(trx, caller.tenantId, input.lines);
  let id: string;
  if (input.id) {
    const current = await lockDocument(trx, transferDocument, caller, input.id);
    if (current.state !== 'DRAFT') throw badRequest('stockVoucherStateInvalid');
    if (current.version !== input.version) throw staleVersion();
    const after = await trx
      .updateTable('stockTransfer')
      .set((eb) => ({ ...header, version: eb('version', '+', 1), updateUser: caller.userId, updateTime: new Date() }))
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('stockTransferLine').where('transferId', '=', current.id).execute();
    await recordAudit(
      trx,
      caller,
      { action: 'update', entity: transferDocument.type, entityId: current.id, before: current, after },
      context.ip,
    );
    id = current.id;
  } else {
    const created = await trx
      .insertInto('stockTransfer')
      .values({
        ...header,
        tenantId: caller.tenantId,
        voucherNo: await nextVoucherNo(trx, caller.tenantId, 'transfer', context.now ?? new Date(), context.zone),
        createUser: caller.userId,
        createDept: caller.deptId,
        updateUser: caller.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordCreated(trx, transferDocument, caller, created, context.ip);
    id = created.id;
  }
  await trx
    .insertInto('stockTransferLine')
    .values(
      resolved.map((line, index) => ({
        tenantId: caller.tenantId,
        transferId: id,
        lineNo: line.lineNo,
        goodsId: line.goods.id,
        unit: line.unit,
        factor: line.factor,
        qty: input.lines[index]?.qty ?? '0',
        batchNo: line.batchNo,
      })),
    )
    .execute();
  return transferDetail(trx, caller, id);
}

/**
 * Both warehouses, each one the caller sees (else not found); a customer's account moves stock only
 * between its own customer's warehouses. They must differ and have one owner.
 */
async function warehousesOf(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: TransferInput,
): Promise<[WarehouseForStock, WarehouseForStock]> {
  if (input.fromWarehouseId === input.toWarehouseId) throw badRequest('stockTransferSameWarehouse');
  const from = await warehouseForVoucher(trx, caller, input.fromWarehouseId);
  const to = await warehouseForVoucher(trx, caller, input.toWarehouseId);
  if (caller.customerId && (from.ownerCustomerId !== caller.customerId || to.ownerCustomerId !== caller.customerId)) {
    throw notFound();
  }
  if (from.ownerCustomerId !== to.ownerCustomerId) throw badRequest('stockTransferOwnersDiffer');
  return [from, to];
}
