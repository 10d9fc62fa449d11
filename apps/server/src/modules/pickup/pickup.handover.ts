import type { PickupHandOver, PickupLine } from '@smdp/contracts/pickup';
import Decimal from 'decimal.js';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { recordTimeline } from '../../platform/document/timeline';
import { badRequest, notFound } from '../../platform/http/errors';
import { handOverOrderLines, ORDER_DOC_TYPE, type PickupOrder, pickupOrderFacts } from '../order';
import { lockTicket } from './pickup.service';

/** The order's lines as the counter shows them: what is still to be collected. */
export const pickupLinesOf = (order: PickupOrder): PickupLine[] =>
  order.lines.map((line) => ({
    orderLineId: line.id,
    lineNo: line.lineNo,
    goodsId: line.goodsId,
    sku: line.sku,
    goodsName: line.goodsName,
    barcode: line.barcode,
    unit: line.unit,
    ordered: line.qty,
    open: line.open,
  }));

/**
 * After a verified code, the keeper's quantities (at most what each line has open) leave the order's
 * reservation for a PICKUP_OUT outbound that holds them, to be checked out on pickCheck; the ticket
 * stays VERIFIED until that outbound ships (then PICKED). What stays open needs a new ticket (domain.md
 * §5: a partial pick-up). A ticket hands over once.
 */
export async function handOverPickup(
  db: Database,
  caller: DocumentCaller,
  input: PickupHandOver,
  context: { zone: string; ip?: string },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const ticket = await lockTicket(trx, caller, { id: String(input.ticketId) }, { counter: true });
    if (!ticket) throw notFound();
    if (ticket.state !== 'VERIFIED' || ticket.outboundId)
      throw badRequest('pickupTicketNotUsable', { state: ticket.state });
    const order = await pickupOrderFacts(trx, caller.tenantId, ticket.orderId);
    if (!order) throw notFound();
    const lines = input.lines.filter((line) => new Decimal(line.qty).gt(0));
    if (lines.length === 0) throw badRequest('pickupHandOverEmpty');
    for (const wanted of lines) {
      const line = order.lines.find((candidate) => candidate.id === String(wanted.orderLineId));
      if (!line) throw badRequest('invalidParameter', { field: 'orderLineId', detail: String(wanted.orderLineId) });
      if (new Decimal(wanted.qty).gt(line.open))
        throw badRequest('pickupHandOverTooMuch', { line: line.lineNo, open: line.open });
    }
    const outboundId = await handOverOrderLines(
      trx,
      caller,
      {
        orderId: order.id,
        reference: ticket.ticketNo,
        lines: lines.map((line) => ({ orderLineId: String(line.orderLineId), qty: line.qty })),
      },
      { now: new Date(), zone: context.zone, ip: context.ip },
    );
    await trx.updateTable('pickupTicket').set({ outboundId }).where('id', '=', ticket.id).execute();
    await recordTimeline(trx, caller, {
      docType: ORDER_DOC_TYPE,
      docId: order.id,
      action: 'pickupHandOver',
      fromState: null,
      toState: null,
      remark: ticket.ticketNo,
    });
    await recordAudit(
      trx,
      caller,
      { action: 'handOver', entity: 'pickupTicket', entityId: ticket.id, after: { outboundId, lines } },
      context.ip,
    );
    return outboundId;
  });
}
