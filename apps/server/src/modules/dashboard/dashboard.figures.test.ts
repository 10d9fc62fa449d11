import { describe, expect, it } from 'vitest';
import { sumMoney, tierPercent } from './dashboard.figures';

describe('dashboard figures', () => {
  it('adds money in decimals, not floats', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney([])).toBe('0.00');
    expect(sumMoney(['1000000000000.01', '-0.02'])).toBe('999999999999.99');
  });

  it('gives the share of the next tier reached, 100 at the top tier, 0 without tiers', () => {
    expect(tierPercent({ basisValue: '2500', nextTierFrom: '10000', tierReached: 1 })).toBe('25.0');
    expect(tierPercent({ basisValue: '12000', nextTierFrom: null, tierReached: 3 })).toBe('100.0');
    expect(tierPercent({ basisValue: '0', nextTierFrom: null, tierReached: null })).toBe('0.0');
    expect(tierPercent({ basisValue: '1', nextTierFrom: '3', tierReached: null })).toBe('33.3');
  });
});
