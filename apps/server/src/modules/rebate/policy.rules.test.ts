import { describe, expect, it } from 'vitest';
import { changedKeyFields, normalizedTiers } from './policy.rules';

describe('policy rules', () => {
  const base = {
    period: 'MONTH',
    dateFrom: '2026-01-01',
    dateTo: '2026-12-31',
    basis: 'AMOUNT',
    calcMode: 'FLAT_TIER',
    tiers: [{ from: '0.000', rate: '0.010000', perUnit: null }],
    scopeGoodsIds: ['1'],
    scopeCategoryIds: [],
  };

  it('names the key fields a change touches, whatever order jsonb gave the keys back in', () => {
    const stored = { ...base, tiers: [{ perUnit: null, rate: '0.010000', from: '0.000' }] };
    expect(changedKeyFields(stored, base)).toEqual([]);
    expect(
      changedKeyFields(stored, { ...base, basis: 'QTY', tiers: [{ from: '0.000', rate: '0.02', perUnit: null }] }),
    ).toEqual(['basis', 'tiers']);
  });

  it('refuses tiers out of order or paying nothing, and normalizes their figures', () => {
    expect(normalizedTiers({ basis: 'AMOUNT', calcMode: 'FLAT_TIER', tiers: [{ from: '0', rate: '0.01' }] })).toEqual([
      { from: '0.000', rate: '0.010000', perUnit: null },
    ]);
    const refused = (tiers: { from: string; rate?: string; perUnit?: string }[], calcMode = 'FLAT_TIER' as const) =>
      expect(() => normalizedTiers({ basis: 'AMOUNT', calcMode, tiers })).toThrow('rebateTiersOrder');
    refused([
      { from: '10', rate: '0.1' },
      { from: '10', rate: '0.2' },
    ]);
    refused([{ from: '0' }]);
    expect(() => normalizedTiers({ basis: 'QTY', calcMode: 'PER_UNIT', tiers: [{ from: '0', rate: '0.1' }] })).toThrow(
      'rebateTiersOrder',
    );
  });
});
