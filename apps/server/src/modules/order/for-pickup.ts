import type { DeliveryMethod, OrderState } from '@smdp/contracts/order';
import Decimal from 'decimal.js';
import type { ExpressionBuilder, Kysely, StringReference, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { goodsBarcode, goodsName, goodsSku } from '../catalog';
import { partyName } from '../customer';
import { outboundFromReservation } from '../stock';
import { warehouseName, warehouseOwner } from '../store';
import { ORDER_DOCUMENT } from './order.names';

/** The order's type in timelines and reservations: pick-up writes its moves into the order's history. */
export const ORDER_DOC_TYPE = ORDER_DOCUMENT;

/** What pick-up reads of an order: its parties, ship-from warehouse and what each line has left to collect. */
export type PickupOrder = {
  id: string;
  docNo: string;
  state: OrderState;
  deliveryMethod: DeliveryMethod;
  shipFromWarehouseId: string;
  shipFromWarehouseName: string;
  sellerPartyId: string;
  sellerName: string;
  buyerPartyId: string;
  lines: {
    id: string;
    lineNo: number;
    goodsId: string;
    sku: string;
    goodsName: string;
    barcode: string | null;
    unit: string;
    batchNo: string | null;
    qty: string;
    /** Ordered minus delivered, in the line's unit. */
    open: string;
  }[];
};

type Reader = Kysely<DB> | Transaction<DB>;

/** The ids of the orders the caller sees (its data scope over the buyer), as a subquery. */
export async function visibleOrderIds(db: Reader, caller: Caller) {
  return (await scopedRows(db, caller, 'salesOrder as o', { party: 'o.buyerPartyId' })).select('o.id');
}

/** An order's number, as a subquery for another module's list. */
export function orderNumberOf<D, TB extends keyof D>(eb: ExpressionBuilder<D, TB>, id: StringReference<D, TB>) {
  const builder = eb as unknown as ExpressionBuilder<DB, never>;
  return builder
    .selectFrom('salesOrder as ord')
    .select('ord.docNo')
    .whereRef('ord.id', '=', id as never);
}

/** The order, locked, when the caller sees it (issuing or revoking its ticket). */
export async function orderForPickup(trx: Transaction<DB>, caller: Caller, orderId: string) {
  const locked = await trx
    .selectFrom('salesOrder')
    .select('id')
    .where('tenantId', '=', caller.tenantId)
    .where('id', '=', orderId)
    .where('id', 'in', await visibleOrderIds(trx, caller))
    .forUpdate()
    .executeTakeFirst();
  return locked ? pickupOrderFacts(trx, caller.tenantId, locked.id) : undefined;
}

/** The order of a ticket, whoever asks: the keeper at the counter sees it through the ticket's warehouse. */
export async function pickupOrderFacts(
  db: Reader,
  tenantId: string,
  orderId: string,
): Promise<PickupOrder | undefined> {
  const order = await db
    .selectFrom('salesOrder as o')
    .select([
      'o.id',
      'o.docNo',
      'o.state',
      'o.deliveryMethod',
      'o.shipFromWarehouseId',
      (eb) => eb.fn.coalesce(warehouseName(eb, 'o.shipFromWarehouseId'), eb.val('')).as('shipFromWarehouseName'),
      'o.sellerPartyId',
      (eb) => eb.fn.coalesce(partyName(eb, 'o.sellerPartyId'), eb.val('')).as('sellerName'),
      'o.buyerPartyId',
    ])
    .where('o.tenantId', '=', tenantId)
    .where('o.id', '=', orderId)
    .where('o.type', '=', 'SALE')
    .where('o.isDeleted', '=', 0)
    .executeTakeFirst();
  if (!order) return undefined;
  const lines = await db
    .selectFrom('salesOrderLine as l')
    .select([
      'l.id',
      'l.lineNo',
      'l.goodsId',
      (eb) => eb.fn.coalesce(goodsSku(eb, 'l.goodsId'), eb.val('')).as('sku'),
      (eb) => eb.fn.coalesce(goodsName(eb, 'l.goodsId'), eb.val('')).as('goodsName'),
      (eb) => goodsBarcode(eb, 'l.goodsId').as('barcode'),
      'l.unit',
      'l.batchNo',
      'l.qty',
      'l.qtyDelivered',
    ])
    .where('l.orderId', '=', order.id)
    .orderBy('l.lineNo')
    .execute();
  return {
    ...order,
    lines: lines.map(({ qtyDelivered, ...line }) => ({
      ...line,
      open: Decimal.max(0, new Decimal(line.qty).minus(qtyDelivered)).toFixed(3),
    })),
  };
}

/**
 * A pick-up hand-over: the quantities leave the order's reservation for a PICKUP_OUT outbound from its
 * ship-from warehouse, checked out on pickCheck; when it ships, the order's delivered quantities move
 * (the order module listens to sourced shipments).
 */
export async function handOverOrderLines(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: { orderId: string; reference: string; lines: { orderLineId: string; qty: string }[] },
  context: { now: Date; zone: string; ip?: string },
): Promise<string> {
  const order = await pickupOrderFacts(trx, caller.tenantId, input.orderId);
  if (!order) throw new Error(`order ${input.orderId} not found`);
  const owner = await trx
    .selectFrom('salesOrder as o')
    .select((eb) => warehouseOwner(eb, 'o.shipFromWarehouseId').as('ownerPartyId'))
    .where('o.id', '=', order.id)
    .executeTakeFirstOrThrow();
  return outboundFromReservation(
    trx,
    caller,
    {
      outboundType: 'PICKUP_OUT',
      warehouseId: order.shipFromWarehouseId,
      ownerPartyId: owner.ownerPartyId,
      consigneePartyId: order.buyerPartyId,
      source: { type: ORDER_DOC_TYPE, id: order.id },
      remark: input.reference,
      lines: input.lines.map((wanted) => {
        const line = order.lines.find((candidate) => candidate.id === wanted.orderLineId);
        if (!line) throw new Error(`order line ${wanted.orderLineId} not found`);
        return {
          sourceLine: line.lineNo,
          goodsId: line.goodsId,
          unit: line.unit,
          qty: wanted.qty,
          batchNo: line.batchNo,
        };
      }),
    },
    context,
  );
}
