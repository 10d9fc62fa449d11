import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import { recordTimeline } from '../../platform/document/timeline';
import type { SourcedShipment } from '../stock';
import { ORDER_DOCUMENT } from './order.names';

const SHIPPABLE: readonly string[] = ['APPROVED', 'PARTIALLY_SHIPPED'];

/**
 * An outbound that took over part of an order's reservation shipped (a pick-up checked out on
 * pickCheck): the lines' delivered quantities grow by what shipped, and the order becomes
 * PARTIALLY_SHIPPED or SHIPPED with its delivery progress, in the ship's transaction.
 */
export async function recordDelivered(trx: Transaction<DB>, caller: DocumentCaller, shipment: SourcedShipment) {
  if (shipment.source.type !== ORDER_DOCUMENT) return;
  const order = await trx
    .selectFrom('salesOrder')
    .select(['id', 'state'])
    .where('tenantId', '=', caller.tenantId)
    .where('id', '=', shipment.source.id)
    .forUpdate()
    .executeTakeFirst();
  if (!order || !SHIPPABLE.includes(order.state)) throw new Error(`order ${shipment.source.id} cannot ship now`);
  const lines = await trx
    .selectFrom('salesOrderLine')
    .select(['id', 'lineNo', 'qty', 'qtyDelivered'])
    .where('orderId', '=', order.id)
    .execute();
  const shipped = new Map(shipment.lines.map((line) => [line.sourceLine, line.qty]));
  let ordered = new Decimal(0);
  let delivered = new Decimal(0);
  for (const line of lines) {
    const now = new Decimal(line.qtyDelivered).plus(shipped.get(line.lineNo) ?? 0);
    if (shipped.has(line.lineNo)) {
      await trx
        .updateTable('salesOrderLine')
        .set({ qtyDelivered: now.toFixed(3) })
        .where('id', '=', line.id)
        .execute();
    }
    ordered = ordered.plus(line.qty);
    delivered = delivered.plus(Decimal.min(now, line.qty));
  }
  const full = delivered.gte(ordered);
  const state = full ? 'SHIPPED' : 'PARTIALLY_SHIPPED';
  await trx
    .updateTable('salesOrder')
    .set((eb) => ({
      state,
      deliveryStatus: full ? 'FULLY_DELIVERED' : 'PARTIALLY_DELIVERED',
      perDelivered: ordered.isZero() ? '0' : delivered.div(ordered).mul(100).toFixed(2),
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
    remark: shipment.outboundType,
  });
}
