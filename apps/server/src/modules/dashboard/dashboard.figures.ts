import type { RebateProgress } from '@smdp/contracts/rebate';
import Decimal from 'decimal.js';

/** The sum of money figures (decimal strings), 2 places; never through binary floats. */
export function sumMoney(values: readonly string[]): string {
  return values.reduce((sum, value) => sum.plus(value), new Decimal(0)).toFixed(2);
}

/**
 * How far a buyer is on a policy, as a percentage: of the next tier's threshold while there is one,
 * 100 once the highest tier is reached, 0 for a policy without tiers reached or to reach.
 */
export function tierPercent(progress: Pick<RebateProgress, 'basisValue' | 'nextTierFrom' | 'tierReached'>): string {
  if (progress.nextTierFrom === null) return progress.tierReached === null ? '0.0' : '100.0';
  const threshold = new Decimal(progress.nextTierFrom);
  if (threshold.lte(0)) return '100.0';
  const percent = new Decimal(progress.basisValue).div(threshold).times(100);
  return Decimal.min(Decimal.max(percent, 0), 100).toFixed(1);
}
