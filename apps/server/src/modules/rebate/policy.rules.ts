import type { RebatePolicyInput, RebateTier } from '@smdp/contracts/rebate';
import Decimal from 'decimal.js';
import { badRequest } from '../../platform/http/errors';

/** The fields an ACTIVE policy keeps as activated (IFS and domain.md §8 lock them on activation). */
export const KEY_FIELDS = [
  'period',
  'dateFrom',
  'dateTo',
  'basis',
  'calcMode',
  'tiers',
  'scopeGoodsIds',
  'scopeCategoryIds',
] as const;

/** Tiers start strictly ascending and each pays something: a rate (AMOUNT basis) or a rate or per unit (QTY). */
export function normalizedTiers(input: Pick<RebatePolicyInput, 'tiers' | 'basis' | 'calcMode'>): RebateTier[] {
  const tiers = input.tiers.map((tier) => ({
    from: new Decimal(tier.from).toFixed(3),
    rate: tier.rate === null || tier.rate === undefined ? null : new Decimal(tier.rate).toFixed(6),
    perUnit: tier.perUnit === null || tier.perUnit === undefined ? null : new Decimal(tier.perUnit).toFixed(2),
  }));
  tiers.forEach((tier, index) => {
    const previous = tiers[index - 1];
    const pays = input.calcMode === 'PER_UNIT' ? tier.perUnit !== null : tier.rate !== null || tier.perUnit !== null;
    if (!pays || (previous && new Decimal(tier.from).lte(previous.from))) throw badRequest('rebateTiersOrder');
    if (input.basis === 'AMOUNT' && tier.rate === null) throw badRequest('rebateTiersOrder');
  });
  return tiers;
}

/** JSON with every object's keys sorted: jsonb gives keys back in its own order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** The key fields an update of an ACTIVE policy would change (none may). */
export function changedKeyFields(
  stored: Record<(typeof KEY_FIELDS)[number], unknown>,
  next: Record<(typeof KEY_FIELDS)[number], unknown>,
): string[] {
  return KEY_FIELDS.filter((field) => !same(stored[field], next[field]));
}
