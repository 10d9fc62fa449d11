import type { PriceSource, ResolvedPrice } from '@smdp/contracts/catalog';
import Decimal from 'decimal.js';

/** A row of a price list: one goods, or every goods of a category and its sub-categories, in one unit. */
export type PriceRow = {
  id: string;
  goodsId: string | null;
  categoryId: string | null;
  unit: string;
  /** Decimal strings, never binary floats. */
  price: string;
  minQty: string;
  /** `yyyy-MM-dd`, inclusive; null: open. */
  validFrom: string | null;
  validTo: string | null;
};

/** One step of the chain: a price list with its rows for the goods asked about. */
export type CandidateList = {
  source: PriceSource;
  id: string;
  active: boolean;
  validFrom: string | null;
  validTo: string | null;
  rows: readonly PriceRow[];
};

export type PriceQuestion = {
  goodsId: string;
  /** Category ids from the product level 1 down to the goods' own category. */
  categoryPath: readonly string[];
  unit: string;
  quantity: string;
  date: string;
};

export const covers = (date: string, from: string | null, to: string | null) =>
  (from === null || from <= date) && (to === null || date <= to);

/**
 * How specific a row is for the goods: the goods itself beats any category, a deeper category beats
 * its parents; null when the row does not price this goods.
 */
export function specificity(row: Pick<PriceRow, 'goodsId' | 'categoryId'>, question: PriceQuestion): number | null {
  if (row.goodsId !== null) return row.goodsId === question.goodsId ? question.categoryPath.length + 1 : null;
  const depth = row.categoryId === null ? -1 : question.categoryPath.indexOf(row.categoryId);
  return depth < 0 ? null : depth + 1;
}

/** A row that may price this question: right goods or category, unit, quantity break and date. */
export function applies(row: PriceRow, question: PriceQuestion): boolean {
  return (
    specificity(row, question) !== null &&
    row.unit === question.unit &&
    new Decimal(row.minQty).lte(question.quantity) &&
    covers(question.date, row.validFrom, row.validTo)
  );
}

/**
 * Orders applicable rows, most specific first: goods before category (deeper category first), then
 * the highest minimum quantity, then the latest start of validity, then the newest row.
 */
export function compareRows(a: PriceRow, b: PriceRow, question: PriceQuestion): number {
  const bySpecificity = (specificity(b, question) ?? 0) - (specificity(a, question) ?? 0);
  if (bySpecificity !== 0) return bySpecificity;
  const byMinQty = new Decimal(b.minQty).comparedTo(a.minQty);
  if (byMinQty !== 0) return byMinQty;
  const byStart = (b.validFrom ?? '').localeCompare(a.validFrom ?? '');
  if (byStart !== 0) return byStart;
  return Math.sign(Number(BigInt(b.id) - BigInt(a.id)));
}

/**
 * The price rule of domain.md §3: the buyer's own list, then its level's default list, then the
 * seller's default list; the first list (active and valid on the date) holding an applicable row
 * gives the price, and within it the most specific row wins. Null when no list prices the goods.
 */
export function resolvePrice(chain: readonly CandidateList[], question: PriceQuestion): ResolvedPrice | null {
  const quantity = new Decimal(question.quantity);
  if (!quantity.isFinite() || quantity.lte(0)) return null;
  for (const list of chain) {
    if (!list.active || !covers(question.date, list.validFrom, list.validTo)) continue;
    const [best] = list.rows.filter((row) => applies(row, question)).sort((a, b) => compareRows(a, b, question));
    if (!best) continue;
    const unitPrice = new Decimal(best.price);
    return {
      source: list.source,
      priceListId: list.id,
      priceListItemId: best.id,
      unitPrice: unitPrice.toFixed(2),
      amount: unitPrice.times(quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    };
  }
  return null;
}
