import {
  addParts,
  lineRefund,
  moneyText,
  moneyUnits,
  qtyText,
  qtyUnits,
  type ReturnAction,
  returnCodes,
  returnMachine,
  returnRefundMix,
  SELLER_RETURN_ACTIONS,
} from '@smdp/contracts/order';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { type DocumentCaller, type DocumentRow, defineDocument } from '../../platform/document/define';
import { AppError, badRequest } from '../../platform/http/errors';
import { refundFunds, settledBy } from '../fund';
import { postStock } from '../stock';
import { ORDER_DOCUMENT } from './order.names';
import { giveBackRebate } from './order.rebate';
import { RETURN_DOC, returnDetail } from './return.queries';

type ReturnRow = DocumentRow<'salesOrder'>;

/** The calendar day of `now` in the caller's zone. */
export const dayIn = (now: Date, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/**
 * The seller's side (the company's staff, or the distributor a sub-customer bought from) approves,
 * rejects, receives and refunds; the buyer's account never does (403). Either side may draft, submit,
 * ship and cancel: the seller often enters a return on the buyer's behalf, as staff do.
 */
export function assertSide(caller: DocumentCaller, row: Pick<ReturnRow, 'buyerPartyId'>, action: ReturnAction) {
  if (caller.customerId && caller.customerId === row.buyerPartyId && SELLER_RETURN_ACTIONS.includes(action)) {
    throw new AppError(403, 'returnSellerOnly');
  }
}

/** What the original order paid per part, and what earlier refunds of its returns gave back. */
export async function paidAndRefunded(trx: Transaction<DB>, tenantId: string, originalId: string, exceptId: string) {
  const original = await trx
    .selectFrom('salesOrder')
    .select(['id', 'state', 'cashPayment', 'rebatePayment', 'creditPayment', 'buyerPartyId', 'sellerPartyId'])
    .where('tenantId', '=', tenantId)
    .where('id', '=', originalId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const refunded = await trx
    .selectFrom('salesOrder')
    .select([
      sql<string>`coalesce(sum(refund_cash), 0)::text`.as('cash'),
      sql<string>`coalesce(sum(refund_rebate), 0)::text`.as('rebate'),
      sql<string>`coalesce(sum(refund_credit), 0)::text`.as('credit'),
    ])
    .where('tenantId', '=', tenantId)
    .where('returnOfOrderId', '=', originalId)
    .where('id', '<>', exceptId)
    .where(sql`state`, '=', 'REFUNDED')
    .executeTakeFirstOrThrow();
  const fix = (value: string) => moneyText(moneyUnits(value));
  let done = { cash: fix(refunded.cash), rebate: fix(refunded.rebate), credit: fix(refunded.credit) };
  if (original.state === 'CLOSED') done = addParts(done, await shortCloseRefund(trx, tenantId, original));
  const paidTotal =
    moneyUnits(original.cashPayment) + moneyUnits(original.rebatePayment) + moneyUnits(original.creditPayment);
  const left = paidTotal - moneyUnits(done.cash) - moneyUnits(done.rebate) - moneyUnits(done.credit);
  return { original, done, left: left < 0n ? 0n : left };
}

/**
 * What the short-close of the original gave back, as the fund ledger holds it (the refunds posted under
 * the order itself, and the credit it released that never became credit used; a return's refunds are
 * posted under the return), so that returns never refund it a second time.
 */
async function shortCloseRefund(
  trx: Transaction<DB>,
  tenantId: string,
  original: { id: string; buyerPartyId: string; sellerPartyId: string },
) {
  const holder = { holderPartyId: original.buyerPartyId, counterpartyPartyId: original.sellerPartyId };
  const { refunded, released } = await settledBy(trx, tenantId, holder, { type: ORDER_DOCUMENT, id: original.id });
  return addParts(refunded, released);
}

/** The planned (on submit) or final (on refund) refund as the payForm of the return row. */
function asPayForm(amount: bigint, mix: { cash: string; rebate: string; credit: string }) {
  return {
    actualTotalAmount: moneyText(amount),
    cashPayment: mix.cash,
    rebatePayment: mix.rebate,
    creditPayment: mix.credit,
    useAvailableCredit: moneyUnits(mix.credit) > 0n,
  };
}

/** A cancelled or rejected return refunds nothing: its planned refund goes to zero. */
const NOTHING_REFUNDED = asPayForm(0n, { cash: '0.00', rebate: '0.00', credit: '0.00' });

/** qty × factor in the base unit, to 3 decimals (half up), in integers: quantities never go through floats. */
const baseOf = (qty: string, factor: string) => {
  const match = /^(\d+)(?:\.(\d{1,6}))?\d*$/.exec(factor.trim());
  if (!match) throw new Error(`not a factor: ${factor}`);
  const micro = BigInt((match[1] ?? '0') + (match[2] ?? '').padEnd(6, '0'));
  return qtyText((qtyUnits(qty) * micro + 500_000n) / 1_000_000n);
};

/** The return's lines with their original line. */
async function linesOf(trx: Transaction<DB>, tenantId: string, returnId: string) {
  return trx
    .selectFrom('salesOrderLine as l')
    .innerJoin('salesOrderLine as ol', 'ol.id', 'l.returnOfLineId')
    .select([
      'l.id',
      'l.lineNo',
      'l.goodsId',
      'l.unit',
      'l.factor',
      'l.qty',
      'l.unitPrice',
      'l.batchNo',
      'l.qtyDelivered',
      'l.acceptedQty',
      'l.damagedQty',
      'l.returnOfLineId',
      'ol.qty as originalQty',
      'ol.netAmount as originalNetAmount',
    ])
    .where('l.tenantId', '=', tenantId)
    .where('l.orderId', '=', returnId)
    .orderBy('l.lineNo')
    .execute();
}

export { baseOf, linesOf };

/**
 * A return (domain.md §4): an Order of type RETURN, in the order tables, seen by the buyer's party tree
 * (the buyer its returns, the seller the returns of the buyers it sells to) and the company's staff by
 * their data scope. `receive` takes the counted quantities and is called by the return routes.
 */
export const returnDocument = defineDocument({
  type: RETURN_DOC,
  table: 'salesOrder',
  machine: returnMachine,
  codes: { view: [returnCodes.view], delete: [returnCodes.delete] },
  scope: { party: 'buyerPartyId' },
  workflow: (row) => ({ actor: row.sellerPartyId, subject: row.buyerPartyId, number: row.docNo }),
  visible: async (_trx, _caller, row) => row.type === 'RETURN',
  removableStates: ['DRAFT'],
  messages: {
    stateInvalid: 'returnStateInvalid',
    reasonRequired: 'returnReasonRequired',
    removeRefused: 'returnRemoveRefused',
  },
  detail: returnDetail,
  hooks: {
    submit: async ({ trx, caller, row, now, zone }) => {
      assertSide(caller, row, 'submit');
      const { original, done, left } = await paidAndRefunded(trx, caller.tenantId, String(row.returnOfOrderId), row.id);
      const asked = moneyUnits(row.totalAmount);
      const planned = asked < left ? asked : left;
      return {
        ...asPayForm(planned, returnRefundMix(original, moneyText(planned), done)),
        submittedBy: caller.userId,
        submittedAt: now,
        priceFrozenAt: now,
        postingDate: dayIn(now, zone),
      };
    },
    approve: async ({ caller, row }) => {
      assertSide(caller, row, 'approve');
      return undefined;
    },
    reject: async ({ caller, row }) => {
      assertSide(caller, row, 'reject');
      return NOTHING_REFUNDED;
    },
    cancel: async ({ caller, row }) => {
      assertSide(caller, row, 'cancel');
      return NOTHING_REFUNDED;
    },
    ship: async ({ trx, caller, row, now, zone }) => {
      assertSide(caller, row, 'ship');
      const lines = await linesOf(trx, caller.tenantId, row.id);
      for (const line of lines) {
        await trx.updateTable('salesOrderLine').set({ qtyDelivered: line.qty }).where('id', '=', line.id).execute();
      }
      if (row.returnFromWarehouseId) {
        await postStock(trx, caller, {
          voucher: { type: `${RETURN_DOC}Out`, id: row.id },
          postingDate: dayIn(now, zone),
          lines: lines.map((line) => ({
            warehouseId: String(row.returnFromWarehouseId),
            goodsId: line.goodsId,
            ...(line.batchNo ? { batch: line.batchNo } : {}),
            qty: `-${baseOf(line.qty, line.factor)}`,
            unit: line.unit,
            factor: line.factor,
          })),
        });
      }
      return { deliveryStatus: 'FULLY_DELIVERED', perDelivered: '100' };
    },
    refund: async ({ trx, caller, row, now, zone }) => {
      assertSide(caller, row, 'refund');
      const originalId = String(row.returnOfOrderId);
      const { original, done, left } = await paidAndRefunded(trx, caller.tenantId, originalId, row.id);
      const lines = await linesOf(trx, caller.tenantId, row.id);
      let total = 0n;
      for (const line of lines) {
        const accepted = line.acceptedQty ?? '0';
        const byOriginal = moneyUnits(
          lineRefund({ qty: line.originalQty, netAmount: line.originalNetAmount }, accepted),
        );
        const byReturn = (moneyUnits(line.unitPrice) * qtyUnits(accepted) * 2n + 1000n) / 2000n;
        const before = await trx
          .selectFrom('salesOrderLine as rl')
          .innerJoin('salesOrder as r', 'r.id', 'rl.orderId')
          .select(sql<string>`coalesce(sum(rl.refund_amount), 0)::text`.as('refunded'))
          .where('rl.tenantId', '=', caller.tenantId)
          .where('rl.returnOfLineId', '=', String(line.returnOfLineId))
          .where('r.id', '<>', row.id)
          .where(sql`r.state`, '=', 'REFUNDED')
          .executeTakeFirstOrThrow();
        const room = moneyUnits(line.originalNetAmount) - moneyUnits(moneyText(moneyUnits(before.refunded)));
        let refund = byOriginal < byReturn ? byOriginal : byReturn;
        if (refund > room) refund = room < 0n ? 0n : room;
        total += refund;
        await trx
          .updateTable('salesOrderLine')
          .set({ refundAmount: moneyText(refund) })
          .where('id', '=', line.id)
          .execute();
      }
      if (total > left) throw badRequest('returnRefundTooMuch', { refund: moneyText(total), left: moneyText(left) });
      const mix = returnRefundMix(original, moneyText(total), done);
      await refundFunds(trx, caller, {
        holder: { holderPartyId: row.buyerPartyId, counterpartyPartyId: row.sellerPartyId },
        source: { type: RETURN_DOC, id: row.id, docNo: row.docNo },
        parts: mix,
        postingDate: dayIn(now, zone),
      });
      // the rebate part goes back to the lots the original order used
      await giveBackRebate(
        trx,
        caller,
        { holderPartyId: row.buyerPartyId, counterpartyPartyId: row.sellerPartyId },
        { type: ORDER_DOCUMENT, id: original.id },
        mix.rebate,
      );
      const refundedNow = left - total;
      await trx
        .updateTable('salesOrder')
        .set({ paymentStatus: refundedNow === 0n ? 'REFUNDED' : 'PARTIALLY_REFUNDED', updateTime: now })
        .where('id', '=', original.id)
        .execute();
      return {
        ...asPayForm(total, mix),
        refundCash: mix.cash,
        refundRebate: mix.rebate,
        refundCredit: mix.credit,
        paymentStatus: 'REFUNDED',
      };
    },
  },
});
