import { badRequest, notFound } from '../../platform/http/errors';
import { toUnits } from '../../platform/ledger/decimal';
import type { Decimal } from '../../platform/ledger/define';
import { COST_SCALE, QTY_SCALE } from './stock.ledger';

/** A quantity in thousandths: a non-zero decimal of at most 3 places, else a translated refusal. */
export function qtyUnits(qty: Decimal): bigint {
  const units = unitsOrUndefined(qty, QTY_SCALE);
  if (units === undefined || units === 0n) throw badRequest('stockQtyInvalid');
  return units;
}

/** A positive quantity (a reservation, a release) in thousandths. */
export function positiveQtyUnits(qty: Decimal): bigint {
  const units = qtyUnits(qty);
  if (units < 0n) throw badRequest('stockQtyInvalid');
  return units;
}

/** A unit cost in millionths: a decimal of at least zero with at most 6 places. */
export function costUnits(cost: Decimal): bigint {
  const units = unitsOrUndefined(cost, COST_SCALE);
  if (units === undefined || units < 0n) throw badRequest('stockCostInvalid');
  return units;
}

/** A unit's factor to the base unit in millionths: positive, at most 6 places. */
export function factorUnits(factor: Decimal): bigint {
  const units = unitsOrUndefined(factor, COST_SCALE);
  if (units === undefined || units <= 0n)
    throw badRequest('invalidParameter', { field: 'factor', detail: String(factor) });
  return units;
}

/**
 * A number is read by its shortest decimal text (0.1 -> '0.1'), so one with more places than the scale
 * is refused rather than rounded (the kernel's `toUnits` rounds numbers with `toFixed`).
 */
function unitsOrUndefined(value: Decimal, scale: number): bigint | undefined {
  try {
    return toUnits(typeof value === 'number' ? String(value) : value, scale);
  } catch {
    return undefined;
  }
}

/** An id as the database keeps it; anything else names no row of this tenant, so it is not found. */
export function idOf(id: string | number): string {
  const text = String(id);
  if (!/^[1-9]\d{0,18}$/.test(text)) throw notFound();
  return text;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day 'YYYY-MM-DD' that exists, else a translated refusal naming `field`. */
export function calendarDate(date: string, field: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!CALENDAR_DATE.test(date) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw badRequest('invalidParameter', { field, detail: date });
  }
  return date;
}
