import { availableActions, type Page, type PageQuery } from '@smdp/contracts';
import {
  ORDER_VIEW_FILTERS,
  ORDER_VIEWS,
  type Order,
  type OrderLine,
  type OrderLink,
  type OrderSummary,
  type OrderView,
  type OrderViewCounts,
  orderMachine,
} from '@smdp/contracts/order';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import type { DocumentCaller } from '../../platform/document/define';
import { timelineOf } from '../../platform/document/timeline';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { goodsName, goodsSku } from '../catalog';
import { partyCode, partyName } from '../customer';
import { frozenBy } from '../fund';
import { warehouseName } from '../store';
import { userRealName } from '../user';
import { holderOf } from './order.helpers';
import { ORDER_DOCUMENT } from './order.names';
import { actionsFor } from './order.sides';

const COLUMNS: ListColumns = {
  docNo: 'o.doc_no',
  state: 'o.state',
  channel: 'o.channel',
  type: 'o.type',
  buyerPartyId: 'o.buyer_party_id',
  sellerPartyId: 'o.seller_party_id',
  salespersonId: 'o.salesperson_id',
  shipFromWarehouseId: 'o.ship_from_warehouse_id',
  createTime: 'o.create_time',
  postingDate: 'o.posting_date',
  actualTotalAmount: 'o.actual_total_amount',
};

/**
 * The orders the caller sees: its tenant, and its data scope over the buyer (a customer's accounts:
 * the orders of its party tree, its purchases and its sub-customers' orders it sells; a narrowed
 * sub-account only those it placed; staff by their roles' data scope). Returns share it.
 */
export async function scopedOrders(db: Kysely<DB>, caller: Caller) {
  return scopedRows(db, caller, 'salesOrder as o', { party: 'o.buyerPartyId' });
}

/** The columns of an order's (or a return's) list row. */
export const summaryColumns = (eb: ExpressionBuilder<DB & { o: DB['salesOrder'] }, 'o'>) =>
  [
    'o.id',
    'o.docNo',
    'o.channel',
    'o.type',
    'o.state',
    'o.source',
    'o.sellerPartyId',
    partyName(eb, 'o.sellerPartyId').as('sellerName'),
    'o.buyerPartyId',
    partyName(eb, 'o.buyerPartyId').as('buyerName'),
    partyCode(eb, 'o.buyerPartyId').as('buyerCode'),
    'o.salespersonId',
    userRealName(eb, 'o.salespersonId').as('salespersonName'),
    'o.shipFromWarehouseId',
    warehouseName(eb, 'o.shipFromWarehouseId').as('shipFromWarehouseName'),
    'o.deliveryMethod',
    sql<string | null>`o.expected_date::text`.as('expectedDate'),
    sql<string | null>`o.posting_date::text`.as('postingDate'),
    'o.deliveryStatus',
    'o.paymentStatus',
    'o.perDelivered',
    'o.perReceived',
    'o.actualTotalAmount',
    sql<number>`(select count(*)::int from sales_order_line l where l.order_id = o.id)`.as('lineCount'),
    'o.version',
    'o.createTime',
    'o.updateTime',
  ] as const;

/** The columns a detail adds to the list row (an order's and a return's alike). */
export const DETAIL_COLUMNS = [
  'o.shipTo',
  'o.remarks',
  'o.placedByAccountId',
  'o.priceFrozenAt',
  'o.holdReason',
  'o.creditRequestStatus',
  'o.creditRequestedAt',
  'o.creditReleasedBy',
  'o.creditReleaseReason',
  'o.returnOfOrderId',
  'o.returnReason',
  'o.totalAmount',
  'o.totalDiscount',
  'o.totalTax',
  'o.cashPayment',
  'o.useAvailableCredit',
  'o.rebatePayment',
  'o.creditPayment',
] as const;

async function visibleOrders(db: Kysely<DB>, caller: Caller) {
  return (await scopedOrders(db, caller)).select((eb) => [...summaryColumns(eb), ...DETAIL_COLUMNS, 'o.amendedFrom']);
}

type Row = Awaited<ReturnType<Awaited<ReturnType<typeof visibleOrders>>['executeTakeFirstOrThrow']>>;

const summaryOf = (row: Row): OrderSummary => ({
  id: row.id,
  docNo: row.docNo,
  channel: row.channel,
  type: row.type,
  state: row.state,
  source: row.source,
  sellerPartyId: row.sellerPartyId,
  sellerName: row.sellerName,
  buyerPartyId: row.buyerPartyId,
  buyerName: row.buyerName,
  buyerCode: row.buyerCode,
  salespersonId: row.salespersonId,
  salespersonName: row.salespersonName ?? null,
  shipFromWarehouseId: row.shipFromWarehouseId,
  shipFromWarehouseName: row.shipFromWarehouseName,
  deliveryMethod: row.deliveryMethod,
  expectedDate: row.expectedDate,
  postingDate: row.postingDate,
  deliveryStatus: row.deliveryStatus,
  paymentStatus: row.paymentStatus,
  perDelivered: row.perDelivered,
  perReceived: row.perReceived,
  actualTotalAmount: row.actualTotalAmount,
  lineCount: Number(row.lineCount ?? 0),
  version: row.version,
  createTime: row.createTime,
  updateTime: row.updateTime,
});

/** Narrows to a saved view (domain.md §4): its type and states. */
function inView<Q extends { where: (...args: never[]) => Q }>(query: Q, view: OrderView | undefined): Q {
  if (!view) return query;
  const { type, states } = ORDER_VIEW_FILTERS[view];
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's where over the aliased order table
  const q = query as any;
  return q.where('o.type', '=', type).where('o.state', 'in', [...states]);
}

export async function listOrders(
  db: Database,
  caller: Caller,
  query: PageQuery & Record<string, unknown> & { view?: OrderView | undefined; goodsId_equal?: string | undefined },
  zone: string,
): Promise<Page<OrderSummary>> {
  let rows = inView(await visibleOrders(db, caller), query.view);
  const goodsId = query.goodsId_equal?.trim();
  if (goodsId) {
    if (!/^\d{1,19}$/.test(goodsId))
      return { records: [], total: 0, size: query.size, current: query.current, pages: 0 };
    rows = rows.where((eb) =>
      eb.exists(
        eb
          .selectFrom('salesOrderLine as gl')
          .select('gl.id')
          .whereRef('gl.orderId', '=', 'o.id')
          .where('gl.goodsId', '=', goodsId),
      ),
    );
  }
  const { goodsId_equal: _goods, view: _view, ...filters } = query;
  const page = await paginate(applyFilters(rows, filters, COLUMNS, zone), filters, COLUMNS, {
    column: 'o.id',
    direction: 'desc',
  });
  return { ...page, records: page.records.map(summaryOf) };
}

/** How many orders each saved view holds for the caller. */
export async function orderViewCounts(db: Database, caller: Caller): Promise<OrderViewCounts> {
  const rows = await (await scopedOrders(db, caller))
    .select(['o.type', 'o.state', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy(['o.type', 'o.state'])
    .execute();
  const counts = Object.fromEntries(ORDER_VIEWS.map((view) => [view, 0])) as OrderViewCounts;
  for (const view of ORDER_VIEWS) {
    const { type, states } = ORDER_VIEW_FILTERS[view];
    counts[view] = rows
      .filter((row) => row.type === type && states.includes(row.state))
      .reduce((sum, row) => sum + Number(row.n), 0);
  }
  return counts;
}

/** One order with its lines, payment breakdown, links, timeline and the caller's actions; else 404. */
export async function orderDetail(db: Database, caller: DocumentCaller, id: string): Promise<Order> {
  if (!/^\d{1,19}$/.test(id)) throw notFound();
  const row = await (await visibleOrders(db, caller)).where('o.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const [lines, timeline, links, frozen] = await Promise.all([
    orderLines(db, caller.tenantId, id),
    timelineOf(db, caller, ORDER_DOCUMENT, id),
    orderLinks(db, caller, row),
    frozenBy(db, caller.tenantId, holderOf(row), { type: ORDER_DOCUMENT, id }),
  ]);
  const side = { buyerPartyId: row.buyerPartyId, sellerPartyId: row.sellerPartyId };
  return {
    ...summaryOf(row),
    shipTo: row.shipTo,
    remarks: row.remarks,
    placedByAccountId: row.placedByAccountId,
    priceFrozenAt: row.priceFrozenAt,
    holdReason: row.holdReason,
    creditRequestStatus: row.creditRequestStatus,
    creditRequestedAt: row.creditRequestedAt,
    creditReleasedBy: row.creditReleasedBy,
    creditReleaseReason: row.creditReleaseReason,
    returnOfOrderId: row.returnOfOrderId,
    returnReason: row.returnReason,
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
    creditFrozen: frozen.credit,
    lines,
    links,
    timeline,
    actions: actionsFor(caller, side, availableActions(orderMachine, row.state, caller.codes)),
  };
}

/**
 * The query of an order's lines with the goods' SKU and name, in line order: the order detail runs it as
 * it is; returns extend it (their original line, the inspection's quantities) and check drafts against it.
 */
export function orderLinesQuery(db: Kysely<DB>, tenantId: string, orderId: string) {
  return db
    .selectFrom('salesOrderLine as l')
    .select([
      'l.id',
      'l.lineNo',
      'l.goodsId',
      (eb) => eb.fn.coalesce(goodsSku(eb, 'l.goodsId'), eb.val('')).as('sku'),
      (eb) => eb.fn.coalesce(goodsName(eb, 'l.goodsId'), eb.val('')).as('goodsName'),
      'l.unit',
      'l.factor',
      'l.qty',
      'l.baseQty',
      'l.unitPrice',
      'l.discountAmount',
      'l.taxRate',
      'l.taxAmount',
      'l.netAmount',
      'l.isGift',
      'l.qtyDelivered',
      'l.qtyReceived',
      'l.qtyReturned',
      'l.returnOfLineId',
      'l.batchNo',
    ])
    .where('l.tenantId', '=', tenantId)
    .where('l.orderId', '=', orderId)
    .orderBy('l.lineNo');
}

export function orderLines(db: Kysely<DB>, tenantId: string, orderId: string): Promise<OrderLine[]> {
  return orderLinesQuery(db, tenantId, orderId).execute();
}

/** Documents linked to the order: the order it amends, its shipments and returns. */
async function orderLinks(db: Kysely<DB>, caller: Caller, row: Row): Promise<OrderLink[]> {
  const links: OrderLink[] = [];
  if (row.amendedFrom) {
    const amended = await db
      .selectFrom('salesOrder')
      .select(['id', 'docNo', 'state'])
      .where('tenantId', '=', caller.tenantId)
      .where('id', '=', row.amendedFrom)
      .executeTakeFirst();
    if (amended) links.push({ type: 'amended', id: amended.id, no: amended.docNo, state: amended.state });
  }
  const shipments = await db
    .selectFrom('salesOrderShipment as s')
    .select(['s.outboundId', 's.outboundNo', 's.receivedInboundId', 's.receivedInboundNo'])
    .where('s.tenantId', '=', caller.tenantId)
    .where('s.orderId', '=', row.id)
    .orderBy('s.id')
    .execute();
  for (const shipment of shipments) {
    links.push({ type: 'outbound', id: shipment.outboundId, no: shipment.outboundNo, state: 'DONE' });
    if (shipment.receivedInboundId) {
      links.push({
        type: 'inbound',
        id: shipment.receivedInboundId,
        no: shipment.receivedInboundNo ?? '',
        state: 'RECEIPT',
      });
    }
  }
  const returns = await db
    .selectFrom('salesOrder')
    .select(['id', 'docNo', 'state'])
    .where('tenantId', '=', caller.tenantId)
    .where('returnOfOrderId', '=', row.id)
    .where('isDeleted', '=', 0)
    .orderBy('id')
    .execute();
  links.push(...returns.map((one) => ({ type: 'return' as const, id: one.id, no: one.docNo, state: one.state })));
  return links;
}
