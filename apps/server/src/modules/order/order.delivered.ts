import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import { recordTimeline } from '../../platform/document/timeline';
import type { SourcedShipment } from '../stock';
import { useShippedCredit } from './order.credit';
import { storedLines } from './order.helpers';
import { ORDER_DOCUMENT } from './order.names';
import { purchasePosted } from './order.rebate';
import { progress } from './order.shipping';

const SHIPPABLE: readonly string[] = ['APPROVED', 'PARTIALLY_SHIPPED'];

/**
 * An outbound that took over part of an order's reservation shipped (a pick-up checked out on
 * pickCheck), in the ship's transaction: as `ship` does, the lines' delivered quantities grow, the
 * shipment is kept (detail links, receipt confirmation), the shipped share of the frozen credit is used
 * (due from the hand-over's posting date) and the order becomes PARTIALLY_SHIPPED or SHIPPED.
 */
export async function recordDelivered(trx: Transaction<DB>, caller: DocumentCaller, shipment: SourcedShipment) {
  if (shipment.event !== 'shipped' || shipment.source.type !== ORDER_DOCUMENT) return;
  const order = await trx
    .selectFrom('salesOrder')
    .select(['id', 'docNo', 'state', 'buyerPartyId', 'sellerPartyId'])
    .where('tenantId', '=', caller.tenantId)
    .where('id', '=', shipment.source.id)
    .forUpdate()
    .executeTakeFirst();
  if (!order || !SHIPPABLE.includes(order.state)) throw new Error(`order ${shipment.source.id} cannot ship now`);
  const lines = await storedLines(trx, order.id);
  const shipped = new Map(shipment.lines.map((line) => [line.sourceLine, line.qty]));
  for (const line of lines) {
    const qty = shipped.get(line.lineNo);
    if (qty === undefined) continue;
    line.qtyDelivered = new Decimal(line.qtyDelivered).plus(qty).toFixed(3);
    await trx
      .updateTable('salesOrderLine')
      .set({ qtyDelivered: line.qtyDelivered })
      .where('id', '=', line.id)
      .execute();
  }
  await trx
    .insertInto('salesOrderShipment')
    .values({
      tenantId: caller.tenantId,
      orderId: order.id,
      outboundId: shipment.outboundId,
      outboundNo: shipment.outboundNo,
      lines: JSON.stringify(shipment.lines.map((line) => ({ lineNo: line.sourceLine, qty: line.qty }))),
      createUser: caller.userId,
    })
    .execute();
  await purchasePosted(trx, caller, order);
  const moved = progress(lines);
  await useShippedCredit(trx, caller, order, { lines, full: moved.full, postingDate: shipment.postingDate });
  const state = moved.full ? 'SHIPPED' : 'PARTIALLY_SHIPPED';
  await trx
    .updateTable('salesOrder')
    .set((eb) => ({
      state,
      deliveryStatus: moved.deliveryStatus,
      perDelivered: moved.perDelivered,
      version: eb('version', '+', 1),
      updateUser: caller.userId,
      updateTime: new Date(),
    }))
    .where('id', '=', order.id)
    .execute();
  await recordTimeline(trx, caller, {
    docType: ORDER_DOCUMENT,
    docId: order.id,
    action: 'ship',
    fromState: order.state,
    toState: state,
    remark: shipment.outboundNo,
  });
}
