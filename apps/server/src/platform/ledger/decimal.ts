import type { Decimal } from './define';

/**
 * Ledger figures are added in whole units of their scale (bigint), never in floating point:
 * 0.1 + 0.2 must come out as 0.3 in a running quantity.
 */
export function toUnits(value: Decimal, scale: number): bigint {
  const text = typeof value === 'number' ? value.toFixed(scale) : value.trim();
  const match = /^([+-])?(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > scale) throw new Error(`${text} has more than ${scale} decimal places`);
  const units = BigInt(whole + fraction.padEnd(scale, '0'));
  return sign === '-' ? -units : units;
}

/** The decimal text of `units` at `scale`: fromUnits(-1500n, 3) -> '-1.500'. */
export function fromUnits(units: bigint, scale: number): string {
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${units < 0n ? '-' : ''}${whole}${fraction}`;
}
