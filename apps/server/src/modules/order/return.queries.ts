import { actionsOf, canStart, type Page } from '@smdp/contracts';
import {
  moneyText,
  moneyUnits,
  netUnitPrice,
  type OrderSummary,
  RETURN_RELEASED_STATES,
  type ReturnableOrder,
  type ReturnDetail,
  type ReturnListQuery,
  type ReturnStateName,
  returnableQty,
  returnMachine,
  SELLER_RETURN_ACTIONS,
} from '@smdp/contracts/order';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { type DocumentCaller, holdsAny } from '../../platform/document/define';
import { timelineOf } from '../../platform/document/timeline';
import { notFound } from '../../platform/http/errors';
import { partyName } from '../customer';
import { DETAIL_COLUMNS, orderLinesQuery, scopedOrders, summaryColumns } from './order.queries';

type Reader = Database | Transaction<DB>;

/** The document type of returns in the audit trail, the timeline and stock/fund vouchers. */
export const RETURN_DOC = 'orderReturn';

const COLUMNS: ListColumns = {
  docNo: 'o.doc_no',
  state: 'o.state',
  channel: 'o.channel',
  buyerPartyId: 'o.buyer_party_id',
  sellerPartyId: 'o.seller_party_id',
  salespersonId: 'o.salesperson_id',
  shipFromWarehouseId: 'o.ship_from_warehouse_id',
  returnOfOrderId: 'o.return_of_order_id',
  createTime: 'o.create_time',
};

/** The returns list: type RETURN in the caller's scope, with the search filters of orders. */
export async function listReturns(
  db: Database,
  caller: DocumentCaller,
  query: ReturnListQuery,
  zone: string,
): Promise<Page<OrderSummary>> {
  const { goodsId_equal: goodsId, view, type_equal: _type, ...filters } = query;
  let rows = (await scopedOrders(db, caller)).where('o.type', '=', 'RETURN');
  if (goodsId && /^\d{1,19}$/.test(goodsId)) {
    rows = rows.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('salesOrderLine as gl')
          .select('gl.id')
          .whereRef('gl.orderId', '=', 'o.id')
          .where('gl.goodsId', '=', goodsId),
      ),
    );
  }
  if (view === 'returnsToInspect') rows = rows.where(sql`o.state`, '=', 'SUBMITTED');
  const selected = applyFilters(
    rows.select((eb) => summaryColumns(eb)),
    filters,
    COLUMNS,
    zone,
  );
  return (await paginate(selected, query, COLUMNS, {
    column: 'o.id',
    direction: 'desc',
  })) as unknown as Page<OrderSummary>;
}

/** A return as the API gives it; 404 outside the caller's scope or for an order that is no return. */
export async function returnDetail(db: Reader, caller: DocumentCaller, id: string): Promise<ReturnDetail> {
  const row = await (await scopedOrders(db, caller))
    .where('o.id', '=', id)
    .where('o.type', '=', 'RETURN')
    .select((eb) => [
      ...summaryColumns(eb),
      ...DETAIL_COLUMNS,
      'o.returnFromWarehouseId',
      'o.defectiveWarehouseId',
      'o.refundCash',
      'o.refundRebate',
      'o.refundCredit',
      eb
        .selectFrom('salesOrder as ro')
        .select('ro.docNo')
        .whereRef('ro.id', '=', 'o.returnOfOrderId')
        .as('returnOfOrderNo'),
    ])
    .executeTakeFirst();
  if (!row) throw notFound();
  const lines = await orderLinesQuery(db, caller.tenantId, id)
    .leftJoin('salesOrderLine as ol', 'ol.id', 'l.returnOfLineId')
    .select([
      'l.acceptedQty',
      'l.damagedQty',
      'l.refundAmount',
      'ol.lineNo as originalLineNo',
      'ol.qty as originalQty',
      'ol.netAmount as originalNetAmount',
    ])
    .execute();
  const state = row.state as ReturnStateName;
  const sellerSide = !caller.customerId || caller.customerId !== row.buyerPartyId;
  const actions = actionsOf(returnMachine).filter(
    (action) =>
      canStart(returnMachine, action, state) &&
      holdsAny(caller, returnMachine.actions[action].codes) &&
      (sellerSide || !SELLER_RETURN_ACTIONS.includes(action)),
  );
  const refund = { cash: row.refundCash, rebate: row.refundRebate, credit: row.refundCredit };
  return {
    ...row,
    lineCount: lines.length,
    expectedDate: row.expectedDate,
    payForm: {
      totalAmount: row.totalAmount,
      totalDiscount: row.totalDiscount,
      totalTax: row.totalTax,
      actualTotalAmount: row.actualTotalAmount,
      cashPayment: row.cashPayment,
      useAvailableCredit: row.useAvailableCredit,
      rebatePayment: row.rebatePayment,
      creditPayment: row.creditPayment,
    },
    // a return freezes nothing: its refund is posted when it is refunded
    creditFrozen: '0.00',
    lines: lines.map(({ originalQty, originalNetAmount, ...line }) => ({
      ...line,
      originalLineNo: line.originalLineNo ?? null,
      originalUnitPrice:
        originalQty && originalNetAmount ? netUnitPrice({ qty: originalQty, netAmount: originalNetAmount }) : null,
    })),
    // the original is `returnOfOrderId` / `returnOfOrderNo`; stock moves are ledger entries of the return itself
    links: [],
    timeline: await timelineOf(db as Database, caller, RETURN_DOC, id),
    actions,
    refund,
    refundAmount: moneyText(moneyUnits(refund.cash) + moneyUnits(refund.rebate) + moneyUnits(refund.credit)),
  } as ReturnDetail;
}

/** Σ qty held by the live returns of each original line (not cancelled or rejected), except `exceptOrderId`. */
export async function qtyOnReturns(
  db: Reader,
  tenantId: string,
  lineIds: readonly string[],
  exceptOrderId?: string,
): Promise<Map<string, string>> {
  if (lineIds.length === 0) return new Map();
  let query = db
    .selectFrom('salesOrderLine as rl')
    .innerJoin('salesOrder as r', 'r.id', 'rl.orderId')
    .select([
      'rl.returnOfLineId',
      // once received, a return holds what the seller accepted (damaged units included)
      sql<string>`sum(case when r.state in ('RECEIVED', 'REFUNDED')
        then coalesce(rl.accepted_qty, 0) else rl.qty end)::text`.as('qty'),
    ])
    .where('rl.tenantId', '=', tenantId)
    .where('rl.returnOfLineId', 'in', lineIds)
    .where('r.isDeleted', '=', 0)
    .where(sql`r.state`, 'not in', RETURN_RELEASED_STATES)
    .groupBy('rl.returnOfLineId');
  if (exceptOrderId) query = query.where('r.id', '<>', exceptOrderId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [String(row.returnOfLineId), row.qty]));
}

/** The original's lines as a return form starts from: delivered lines with what each may still return. */
export async function returnableOf(db: Reader, caller: DocumentCaller, orderId: string): Promise<ReturnableOrder> {
  const order = await (await scopedOrders(db, caller))
    .where('o.id', '=', orderId)
    .where('o.type', '=', 'SALE')
    .select((eb) => [
      'o.id',
      'o.docNo',
      'o.buyerPartyId',
      'o.sellerPartyId',
      'o.state',
      partyName(eb, 'o.buyerPartyId').as('buyerName'),
    ])
    .executeTakeFirst();
  if (!order) throw notFound();
  const lines = await originalLines(db, caller.tenantId, order.id);
  const held = await qtyOnReturns(
    db,
    caller.tenantId,
    lines.map((line) => line.id),
  );
  const confirmed = order.state === 'COMPLETED';
  return {
    orderId: order.id,
    docNo: order.docNo,
    buyerPartyId: order.buyerPartyId,
    buyerName: order.buyerName ?? null,
    sellerPartyId: order.sellerPartyId,
    lines: lines
      .filter((line) => Number(line.qtyDelivered) > 0)
      .map((line) => ({
        lineId: line.id,
        lineNo: line.lineNo,
        goodsId: line.goodsId,
        sku: line.sku,
        goodsName: line.goodsName,
        unit: line.unit,
        qty: line.qty,
        qtyDelivered: line.qtyDelivered,
        qtyReceived: line.qtyReceived,
        qtyReturned: line.qtyReturned,
        returnable: returnableQty(line, held.get(line.id) ?? '0', confirmed),
        netUnitPrice: netUnitPrice(line),
        batchNo: line.batchNo,
      })),
  };
}

/** The lines of an order, with the goods' names. */
export const originalLines = (db: Reader, tenantId: string, orderId: string) =>
  orderLinesQuery(db, tenantId, orderId).execute();
