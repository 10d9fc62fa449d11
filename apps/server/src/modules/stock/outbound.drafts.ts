import type { Outbound, OutboundInput } from '@smdp/contracts/stock';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { type CallContext, lockDocument, recordCreated } from '../../platform/document/lifecycle';
import { badRequest, notFound, staleVersion } from '../../platform/http/errors';
import { findParty } from '../customer';
import type { WarehouseForStock } from '../store';
import { outboundDocument } from './outbound.document';
import { outboundDetail } from './outbound.queries';
import { resolveLines } from './voucher-lines';
import { nextVoucherNo } from './voucher-numbers';
import { warehouseForVoucher } from './voucher-scope';

/** Drafts an outbound from a warehouse the caller sees (no id), or rewrites a draft's header and lines. */
export async function saveOutboundDraft(
  db: Database,
  caller: DocumentCaller,
  input: OutboundInput,
  context: CallContext,
): Promise<Outbound> {
  return db.transaction().execute((trx) => saveOutboundDraftIn(trx, caller, input, context));
}

/** `saveOutboundDraft` inside a transaction the caller already holds (the demo seed). */
export async function saveOutboundDraftIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: OutboundInput,
  context: CallContext,
): Promise<Outbound> {
  const warehouse = await warehouseForVoucher(trx, caller, input.warehouseId);
  const consigneePartyId = await consigneeOf(trx, caller.tenantId, input, warehouse);
  const header = {
    outboundType: input.outboundType,
    warehouseId: warehouse.id,
    ownerPartyId: warehouse.ownerCustomerId,
    // A company shipment is also its consignee's to see (it confirms receipt of it).
    scopePartyId: warehouse.ownerCustomerId ?? consigneePartyId,
    consigneePartyId,
    remark: input.remark?.trim() || null,
  };
  const resolved = await resolveLines(trx, caller.tenantId, input.lines);
  let id: string;
  if (input.id) {
    const current = await lockDocument(trx, outboundDocument, caller, input.id);
    if (current.state !== 'DRAFT') throw badRequest('stockVoucherStateInvalid');
    if (current.version !== input.version) throw staleVersion();
    const after = await trx
      .updateTable('stockOutbound')
      .set((eb) => ({ ...header, version: eb('version', '+', 1), updateUser: caller.userId, updateTime: new Date() }))
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('stockOutboundLine').where('outboundId', '=', current.id).execute();
    await recordAudit(
      trx,
      caller,
      { action: 'update', entity: 'outbound', entityId: current.id, before: current, after },
      context.ip,
    );
    id = current.id;
  } else {
    const created = await trx
      .insertInto('stockOutbound')
      .values({
        ...header,
        tenantId: caller.tenantId,
        voucherNo: await nextVoucherNo(trx, caller.tenantId, 'outbound', context.now ?? new Date(), context.zone),
        createUser: caller.userId,
        createDept: caller.deptId,
        updateUser: caller.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordCreated(trx, outboundDocument, caller, created, context.ip);
    id = created.id;
  }
  await trx
    .insertInto('stockOutboundLine')
    .values(
      resolved.map((line, index) => ({
        tenantId: caller.tenantId,
        outboundId: id,
        lineNo: line.lineNo,
        goodsId: line.goods.id,
        unit: line.unit,
        factor: line.factor,
        qty: input.lines[index]?.qty ?? '0',
        batchNo: line.batchNo,
      })),
    )
    .execute();
  return outboundDetail(trx, caller, id);
}

/**
 * The consignee of a sales-out: required from a company warehouse (the primary-order flow), a live
 * party of the tenant; a customer's own warehouse may ship to a party of its tree only.
 */
async function consigneeOf(
  trx: Transaction<DB>,
  tenantId: string,
  input: OutboundInput,
  warehouse: WarehouseForStock,
): Promise<string | null> {
  const wanted = input.outboundType === 'SALES_OUT' ? input.consigneePartyId : null;
  if (!wanted) {
    if (input.outboundType === 'SALES_OUT' && warehouse.ownerCustomerId === null) {
      throw badRequest('stockConsigneeRequired');
    }
    return null;
  }
  const owner = warehouse.ownerCustomerId;
  const party = await findParty(trx, tenantId, wanted, owner ? { soldBy: owner } : { notClosed: true });
  if (!party) throw notFound();
  return party.id;
}
