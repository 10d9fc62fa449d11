import { refundMix } from './order.payform';

/**
 * Return rules of domain.md §4, pure and shared by server and web: the returnable quantity of an
 * original line and the refund's payment mix. Money is handled in integer cents (bigint), quantities in
 * thousandths: never binary floats.
 */

/** Money parts as decimal strings (2 dp). */
export type RefundParts = { cash: string; rebate: string; credit: string };

/** The original order's payment: what each part paid. */
export type PaidParts = { cashPayment: string; rebatePayment: string; creditPayment: string };

const units = (text: string, scale: number): bigint => {
  const value = text.trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, minus, whole = '0', fraction = ''] = match;
  if (fraction.length > scale && /[1-9]/.test(fraction.slice(scale))) throw new Error(`too many decimals: ${text}`);
  const scaled = BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'));
  return minus ? -scaled : scaled;
};
const text = (value: bigint, scale: number): string => {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const out = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${out}` : out;
};
export const moneyUnits = (value: string) => units(value, 2);
export const moneyText = (value: bigint) => text(value, 2);
export const qtyUnits = (value: string) => units(value, 3);
export const qtyText = (value: bigint) => text(value, 3);
const max = (a: bigint, b: bigint) => (a > b ? a : b);

/**
 * How much of an original line may still be returned: received once the buyer confirmed the receipt
 * (the order COMPLETED), else delivered, minus what non-cancelled, non-rejected returns of the line hold. Never below 0.
 */
export function returnableQty(
  line: { qtyDelivered: string; qtyReceived: string },
  onReturns: string,
  receiptConfirmed: boolean,
): string {
  const basis = qtyUnits(receiptConfirmed ? line.qtyReceived : line.qtyDelivered);
  return qtyText(max(0n, basis - qtyUnits(onReturns)));
}

/**
 * The refund of a line: accepted quantity × the original line's net unit price including tax
 * (net_amount / qty, the discount spread over the units), rounded half up to the cent. The whole line
 * accepted gives back exactly its net amount.
 */
export function lineRefund(original: { qty: string; netAmount: string }, acceptedQty: string): string {
  const qty = qtyUnits(original.qty);
  const accepted = qtyUnits(acceptedQty);
  if (qty <= 0n || accepted <= 0n) return '0.00';
  if (accepted >= qty) return moneyText(moneyUnits(original.netAmount));
  const numerator = moneyUnits(original.netAmount) * accepted;
  return moneyText((numerator * 2n + qty) / (qty * 2n));
}

/** The net unit price including tax of an original line, to the cent (the most a return may charge a unit). */
export function netUnitPrice(original: { qty: string; netAmount: string }): string {
  return lineRefund(original, '1');
}

/**
 * The refund of one return in the original payment mix, after what earlier returns of the same order
 * gave back (`alreadyRefunded`): `refundMix` of the payForm rules over what each part paid and has not
 * had back yet, so no part ever gives back more than it paid, across any number of returns. The parts
 * sum exactly to the refund. Throws when the refund exceeds what was paid and not yet refunded.
 */
export function returnRefundMix(original: PaidParts, refund: string, alreadyRefunded?: RefundParts): RefundParts {
  const done = alreadyRefunded ?? { cash: '0', rebate: '0', credit: '0' };
  const left = (paid: string, back: string) => moneyText(max(0n, moneyUnits(paid) - moneyUnits(back)));
  const remaining = {
    cashPayment: left(original.cashPayment, done.cash),
    rebatePayment: left(original.rebatePayment, done.rebate),
    creditPayment: left(original.creditPayment, done.credit),
  };
  const amount = moneyUnits(refund);
  const total =
    moneyUnits(remaining.cashPayment) + moneyUnits(remaining.rebatePayment) + moneyUnits(remaining.creditPayment);
  if (amount < 0n) throw new Error('a refund is never negative');
  if (amount > total) throw new Error('the refund exceeds what was paid');
  return refundMix(moneyText(amount), remaining);
}

/** Adds refund parts exactly. */
export function addParts(a: RefundParts, b: RefundParts): RefundParts {
  return {
    cash: moneyText(moneyUnits(a.cash) + moneyUnits(b.cash)),
    rebate: moneyText(moneyUnits(a.rebate) + moneyUnits(b.rebate)),
    credit: moneyText(moneyUnits(a.credit) + moneyUnits(b.credit)),
  };
}
