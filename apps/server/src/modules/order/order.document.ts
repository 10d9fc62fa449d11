import {
  checkSplit,
  comparePayForm,
  type OrderShipInput,
  type OrderSubmitInput,
  orderCodes,
  orderMachine,
  orderRebateCap,
  type PayFormInput,
} from '@smdp/contracts/order';
import Decimal from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { type ActionHook, type DocumentCaller, defineDocument } from '../../platform/document/define';
import { type CallContext, transition, transitionIn } from '../../platform/document/lifecycle';
import { AppError, badRequest } from '../../platform/http/errors';
import {
  creditTermsOf,
  freezeFunds,
  fundAvailability,
  overdueHoldOf,
  payFrozenFunds,
  refundFunds,
  releaseFunds,
  settledBy,
} from '../fund';
import { releaseStock, reserveStock } from '../stock';
import { holderOf, sourceOf, storedLines, todayIn } from './order.helpers';
import { ORDER_DOCUMENT } from './order.names';
import { type PricedOrderLine, priceCart } from './order.pricing';
import { orderDetail } from './order.queries';
import { consumeRebate, giveBackRebate, rebateTermsOf } from './order.rebate';
import { shipHook, shortCloseHook } from './order.shipping';
import { requireSeller } from './order.sides';

type Hook = ActionHook<'salesOrder', keyof typeof orderMachine.actions>;

/** Refuses the first problem of a priced cart (MOQ, multiple, assortment, price), naming the goods. */
export function refuseProblems(
  problems: readonly { key: Parameters<typeof badRequest>[0]; params?: Record<string, string | number> }[],
) {
  const first = problems[0];
  if (first) throw badRequest(first.key, first.params);
}

/**
 * Prices are frozen: the lines keep what submit priced, written in one statement whatever the number of
 * lines (the figures travel as one JSON array read into the line table's own row type).
 */
async function freezeLinePrices(
  trx: Transaction<DB>,
  orderId: string,
  stored: readonly { id: string; factor: string | null; baseQty: string | null }[],
  lines: readonly PricedOrderLine[],
) {
  const rows = lines.flatMap((line) => {
    const before = stored[line.lineNo - 1];
    if (!before) return [];
    return [
      {
        id: before.id,
        unit_price: line.unitPrice ?? '0',
        price_list_id: line.priceListId,
        discount_amount: line.discountAmount,
        tax_rate: line.taxRate,
        tax_amount: line.taxAmount,
        net_amount: line.netAmount,
        factor: line.factor ?? before.factor,
        base_qty: line.baseQty ?? before.baseQty,
      },
    ];
  });
  if (rows.length === 0) return;
  await sql`update sales_order_line as line set unit_price = priced.unit_price, price_list_id = priced.price_list_id,
      discount_amount = priced.discount_amount, tax_rate = priced.tax_rate, tax_amount = priced.tax_amount,
      net_amount = priced.net_amount, factor = priced.factor, base_qty = priced.base_qty
    from jsonb_populate_recordset(null::sales_order_line, ${JSON.stringify(rows)}::jsonb) as priced
    where line.id = priced.id and line.order_id = ${orderId}`.execute(trx);
}

/**
 * Submit, in the transition's transaction: re-price the lines (prices are frozen from now on),
 * recompute the payForm and compare the buyer's figures (> 0.01 off is refused, naming the figure),
 * check the split, reserve the stock in the ship-from warehouse (one reservation per line), freeze the
 * cash, rebate and credit parts. When the credit part is more than the available credit (checked under
 * the fund accounts' lock), the order goes ON_HOLD instead: stock and cash/rebate held, credit not
 * frozen, a credit request raised for a controller.
 */
function submitHook(client: PayFormInput | undefined): Hook {
  return async ({ trx, caller, row, now, zone }) => {
    const postingDate = todayIn(now, zone);
    const stored = await storedLines(trx, row.id);
    const cart = await priceCart(trx, caller, {
      buyerId: row.buyerPartyId,
      date: postingDate,
      lines: stored.map((line) => ({
        goodsId: line.goodsId,
        unit: line.unit,
        qty: line.qty,
        discountAmount: line.discountAmount,
        isGift: line.isGift,
      })),
    });
    refuseProblems(cart.problems);
    const figures = client ?? {
      totalAmount: row.totalAmount,
      totalDiscount: row.totalDiscount,
      totalTax: row.totalTax,
      actualTotalAmount: row.actualTotalAmount,
      cashPayment: row.cashPayment,
      rebatePayment: row.rebatePayment,
      creditPayment: row.creditPayment,
      useAvailableCredit: row.useAvailableCredit,
    };
    const mismatch = comparePayForm(figures, cart.totals)[0];
    if (mismatch)
      throw badRequest('orderPayFormMismatch', {
        figure: mismatch.field,
        client: mismatch.client,
        server: mismatch.server,
      });
    const holder = holderOf(row);
    // Read once for the split check, the overdue check and the freeze (each would read them again).
    const creditTerms = await creditTermsOf(trx, caller.tenantId, holder, postingDate);
    const availability = await fundAvailability(trx, caller.tenantId, holder, creditTerms);
    // expired rebate lots are not spendable, and the lots' policies set the share rebate may pay
    const actualTotal = cart.totals.actualTotalAmount;
    const rebateTerms = await rebateTermsOf(trx, caller.tenantId, holder, postingDate, actualTotal);
    const rebateSpendable =
      rebateTerms.spendable === null
        ? availability.rebate.available
        : Decimal.min(rebateTerms.spendable, availability.rebate.available).toFixed(2);
    const figuresOf = {
      cash: availability.cash.available,
      rebate: rebateSpendable,
      credit: availability.credit.unlimited ? '999999999999.99' : availability.credit.available,
      rebateCap: rebateTerms.cap,
    };
    const split = {
      cashPayment: new Decimal(figures.cashPayment).toFixed(2),
      rebatePayment: new Decimal(figures.rebatePayment).toFixed(2),
      creditPayment: new Decimal(figures.creditPayment).toFixed(2),
      useAvailableCredit: figures.useAvailableCredit,
    };
    const checked = checkSplit(split, cart.totals.actualTotalAmount, figuresOf, rebateTerms.maxRatio);
    const issue = checked.issues[0];
    if (issue === 'SPLIT_SUM') throw badRequest('orderSplitSum', { actual: cart.totals.actualTotalAmount });
    if (issue === 'NEGATIVE') throw badRequest('orderSplitNegative');
    if (issue === 'REBATE_CAP') {
      throw badRequest('orderRebateCap', { cap: orderRebateCap(actualTotal, figuresOf, rebateTerms.maxRatio) });
    }
    if (issue === 'CASH_SHORT') throw badRequest('orderCashShort', { available: availability.cash.available });
    if (issue === 'CREDIT_NOT_ALLOWED') throw badRequest('orderCreditNotAllowed');

    await freezeLinePrices(trx, row.id, stored, cart.lines);
    await reserveStock(
      trx,
      caller,
      sourceOf(row),
      cart.lines.map((line) => ({
        sourceLine: line.lineNo,
        warehouseId: row.shipFromWarehouseId,
        goodsId: line.goodsId,
        qty: line.baseQty ?? '0',
      })),
    );
    const parts = { cash: split.cashPayment, rebate: split.rebatePayment, credit: split.creditPayment };
    // Overdue debt beyond the creditor's days holds a new order that needs credit, even within the limit.
    const overdue =
      new Decimal(split.creditPayment).gt(0) &&
      (await overdueHoldOf(trx, caller.tenantId, holder, postingDate, creditTerms)).hold;
    let held: 'CREDIT' | 'OVERDUE' | null = overdue ? 'OVERDUE' : null;
    try {
      await freezeFunds(trx, caller, {
        holder,
        source: sourceOf(row),
        parts: overdue ? { ...parts, credit: '0' } : parts,
        postingDate,
        terms: creditTerms,
      });
    } catch (error) {
      // freezeFunds checks under the accounts' lock before it writes anything: a short credit part holds the order.
      if (overdue || !(error instanceof AppError) || error.messageKey !== 'fundCreditNotEnough') throw error;
      await freezeFunds(trx, caller, {
        holder,
        source: sourceOf(row),
        parts: { ...parts, credit: '0' },
        postingDate,
      });
      held = 'CREDIT';
    }
    await consumeRebate(trx, caller, holder, sourceOf(row), split.rebatePayment, postingDate, actualTotal);
    return {
      ...(held
        ? {
            state: 'ON_HOLD' as const,
            holdReason: held,
            creditRequestStatus: 'REQUESTED' as const,
            creditRequestedAt: now,
          }
        : {}),
      totalAmount: cart.totals.totalAmount,
      totalDiscount: cart.totals.totalDiscount,
      totalTax: cart.totals.totalTax,
      actualTotalAmount: cart.totals.actualTotalAmount,
      ...split,
      paymentStatus: 'FROZEN' as const,
      priceFrozenAt: now,
      postingDate,
      submittedBy: caller.userId,
      submittedAt: now,
    };
  };
}

/** Gives back the stock reservation and the frozen funds of an order (reject, cancel before approval). */
async function releaseAll(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  row: { id: string; docNo: string; buyerPartyId: string; sellerPartyId: string; state: string },
  postingDate: string,
) {
  if (row.state === 'DRAFT') return;
  await releaseStock(trx, caller, sourceOf(row));
  await releaseFunds(trx, caller, { holder: holderOf(row), source: sourceOf(row), postingDate });
  await giveBackRebate(trx, caller, holderOf(row), sourceOf(row), null);
}

const hasDelivered = async (trx: Transaction<DB>, orderId: string) => {
  const row = await trx
    .selectFrom('salesOrderLine')
    .select('id')
    .where('orderId', '=', orderId)
    .where('qtyDelivered', '>', '0')
    .executeTakeFirst();
  return row !== undefined;
};

/**
 * The SALE order (domain.md §4). One transaction per move (the kernel's transition): lock -> state,
 * version and scope -> hook (reservations, freezes, payments) -> update -> audit -> timeline -> outbox.
 */
export const orderDocument = defineDocument({
  type: ORDER_DOCUMENT,
  table: 'salesOrder',
  machine: orderMachine,
  codes: { view: [orderCodes.view], delete: [orderCodes.save] },
  scope: { party: 'buyerPartyId' },
  workflow: (row) => ({ actor: row.sellerPartyId, subject: row.buyerPartyId, number: row.docNo }),
  // returns live in the same table with their own machine (return.document.ts): not moved from here
  visible: async (_trx, _caller, row) => row.type === 'SALE',
  removableStates: ['DRAFT'],
  messages: {
    stateInvalid: 'orderStateInvalid',
    reasonRequired: 'orderReasonRequired',
    removeRefused: 'orderRemoveRefused',
  },
  detail: orderDetail,
  hooks: {
    submit: submitHook(undefined),
    approve: async ({ trx, caller, row, now, zone }) => {
      requireSeller(caller, row);
      // cash and rebate are paid now; the credit part stays frozen until the goods ship (order.credit.ts)
      await payFrozenFunds(trx, caller, {
        holder: holderOf(row),
        source: sourceOf(row),
        postingDate: todayIn(now, zone),
      });
      return { paymentStatus: 'PAID' };
    },
    reject: async ({ trx, caller, row, now, zone }) => {
      requireSeller(caller, row);
      await releaseAll(trx, caller, row, todayIn(now, zone));
      return {
        paymentStatus: 'UNPAID',
        creditRequestStatus: row.creditRequestStatus === 'REQUESTED' ? 'NONE' : row.creditRequestStatus,
      };
    },
    cancel: async ({ trx, caller, row, now, zone }) => {
      if (await hasDelivered(trx, row.id)) throw badRequest('orderDelivered');
      const postingDate = todayIn(now, zone);
      if (row.state === 'APPROVED') {
        // Paid already: the stock goes back, the credit still frozen is released and what was paid is
        // refunded in its mix (as the ledger holds it: credit used too, for an order approved before
        // credit waited for the shipment).
        const holder = holderOf(row);
        const { paid } = await settledBy(trx, caller.tenantId, holder, sourceOf(row));
        await releaseStock(trx, caller, sourceOf(row));
        await releaseFunds(trx, caller, { holder, source: sourceOf(row), postingDate });
        await refundFunds(trx, caller, { holder, source: sourceOf(row), parts: paid, postingDate });
        await giveBackRebate(trx, caller, holder, sourceOf(row), paid.rebate);
        return { paymentStatus: 'REFUNDED' };
      }
      await releaseAll(trx, caller, row, postingDate);
      return { paymentStatus: 'UNPAID' };
    },
    ship: shipHook(undefined),
    shortClose: shortCloseHook,
    complete: async () => ({ perReceived: '100.00' }),
    hold: async ({ caller, row, remark }) => {
      requireSeller(caller, row);
      return { holdReason: remark };
    },
    release: async ({ trx, caller, row, remark, now, zone }) => {
      requireSeller(caller, row);
      if (row.creditRequestStatus === 'REQUESTED') {
        // The controller releases a credit block: the credit part is frozen over the limit, the reason logged.
        await freezeFunds(trx, caller, {
          holder: holderOf(row),
          source: sourceOf(row),
          parts: { cash: '0', rebate: '0', credit: row.creditPayment },
          postingDate: todayIn(now, zone),
          overrideCreditLimit: true,
        });
        return {
          holdReason: null,
          creditRequestStatus: 'RELEASED',
          creditReleasedBy: caller.userId,
          creditReleasedAt: now,
          creditReleaseReason: remark,
        };
      }
      return { holdReason: null };
    },
  },
});

/** `ship` with the quantities the seller picked (default: everything still open). */
export function shipOrder(db: Database, caller: DocumentCaller, input: OrderShipInput, context: CallContext) {
  const definition: typeof orderDocument = {
    ...orderDocument,
    hooks: { ...orderDocument.hooks, ship: shipHook(input.lines) },
  };
  return transition(db, definition, caller, 'ship', input, context);
}

/** A PRIMARY order completes when its buyer confirmed receipt of everything shipped (stock's listener). */
export async function completeOrder(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  order: { id: string; version: number },
) {
  await transitionIn(trx, orderDocument, caller, 'complete', order, { zone: 'UTC' });
}

/** `submit` with the payForm the buyer confirmed (compared with the recomputed one). */
export function submitOrder(db: Database, caller: DocumentCaller, input: OrderSubmitInput, context: CallContext) {
  const definition: typeof orderDocument = {
    ...orderDocument,
    hooks: { ...orderDocument.hooks, submit: submitHook(input.payForm) },
  };
  return transition(db, definition, caller, 'submit', input, context);
}
