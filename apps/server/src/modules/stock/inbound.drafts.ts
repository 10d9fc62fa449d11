import type { Inbound, InboundInput } from '@smdp/contracts/stock';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { type CallContext, lockDocument, recordCreated } from '../../platform/document/lifecycle';
import { badRequest, staleVersion } from '../../platform/http/errors';
import { inboundDocument } from './inbound.document';
import { inboundDetail } from './inbound.queries';
import { calendarDate } from './stock-input';
import { resolveLines } from './voucher-lines';
import { nextVoucherNo } from './voucher-numbers';
import { warehouseForVoucher } from './voucher-scope';

/** Drafts an inbound into a warehouse the caller sees (no id), or rewrites a draft's header and lines. */
export async function saveInboundDraft(
  db: Database,
  caller: DocumentCaller,
  input: InboundInput,
  context: CallContext,
): Promise<Inbound> {
  return db.transaction().execute((trx) => saveInboundDraftIn(trx, caller, input, context));
}

/** `saveInboundDraft` inside a transaction the caller already holds (the demo seed). */
export async function saveInboundDraftIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: InboundInput,
  context: CallContext,
): Promise<Inbound> {
  const warehouse = await warehouseForVoucher(trx, caller, input.warehouseId);
  const header = {
    inboundType: input.inboundType,
    warehouseId: warehouse.id,
    ownerPartyId: warehouse.ownerCustomerId,
    scopePartyId: warehouse.ownerCustomerId,
    remark: input.remark?.trim() || null,
  };
  const lines = await inboundLineRows(trx, caller.tenantId, input);
  let id: string;
  if (input.id) {
    const current = await lockDocument(trx, inboundDocument, caller, input.id);
    if (current.state !== 'DRAFT') throw badRequest('stockVoucherStateInvalid');
    if (current.version !== input.version) throw staleVersion();
    const after = await trx
      .updateTable('stockInbound')
      .set((eb) => ({ ...header, version: eb('version', '+', 1), updateUser: caller.userId, updateTime: new Date() }))
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('stockInboundLine').where('inboundId', '=', current.id).execute();
    await recordAudit(
      trx,
      caller,
      { action: 'update', entity: 'inbound', entityId: current.id, before: current, after },
      context.ip,
    );
    id = current.id;
  } else {
    const created = await trx
      .insertInto('stockInbound')
      .values({
        ...header,
        tenantId: caller.tenantId,
        voucherNo: await nextVoucherNo(trx, caller.tenantId, 'inbound', context.now ?? new Date(), context.zone),
        createUser: caller.userId,
        createDept: caller.deptId,
        updateUser: caller.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordCreated(trx, inboundDocument, caller, created, context.ip);
    id = created.id;
  }
  await trx
    .insertInto('stockInboundLine')
    .values(lines.map((line) => ({ ...line, inboundId: id })))
    .execute();
  return inboundDetail(trx, caller, id);
}

async function inboundLineRows(trx: Transaction<DB>, tenantId: string, input: InboundInput) {
  const resolved = await resolveLines(
    trx,
    tenantId,
    input.lines.map((line) => ({ ...line, goodsId: line.goodsId, qty: line.expectedQty })),
  );
  return resolved.map((line, index) => {
    const given = input.lines[index];
    return {
      tenantId,
      lineNo: line.lineNo,
      goodsId: line.goods.id,
      unit: line.unit,
      factor: line.factor,
      expectedQty: given?.expectedQty ?? '0',
      batchNo: line.batchNo,
      productionDate:
        line.batchNo && given?.productionDate ? calendarDate(given.productionDate, 'productionDate') : null,
      expiryDate: line.batchNo && given?.expiryDate ? calendarDate(given.expiryDate, 'expiryDate') : null,
      unitCost: given?.unitCost ?? null,
    };
  });
}
