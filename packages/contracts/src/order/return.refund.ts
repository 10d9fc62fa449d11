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
const min = (a: bigint, b: bigint) => (a < b ? a : b);
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
 * Splits a refund in the original payment mix: each part in proportion to what it paid and has not
 * been refunded yet (`alreadyRefunded`), rounded down to the cent, the cents left over going to cash,
 * then rebate, then credit, each within what it paid. The parts sum exactly to the refund and no part
 * gives back more than it paid. Throws when the refund exceeds what was paid and not yet refunded.
 */
export function refundMix(original: PaidParts, refund: string, alreadyRefunded?: RefundParts): RefundParts {
  const paid = [original.cashPayment, original.rebatePayment, original.creditPayment].map(moneyUnits);
  const done = alreadyRefunded
    ? [alreadyRefunded.cash, alreadyRefunded.rebate, alreadyRefunded.credit].map(moneyUnits)
    : [0n, 0n, 0n];
  const left = paid.map((part, index) => max(0n, part - (done[index] ?? 0n)));
  const total = left.reduce((sum, part) => sum + part, 0n);
  const amount = moneyUnits(refund);
  if (amount < 0n) throw new Error('a refund is never negative');
  if (amount > total) throw new Error('the refund exceeds what was paid');
  if (amount === 0n) return { cash: '0.00', rebate: '0.00', credit: '0.00' };
  const parts = left.map((part) => (amount * part) / total);
  let rest = amount - parts.reduce((sum, part) => sum + part, 0n);
  for (const index of [0, 1, 2]) {
    const room = (left[index] ?? 0n) - (parts[index] ?? 0n);
    const add = min(room, rest);
    parts[index] = (parts[index] ?? 0n) + add;
    rest -= add;
  }
  const [cash = 0n, rebate = 0n, credit = 0n] = parts;
  return { cash: moneyText(cash), rebate: moneyText(rebate), credit: moneyText(credit) };
}

/** Adds refund parts exactly. */
export function addParts(a: RefundParts, b: RefundParts): RefundParts {
  return {
    cash: moneyText(moneyUnits(a.cash) + moneyUnits(b.cash)),
    rebate: moneyText(moneyUnits(a.rebate) + moneyUnits(b.rebate)),
    credit: moneyText(moneyUnits(a.credit) + moneyUnits(b.credit)),
  };
}
