import { randomUUID } from 'node:crypto';
import type { Language } from '@smdp/contracts';
import {
  defaultSplit,
  type Order,
  type OrderDraftInput,
  type OrderQuote,
  type OrderQuoteInput,
  orderRebateCap,
} from '@smdp/contracts/order';
import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { type CallContext, lockDocument, recordCreated } from '../../platform/document/lifecycle';
import { formatNumber, takeNumber } from '../../platform/document/numbering';
import { badRequest, staleVersion } from '../../platform/http/errors';
import { translate } from '../../platform/i18n/messages';
import { fundAvailability } from '../fund';
import { availableByGoods } from '../stock';
import { orderDocument, refuseProblems } from './order.document';
import { todayIn } from './order.helpers';
import { ORDER_DOCUMENT } from './order.names';
import { orderParties, shipFromWarehouse } from './order.parties';
import { type PricedCart, priceCart } from './order.pricing';
import { orderDetail } from './order.queries';
import { rebateTermsOf } from './order.rebate';

/** The next order number: one series per tenant and year (`SO2026-000001`), the year the caller's. */
async function nextOrderNo(trx: Transaction<DB>, tenantId: string, now: Date, zone: string) {
  const year = Number(todayIn(now, zone).slice(0, 4));
  const number = await takeNumber(trx, { tenantId, docType: ORDER_DOCUMENT, owner: '', year });
  return formatNumber(`SO${year}-`, number, 6);
}

/**
 * Drafts an order (no id) or rewrites a draft (id and version), in one transaction: the parties by
 * channel, the ship-from warehouse of the seller, the lines re-priced (MOQ, multiple, assortment and
 * price refusals name the goods), the recomputed totals and the buyer's split as given (checked on submit).
 */
export async function saveOrderDraft(
  db: Database,
  caller: DocumentCaller,
  input: OrderDraftInput,
  context: CallContext,
): Promise<Order> {
  const saved = await db.transaction().execute((trx) => saveOrderDraftIn(trx, caller, input, context));
  return orderDetail(db, caller, saved.id);
}

/** `saveOrderDraft` inside the caller's transaction (the demo seed writes its orders in its own). */
export async function saveOrderDraftIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: OrderDraftInput,
  context: CallContext,
): Promise<{ id: string; version: number }> {
  const now = context.now ?? new Date();
  const parties = await orderParties(trx, caller, input);
  const warehouseId = await shipFromWarehouse(trx, caller, parties, input.shipFromWarehouseId);
  const cart = await priceCart(trx, caller, {
    buyerId: parties.buyerPartyId,
    date: todayIn(now, context.zone),
    lines: input.lines,
  });
  refuseProblems(cart.problems);
  const money = (value: string) => new Decimal(value).toFixed(2);
  const header = {
    channel: input.channel,
    type: 'SALE' as const,
    source: input.source ?? (caller.customerId ? 'PORTAL' : 'BACKOFFICE'),
    buyerPartyId: parties.buyerPartyId,
    sellerPartyId: parties.sellerPartyId,
    // The order is credited to the buyer party's salesperson as it stands when the draft is written (a
    // snapshot, like ship_to: reassigning the party later does not move its orders); none when it has none.
    salespersonId: parties.salespersonId,
    shipFromWarehouseId: warehouseId,
    deliveryMethod: input.deliveryMethod,
    expectedDate: input.expectedDate ?? null,
    shipTo: input.shipTo?.trim() || null,
    remarks: input.remarks?.trim() || null,
    totalAmount: cart.totals.totalAmount,
    totalDiscount: cart.totals.totalDiscount,
    totalTax: cart.totals.totalTax,
    actualTotalAmount: cart.totals.actualTotalAmount,
    cashPayment: money(input.payForm.cashPayment),
    rebatePayment: money(input.payForm.rebatePayment),
    creditPayment: money(input.payForm.creditPayment),
    useAvailableCredit: input.payForm.useAvailableCredit,
  };
  let saved: { id: string; version: number };
  if (input.id) {
    if (input.version === undefined) throw badRequest('invalidParameter', { field: 'version', detail: 'required' });
    const current = await lockDocument(trx, orderDocument, caller, input.id);
    if (current.state !== 'DRAFT') throw badRequest('orderStateInvalid');
    if (current.version !== input.version) throw staleVersion();
    const after = await trx
      .updateTable('salesOrder')
      .set((eb) => ({ ...header, version: eb('version', '+', 1), updateUser: caller.userId, updateTime: now }))
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('salesOrderLine').where('orderId', '=', current.id).execute();
    await recordAudit(
      trx,
      caller,
      { action: 'update', entity: ORDER_DOCUMENT, entityId: current.id, before: current, after },
      context.ip,
    );
    await insertLines(trx, caller, current.id, cart.lines);
    saved = after;
  } else {
    // The number series row is locked from taking the number to the commit, and every new order of the
    // tenant queues on it: the order is written under a provisional number and numbered last, so that
    // only the numbering, the trail and the commit wait in that queue (50 buyers saving at once waited
    // seconds when the lines and the detail were written under the lock).
    const drafted = await trx
      .insertInto('salesOrder')
      .values({
        ...header,
        tenantId: caller.tenantId,
        docNo: `~${randomUUID()}`,
        placedByAccountId: caller.userId,
        createTime: now,
        createUser: caller.userId,
        createDept: caller.deptId,
        updateUser: caller.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertLines(trx, caller, drafted.id, cart.lines);
    const created = await trx
      .updateTable('salesOrder')
      .set({ docNo: await nextOrderNo(trx, caller.tenantId, now, context.zone) })
      .where('id', '=', drafted.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordCreated(trx, orderDocument, caller, created, context.ip);
    saved = created;
  }
  return { id: saved.id, version: saved.version };
}

async function insertLines(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  orderId: string,
  lines: PricedCart['lines'],
): Promise<void> {
  await trx
    .insertInto('salesOrderLine')
    .values(
      lines.map((line) => ({
        tenantId: caller.tenantId,
        orderId,
        lineNo: line.lineNo,
        goodsId: line.goodsId,
        unit: line.unit,
        factor: line.factor ?? '1',
        qty: line.qty,
        baseQty: line.baseQty ?? line.qty,
        unitPrice: line.unitPrice ?? '0',
        priceListId: line.priceListId,
        discountAmount: line.discountAmount,
        taxRate: line.taxRate,
        taxAmount: line.taxAmount,
        netAmount: line.netAmount,
        isGift: line.isGift,
      })),
    )
    .execute();
}

/**
 * Prices a cart without saving: the priced lines (with the ship-from stock available when a warehouse
 * is named), the recomputed payForm with the default split (rebate up to its cap, cash, then credit),
 * the buyer's fund availability with the seller, and the translated reasons it cannot be submitted yet.
 */
export async function quoteOrder(
  db: Database,
  caller: DocumentCaller,
  input: OrderQuoteInput,
  context: { zone: string; lang: Language },
): Promise<OrderQuote> {
  const parties = await orderParties(db, caller, input);
  const cart = await priceCart(db, caller, {
    buyerId: parties.buyerPartyId,
    date: todayIn(new Date(), context.zone),
    lines: input.lines,
  });
  const funds = await fundAvailability(db, caller.tenantId, {
    holderPartyId: parties.buyerPartyId,
    counterpartyPartyId: parties.sellerPartyId,
  });
  const rebateTerms = await rebateTermsOf(
    db,
    caller.tenantId,
    {
      holderPartyId: parties.buyerPartyId,
      counterpartyPartyId: parties.sellerPartyId,
    },
    todayIn(new Date(), context.zone),
    cart.totals.actualTotalAmount,
  );
  const figures = {
    cash: funds.cash.available,
    rebate:
      rebateTerms.spendable === null
        ? funds.rebate.available
        : Decimal.min(rebateTerms.spendable, funds.rebate.available).toFixed(2),
    credit: funds.credit.unlimited ? '999999999999.99' : funds.credit.available,
    rebateCap: rebateTerms.cap,
  };
  // the cap the submit enforces, for this cart's actual total
  const availability = {
    ...figures,
    maxRebateRatio: rebateTerms.maxRatio,
    rebateCap: orderRebateCap(cart.totals.actualTotalAmount, figures, rebateTerms.maxRatio),
  };
  const split = defaultSplit(cart.totals.actualTotalAmount, availability, rebateTerms.maxRatio);
  const warehouseId = input.shipFromWarehouseId;
  const available = warehouseId
    ? await availableByGoods(db, caller, warehouseId, [...new Set(cart.lines.map((line) => line.goodsId))])
    : new Map<string, string>();
  const { creditShort, ...payParts } = split;
  return {
    lines: cart.lines.map(({ lineNo: _no, priceListId: _list, ...line }) => ({
      ...line,
      available: warehouseId ? (available.get(line.goodsId) ?? '0.000') : null,
    })),
    payForm: {
      totalAmount: cart.totals.totalAmount,
      totalDiscount: cart.totals.totalDiscount,
      totalTax: cart.totals.totalTax,
      actualTotalAmount: cart.totals.actualTotalAmount,
      ...payParts,
    },
    availability,
    creditShort,
    problems: cart.problems.map((problem) => translate(problem.key, context.lang, problem.params)),
  };
}
