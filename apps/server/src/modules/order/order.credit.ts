import { moneyText, moneyUnits, refundMix } from '@smdp/contracts/order';
import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import { type FundParts, useFrozenCredit } from '../fund';
import { holderOf, sourceOf } from './order.helpers';

type ShippedLine = { qty: string; qtyDelivered: string; netAmount: string };
type OrderRef = { id: string; docNo: string; buyerPartyId: string; sellerPartyId: string };

/** The net value delivered so far: Σ net × delivered / ordered per line (6 decimals, enough for a share). */
export function deliveredValue(lines: readonly ShippedLine[]) {
  const value = (pick: (line: ShippedLine) => Decimal.Value) =>
    lines.reduce((sum, line) => sum.plus(pick(line)), new Decimal(0)).toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
  const done = value((line) =>
    new Decimal(line.qty).isZero()
      ? 0
      : new Decimal(line.netAmount).times(Decimal.min(line.qtyDelivered, line.qty)).dividedBy(line.qty),
  );
  return { done: done.toFixed(6), of: value((line) => line.netAmount).toFixed(6) };
}

/**
 * A shipment of the order posted (ship, or a pick-up's hand-over) and the lines carry their new delivered
 * quantities (`full`: every line is delivered): the shipped share of the credit the order froze becomes credit used, due from this
 * shipment's posting date plus the term in force (domain.md §7). The shipment that completes the order
 * uses all that is still frozen, so rounding never leaves a cent frozen.
 */
export async function useShippedCredit(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  order: OrderRef,
  shipped: { lines: readonly ShippedLine[]; full: boolean; postingDate: string },
) {
  await useFrozenCredit(trx, caller, {
    holder: holderOf(order),
    source: sourceOf(order),
    postingDate: shipped.postingDate,
    ...(shipped.full ? {} : { share: deliveredValue(shipped.lines) }),
  });
}

/**
 * What a short-close gives back of the unshipped value `unshipped`, in the mix the order paid: `paid`
 * (the ledger's payments: cash, rebate, credit already used) plus the credit still frozen. The frozen
 * credit is released whole (no cent stays frozen), credit used beyond it is refunded (an order approved
 * when credit was used on approval), and cash and rebate give back the rest; when the released credit is
 * a cent above its share, cash (then rebate) gives back that cent less, so the whole is `unshipped`.
 */
export function shortCloseParts(
  unshipped: string,
  paid: FundParts,
  frozenCredit: string,
): { release: string; refund: FundParts } {
  const frozen = moneyUnits(frozenCredit);
  const mix = refundMix(unshipped, {
    cashPayment: paid.cash,
    rebatePayment: paid.rebate,
    creditPayment: moneyText(moneyUnits(paid.credit) + frozen),
  });
  let cash = moneyUnits(mix.cash);
  let rebate = moneyUnits(mix.rebate);
  const credit = moneyUnits(mix.credit);
  let over = frozen - credit;
  if (over > 0n) {
    const fromCash = over < cash ? over : cash;
    cash -= fromCash;
    over -= fromCash;
    rebate -= over < rebate ? over : rebate;
  }
  return {
    release: moneyText(frozen),
    refund: {
      cash: moneyText(cash),
      rebate: moneyText(rebate),
      credit: moneyText(credit > frozen ? credit - frozen : 0n),
    },
  };
}
