import Decimal from 'decimal.js';

/**
 * The cap of an order's rebate part with lots of several policies (domain.md §8:
 * `rebate_payment ≤ min(rebate balance, actual_total × policy.max_use_ratio)`): each policy's live lots
 * pay at most `actual × that policy's ratio`, so the order's cap is the sum over policies of
 * min(the policy's live remainder, actual × ratio). Rebate held without a lot keeps today's rule (the
 * one an order of a buyer without lots has always had): it pays at most `actual × the default ratio`.
 * The whole is bounded by the spendable rebate and by the order's actual total. All amounts in cents.
 */
export type CapLot = { id: string; policyId: string; remaining: bigint; expiryDate: string; maxUseRatio: string };

export type CapInput = {
  /** The holder's lots with something left, first expiring first (the order lots are locked in). */
  lots: readonly CapLot[];
  /** Rebate available with no lot behind it (a settlement posted before lots existed, an adjustment). */
  withoutLot: bigint;
  day: string;
  actual: bigint;
  defaultRatio: string;
};

/** `units × ratio`, rounded down to the cent (as the payForm's cap by ratio). */
export function shareOf(units: bigint, ratio: string): bigint {
  return BigInt(new Decimal(units.toString()).times(ratio).toDecimalPlaces(0, Decimal.ROUND_DOWN).toFixed(0));
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);
const live = (input: CapInput) => input.lots.filter((lot) => lot.expiryDate >= input.day);

/**
 * What each policy may pay of this order: min(its live remainder, actual × its ratio). A policy whose
 * ratio changed between two settlements has lots of both ratios: the largest applies to all of them.
 */
export function policyBudgets(input: CapInput): Map<string, bigint> {
  const pools = new Map<string, { remaining: bigint; ratio: string }>();
  for (const lot of live(input)) {
    const pool = pools.get(lot.policyId) ?? { remaining: 0n, ratio: lot.maxUseRatio };
    pool.remaining += lot.remaining;
    if (new Decimal(lot.maxUseRatio).gt(pool.ratio)) pool.ratio = lot.maxUseRatio;
    pools.set(lot.policyId, pool);
  }
  return new Map(
    [...pools].map(([policyId, pool]) => [policyId, min(pool.remaining, shareOf(input.actual, pool.ratio))]),
  );
}

/** What rebate without a lot may pay of this order. */
export const withoutLotBudget = (input: CapInput) =>
  min(input.withoutLot > 0n ? input.withoutLot : 0n, shareOf(input.actual, input.defaultRatio));

/** The live lots' remainder plus the rebate without a lot: what an order could spend at all today. */
export const usableOf = (input: CapInput) =>
  live(input).reduce((sum, lot) => sum + lot.remaining, 0n) + (input.withoutLot > 0n ? input.withoutLot : 0n);

/** The most rebate an order of `actual` may use. */
export function rebateCapUnits(input: CapInput): bigint {
  const byPolicies = [...policyBudgets(input).values()].reduce((sum, budget) => sum + budget, 0n);
  const cap = min(min(byPolicies + withoutLotBudget(input), usableOf(input)), input.actual);
  return cap > 0n ? cap : 0n;
}

/**
 * Which lots pay `amount`: first expiring first, each policy within its budget, then rebate without a
 * lot within its own. Null when the amount is above the cap.
 */
export function allocateLots(
  input: CapInput,
  amount: bigint,
): { takes: { lotId: string; amount: bigint }[]; withoutLot: bigint } | null {
  if (amount > rebateCapUnits(input)) return null;
  const budgets = policyBudgets(input);
  const takes: { lotId: string; amount: bigint }[] = [];
  let left = amount;
  for (const lot of live(input)) {
    if (left === 0n) break;
    const budget = budgets.get(lot.policyId) ?? 0n;
    const take = min(min(lot.remaining, budget), left);
    if (take === 0n) continue;
    takes.push({ lotId: lot.id, amount: take });
    budgets.set(lot.policyId, budget - take);
    left -= take;
  }
  return { takes, withoutLot: left };
}
