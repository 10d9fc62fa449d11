/**
 * Decimal strings as exact integers (domain.md §7: never binary floats): money in cents, quantities
 * in thousandths. Only for the screen's own sums; the server recomputes and compares every figure.
 */

const pattern = /^(-)?(\d*)(?:\.(\d*))?$/;

/** A decimal string as an integer of `scale` decimals, rounded half up (away from zero). */
export function toUnits(value: string | null | undefined, scale: number): bigint {
  const match = pattern.exec((value ?? '').trim());
  if (!match || (!match[2] && !match[3])) return 0n;
  const [, sign, whole = '', fraction = ''] = match;
  const kept = `${whole || '0'}${fraction.slice(0, scale).padEnd(scale, '0')}`;
  let units = BigInt(kept);
  if (Number(fraction[scale] ?? '0') >= 5) units += 1n;
  return sign ? -units : units;
}

export function fromUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale ? `.${fraction}` : ''}`;
}

export const cents = (value: string | null | undefined) => toUnits(value, 2);
export const money = (units: bigint) => fromUnits(units, 2);

/** `a / b` rounded half up, for non-negative `a` and positive `b`. */
const divideHalfUp = (a: bigint, b: bigint) => (a * 2n + b) / (2n * b);

export const addMoney = (...values: (string | null | undefined)[]) =>
  money(values.reduce((sum, value) => sum + cents(value), 0n));
export const subMoney = (a: string | null | undefined, b: string | null | undefined) => money(cents(a) - cents(b));

/** Whether `qty` (in base units) is at least `min` and a whole multiple of `multiple` (3 dp). */
export function quantityFits(baseQty: string, min: string, multiple: string): boolean {
  const qty = toUnits(baseQty, 3);
  const step = toUnits(multiple, 3);
  return qty >= toUnits(min, 3) && (step <= 0n || qty % step === 0n);
}

/** quantity × factor as a 3-dp string (the line's quantity in the goods' base unit). */
export function baseQuantity(qty: string, factor: string): string {
  const product = toUnits(qty, 3) * toUnits(factor, 6);
  return fromUnits(divideHalfUp(product < 0n ? -product : product, 1_000_000n), 3);
}

/** a − b for quantities (3 dp), never below zero: what is still open of an ordered quantity. */
export const subQty = (a: string | null | undefined, b: string | null | undefined) => {
  const rest = toUnits(a, 3) - toUnits(b, 3);
  return fromUnits(rest > 0n ? rest : 0n, 3);
};
