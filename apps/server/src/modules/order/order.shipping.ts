import type { OrderShipInput } from '@smdp/contracts/order';
import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { ActionHook, DocumentCaller } from '../../platform/document/define';
import { badRequest } from '../../platform/http/errors';
import { frozenBy, refundFunds, releaseFunds, settledBy } from '../fund';
import { releaseStock, shipOutboundFor } from '../stock';
import { shortCloseParts, useShippedCredit } from './order.credit';
import { holderOf, sourceOf, storedLines, todayIn } from './order.helpers';
import { giveBackRebate, purchasePosted } from './order.rebate';
import { requireSeller } from './order.sides';

type Hook = ActionHook<'salesOrder', 'ship' | 'shortClose' | 'complete' | string>;
type Line = Awaited<ReturnType<typeof storedLines>>[number];

const q3 = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(3);

/** Delivered share in percent (base quantities), and the delivery status it means. */
export function progress(lines: readonly { baseQty: string; factor: string; qtyDelivered: string }[]) {
  const ordered = lines.reduce((sum, line) => sum.plus(line.baseQty), new Decimal(0));
  const delivered = lines.reduce(
    (sum, line) => sum.plus(new Decimal(line.qtyDelivered).times(line.factor)),
    new Decimal(0),
  );
  const percent = ordered.isZero() ? new Decimal(0) : delivered.dividedBy(ordered).times(100);
  const full = lines.every((line) => new Decimal(line.qtyDelivered).times(line.factor).gte(line.baseQty));
  return {
    perDelivered: percent.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2),
    deliveryStatus: full
      ? ('FULLY_DELIVERED' as const)
      : delivered.gt(0)
        ? ('PARTIALLY_DELIVERED' as const)
        : ('NOT_DELIVERED' as const),
    full,
  };
}

/**
 * Ship, in the transition's transaction: a SALES_OUT outbound (stock module) of what ships of each line
 * (default: everything still open), consuming the order's reservations; the lines' delivered quantities,
 * the delivered percentage and status move, the shipped share of the frozen credit is used (due from
 * today); the order ends SHIPPED or PARTIALLY_SHIPPED.
 */
export function shipHook(wanted: OrderShipInput['lines']): Hook {
  return async ({ trx, caller, row, remark, now, zone, ip }) => {
    requireSeller(caller, row);
    const lines = await storedLines(trx, row.id);
    const open = (line: Line) => new Decimal(line.qty).minus(line.qtyDelivered);
    const picks = wanted ?? lines.map((line) => ({ lineNo: line.lineNo, qty: open(line).toFixed(3) }));
    const shipping = picks.flatMap((pick) => {
      const line = lines.find((one) => one.lineNo === pick.lineNo);
      if (!line) throw badRequest('invalidParameter', { field: 'lines.lineNo', detail: String(pick.lineNo) });
      const qty = new Decimal(pick.qty);
      if (qty.gt(open(line))) {
        throw badRequest('invalidParameter', {
          field: `lines[${pick.lineNo}].qty`,
          detail: `<= ${open(line).toFixed(3)}`,
        });
      }
      return qty.gt(0) ? [{ line, qty }] : [];
    });
    if (shipping.length === 0) throw badRequest('orderNothingToShip');
    const outbound = await shipOutboundFor(
      trx,
      caller,
      {
        source: sourceOf(row),
        warehouseId: row.shipFromWarehouseId,
        ownerPartyId: row.channel === 'PRIMARY' ? null : row.sellerPartyId,
        consigneePartyId: row.buyerPartyId,
        remark: remark ?? row.docNo,
        now,
        zone,
        ip,
      },
      shipping.map(({ line, qty }) => ({
        sourceLine: line.lineNo,
        goodsId: line.goodsId,
        unit: line.unit,
        factor: line.factor,
        qty: q3(qty),
        baseQty: q3(qty.times(line.factor)),
      })),
    );
    for (const { line, qty } of shipping) {
      const delivered = q3(qty.plus(line.qtyDelivered));
      await trx.updateTable('salesOrderLine').set({ qtyDelivered: delivered }).where('id', '=', line.id).execute();
      line.qtyDelivered = delivered;
    }
    await trx
      .insertInto('salesOrderShipment')
      .values({
        tenantId: caller.tenantId,
        orderId: row.id,
        outboundId: outbound.id,
        outboundNo: outbound.voucherNo,
        lines: JSON.stringify(shipping.map(({ line, qty }) => ({ lineNo: line.lineNo, qty: q3(qty) }))),
        createUser: caller.userId,
      })
      .execute();
    await purchasePosted(trx, caller, row);
    const moved = progress(lines);
    await useShippedCredit(trx, caller, row, { lines, full: moved.full, postingDate: todayIn(now, zone) });
    return {
      state: moved.full ? 'SHIPPED' : 'PARTIALLY_SHIPPED',
      perDelivered: moved.perDelivered,
      deliveryStatus: moved.deliveryStatus,
    };
  };
}

/**
 * Short-close: what was not shipped is given up. The remaining reservation is released, the credit still
 * frozen for the unshipped goods is released, and the rest of the unshipped share of each line's net
 * amount is refunded in the mix the order paid (read from the fund ledger).
 */
export const shortCloseHook: Hook = async ({ trx, caller, row, now, zone }) => {
  requireSeller(caller, row);
  const lines = await storedLines(trx, row.id);
  await releaseStock(trx, caller, sourceOf(row));
  const unshipped = lines.reduce((sum, line) => {
    const open = new Decimal(line.qty).minus(line.qtyDelivered);
    return sum.plus(new Decimal(line.netAmount).times(open).dividedBy(line.qty));
  }, new Decimal(0));
  const holder = holderOf(row);
  const postingDate = todayIn(now, zone);
  // the mix of what the order really paid from each account (the fund ledger), not of the figures on the row
  const { paid } = await settledBy(trx, caller.tenantId, holder, sourceOf(row));
  const frozen = await frozenBy(trx, caller.tenantId, holder, sourceOf(row));
  const { release, refund } = shortCloseParts(
    unshipped.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    paid,
    frozen.credit,
  );
  await releaseFunds(trx, caller, { holder, source: sourceOf(row), postingDate });
  await refundFunds(trx, caller, { holder, source: sourceOf(row), parts: refund, postingDate });
  await giveBackRebate(trx, caller, holder, sourceOf(row), refund.rebate);
  const back = new Decimal(refund.cash).plus(refund.rebate).plus(refund.credit).plus(release);
  return {
    deliveryStatus: 'CLOSED',
    paymentStatus: back.isZero() ? row.paymentStatus : 'PARTIALLY_REFUNDED',
  };
};

/**
 * The buyer confirmed receipt of a shipment (stock module, same transaction): the lines it carried are
 * received, the received percentage moves, and a PRIMARY order whose every line was delivered and
 * received completes (`complete`, by the confirming buyer).
 */
export async function onShipmentReceived(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  receipt: { outboundId: string; inboundId: string; inboundNo: string },
  complete: (trx: Transaction<DB>, caller: DocumentCaller, order: { id: string; version: number }) => Promise<void>,
) {
  const shipment = await trx
    .selectFrom('salesOrderShipment')
    .selectAll()
    .where('tenantId', '=', caller.tenantId)
    .where('outboundId', '=', receipt.outboundId)
    .forUpdate()
    .executeTakeFirst();
  if (!shipment) return;
  await trx
    .updateTable('salesOrderShipment')
    .set({ receivedInboundId: receipt.inboundId, receivedInboundNo: receipt.inboundNo })
    .where('id', '=', shipment.id)
    .execute();
  const order = await trx
    .selectFrom('salesOrder')
    .select(['id', 'version', 'state', 'channel'])
    .where('id', '=', shipment.orderId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const lines = await storedLines(trx, order.id);
  for (const carried of shipment.lines) {
    const line = lines.find((one) => one.lineNo === carried.lineNo);
    if (!line) continue;
    line.qtyReceived = q3(new Decimal(line.qtyReceived).plus(carried.qty));
    await trx.updateTable('salesOrderLine').set({ qtyReceived: line.qtyReceived }).where('id', '=', line.id).execute();
  }
  const ordered = lines.reduce((sum, line) => sum.plus(line.qty), new Decimal(0));
  const received = lines.reduce((sum, line) => sum.plus(line.qtyReceived), new Decimal(0));
  await trx
    .updateTable('salesOrder')
    .set({ perReceived: received.dividedBy(ordered).times(100).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2) })
    .where('id', '=', order.id)
    .execute();
  const all = lines.every((line) => new Decimal(line.qtyReceived).gte(line.qty));
  if (order.channel === 'PRIMARY' && order.state === 'SHIPPED' && all) await complete(trx, caller, order);
}
