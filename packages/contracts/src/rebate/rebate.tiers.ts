import Decimal from 'decimal.js';

/**
 * The rebate tier maths of domain.md §8, pure and shared, so the distributor's order screen shows
 * the same "X more to reach the next tier" that the accrual job books. The modes follow OCA
 * agreement_rebate: FLAT_TIER is its section_total (the whole volume at the tier reached),
 * PROGRESSIVE its section_prorated (each band at its own rate), PER_UNIT pays an amount per unit at
 * the tier reached, PER_LINE rates each line on its own volume. Arithmetic is exact (decimal.js);
 * the result is rounded half up to the cent once (per line for PER_LINE).
 */
const D = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP });
const dec = (value: string | null | undefined) =>
  new D(value === null || value === undefined || value === '' ? 0 : value);
const money = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

export const REBATE_CALC_MODES = ['FLAT_TIER', 'PROGRESSIVE', 'PER_UNIT', 'PER_LINE'] as const;
export type RebateCalcMode = (typeof REBATE_CALC_MODES)[number];

export const REBATE_BASES = ['AMOUNT', 'QTY'] as const;
export type RebateBasis = (typeof REBATE_BASES)[number];

/** A tier starts at `from` (inclusive) and ends where the next one starts; tiers are ascending. */
export type RebateTier = {
  from: string;
  /** A decimal fraction of the amount: 0.02 is 2 %. */
  rate?: string | null;
  /** Money per unit of quantity. */
  perUnit?: string | null;
};

/** One shipped line in scope, net of returns and of what was paid with rebate. */
export type RebateBasisLine = { qty: string; amount: string };

export type RebateInput = {
  mode: RebateCalcMode;
  basis: RebateBasis;
  tiers: readonly RebateTier[];
  lines: readonly RebateBasisLine[];
};

export type RebateResult = {
  /** Σ amount or Σ qty, as the basis says. */
  basisValue: string;
  /** Index of the tier the whole basis reached, or null below the first tier (PER_LINE: always null). */
  tierReached: number | null;
  accruedAmount: string;
  /** How much more basis reaches the next tier; null at the top tier and for PER_LINE. */
  nextTierGap: string | null;
};

const basisOf = (basis: RebateBasis, line: RebateBasisLine) => dec(basis === 'AMOUNT' ? line.amount : line.qty);

/** The index of the highest tier whose start the value reaches, or null. */
export function tierIndexFor(tiers: readonly RebateTier[], value: string | Decimal): number | null {
  const reached = new D(value);
  let found: number | null = null;
  tiers.forEach((tier, index) => {
    if (reached.gte(dec(tier.from)) && reached.gt(0)) found = index;
  });
  return found;
}

/** The rebate one line or one volume earns at one tier: the rate on the amount, or per unit on the quantity. */
function earnedAt(tier: RebateTier, amount: Decimal, qty: Decimal): Decimal {
  return tier.perUnit ? qty.times(dec(tier.perUnit)) : amount.times(dec(tier.rate));
}

/**
 * Each band of the basis at its own tier. On an AMOUNT basis the band is money at the band's rate;
 * on a QTY basis it is units at the band's per-unit amount (or the band's share of the amount at its rate).
 */
function progressive(input: RebateInput, basisValue: Decimal, amount: Decimal, qty: Decimal): Decimal {
  return input.tiers.reduce((sum, tier, index) => {
    const start = dec(tier.from);
    const next = input.tiers[index + 1];
    const end = next ? D.min(dec(next.from), basisValue) : basisValue;
    if (end.lte(start)) return sum;
    const band = end.minus(start);
    if (input.basis === 'AMOUNT') return sum.plus(tier.perUnit ? new D(0) : band.times(dec(tier.rate)));
    if (tier.perUnit) return sum.plus(band.times(dec(tier.perUnit)));
    return qty.isZero() ? sum : sum.plus(amount.times(band).dividedBy(qty).times(dec(tier.rate)));
  }, new D(0));
}

export function computeRebate(input: RebateInput): RebateResult {
  const amount = input.lines.reduce((sum, line) => sum.plus(dec(line.amount)), new D(0));
  const qty = input.lines.reduce((sum, line) => sum.plus(dec(line.qty)), new D(0));
  const basisValue = input.basis === 'AMOUNT' ? amount : qty;
  const basisText = input.basis === 'AMOUNT' ? money(basisValue) : basisValue.toFixed(3);

  if (input.mode === 'PER_LINE') {
    const accrued = input.lines.reduce((sum, line) => {
      const index = tierIndexFor(input.tiers, basisOf(input.basis, line));
      const tier = index === null ? undefined : input.tiers[index];
      return tier ? sum.plus(money(earnedAt(tier, dec(line.amount), dec(line.qty)))) : sum;
    }, new D(0));
    return { basisValue: basisText, tierReached: null, accruedAmount: money(accrued), nextTierGap: null };
  }

  const index = tierIndexFor(input.tiers, basisValue);
  const tier = index === null ? undefined : input.tiers[index];
  const next = input.tiers[index === null ? 0 : index + 1];
  const nextTierGap = next ? dec(next.from).minus(basisValue) : null;
  let accrued = new D(0);
  if (input.mode === 'PROGRESSIVE') accrued = progressive(input, basisValue, amount, qty);
  else if (tier && input.mode === 'PER_UNIT') accrued = qty.times(dec(tier.perUnit));
  else if (tier) accrued = earnedAt(tier, amount, qty);
  return {
    basisValue: basisText,
    tierReached: index,
    accruedAmount: money(accrued),
    nextTierGap: nextTierGap === null ? null : input.basis === 'AMOUNT' ? money(nextTierGap) : nextTierGap.toFixed(3),
  };
}
