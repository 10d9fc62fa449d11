import type { ConfirmReceiptInput, Inbound } from '@smdp/contracts/stock';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { type CallContext, recordCreated } from '../../platform/document/lifecycle';
import { recordTimeline } from '../../platform/document/timeline';
import { badRequest, forbidden, notFound, staleVersion } from '../../platform/http/errors';
import { lockScopedRow } from '../../platform/scope/scoped';
import { isPrimaryAccount } from '../user';
import { inboundDocument } from './inbound.document';
import { inboundDetail } from './inbound.queries';
import { OUTBOUND_VOUCHER } from './outbound.document';
import { outboundEvent } from './outbound.events';
import { nextVoucherNo } from './voucher-numbers';
import { warehouseForVoucher } from './voucher-scope';

/**
 * The primary-order flow (domain.md §6): the consignee's primary account confirms a shipped company
 * sales-out, which creates its purchase receipt into one of its own warehouses, SUBMITTED, expecting
 * the shipped quantities; it then receives it (`receive-lines`), giving a reason for any shortage.
 * One receipt per shipment: the outbound keeps the receipt's id, and a unique index backs it.
 */
export async function confirmReceipt(
  db: Database,
  caller: DocumentCaller,
  input: ConfirmReceiptInput,
  context: CallContext,
): Promise<Inbound> {
  return db.transaction().execute((trx) => confirmReceiptIn(trx, caller, input, context));
}

/** `confirmReceipt` inside the caller's transaction (the demo seed); the caller is a primary account. */
export async function confirmReceiptIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: ConfirmReceiptInput,
  context: CallContext,
): Promise<Inbound> {
  if (!caller.customerId || !(await isPrimaryAccount(trx, caller))) throw forbidden();
  const customerId = caller.customerId;
  const shipment = await lockScopedRow(trx, caller, 'stockOutbound', input.id, {
    party: 'stockOutbound.scopePartyId',
  });
  if (shipment.consigneePartyId !== customerId) throw notFound();
  if (shipment.outboundType !== 'SALES_OUT' || shipment.state !== 'DONE' || shipment.receiptInboundId) {
    throw badRequest('stockReceiptNotExpected');
  }
  if (shipment.version !== input.version) throw staleVersion();
  const warehouse = await warehouseForVoucher(trx, caller, input.warehouseId);
  if (warehouse.ownerCustomerId !== customerId) throw notFound();

  const now = context.now ?? new Date();
  const receipt = await trx
    .insertInto('stockInbound')
    .values({
      tenantId: caller.tenantId,
      voucherNo: await nextVoucherNo(trx, caller.tenantId, 'inbound', now, context.zone),
      inboundType: 'PURCHASE_RECEIPT',
      warehouseId: warehouse.id,
      ownerPartyId: customerId,
      scopePartyId: customerId,
      sourceType: OUTBOUND_VOUCHER,
      sourceId: shipment.id,
      remark: shipment.voucherNo,
      state: 'SUBMITTED',
      createUser: caller.userId,
      createDept: caller.deptId,
      updateUser: caller.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('stockInboundLine')
    .columns(['tenantId', 'inboundId', 'lineNo', 'goodsId', 'unit', 'factor', 'expectedQty', 'batchNo'])
    .expression((eb) =>
      eb
        .selectFrom('stockOutboundLine')
        .select((line) => [
          line.val(caller.tenantId).as('tenantId'),
          line.val(receipt.id).as('inboundId'),
          'lineNo',
          'goodsId',
          'unit',
          'factor',
          'qty',
          'batchNo',
        ])
        .where('outboundId', '=', shipment.id),
    )
    .execute();
  await recordCreated(trx, inboundDocument, caller, receipt, context.ip, { remark: shipment.voucherNo });

  const after = await trx
    .updateTable('stockOutbound')
    .set((eb) => ({
      receiptInboundId: receipt.id,
      version: eb('version', '+', 1),
      updateTime: now,
      updateUser: caller.userId,
    }))
    .where('id', '=', shipment.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(
    trx,
    caller,
    { action: 'confirmReceipt', entity: OUTBOUND_VOUCHER, entityId: shipment.id, before: shipment, after },
    context.ip,
  );
  await recordTimeline(trx, caller, {
    docType: OUTBOUND_VOUCHER,
    docId: shipment.id,
    action: 'confirmReceipt',
    fromState: 'DONE',
    toState: 'DONE',
    remark: receipt.voucherNo,
  });
  await outboundEvent(trx, caller, {
    event: 'received',
    outboundId: shipment.id,
    inboundId: receipt.id,
    inboundNo: receipt.voucherNo,
  });
  return inboundDetail(trx, caller, receipt.id);
}
