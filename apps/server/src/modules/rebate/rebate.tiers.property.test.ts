import { computeRebate, type RebateBasis, type RebateCalcMode, type RebateTier } from '@smdp/contracts/rebate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/**
 * A plain reference of domain.md §8's tier maths, in scaled integers (cents, thousandths of a unit,
 * rates in basis points of a hundredth), written the other way round: progressive as the sum of rate
 * steps over each threshold, instead of band by band.
 */
type Scaled = { fromScaled: bigint; rateBp: bigint; perUnitCents: bigint | null };
type ScaledLine = { cents: bigint; milli: bigint };

const roundDiv = (value: bigint, by: bigint) => (value + by / 2n) / by;
const text = (value: bigint, places: number) => {
  const scale = 10n ** BigInt(places);
  const whole = value / scale;
  const part = (value % scale).toString().padStart(places, '0');
  return `${whole}.${part}`;
};

function reference(mode: RebateCalcMode, basis: RebateBasis, tiers: Scaled[], lines: ScaledLine[]) {
  const volumeOf = (line: ScaledLine) => (basis === 'AMOUNT' ? line.cents : line.milli);
  const reachedBy = (volume: bigint) => {
    let index = -1;
    for (let i = 0; i < tiers.length; i++) if (volume > 0n && volume >= (tiers[i] as Scaled).fromScaled) index = i;
    return index;
  };
  /** Cents of one line or volume at one tier, exact in cents × 10^-4 × 10^-3 (rate bp × milli). */
  const earnedCents = (tier: Scaled, cents: bigint, milli: bigint) =>
    tier.perUnitCents !== null ? roundDiv(milli * tier.perUnitCents, 1000n) : roundDiv(cents * tier.rateBp, 10000n);

  const cents = lines.reduce((sum, line) => sum + line.cents, 0n);
  const milli = lines.reduce((sum, line) => sum + line.milli, 0n);
  const volume = basis === 'AMOUNT' ? cents : milli;
  if (mode === 'PER_LINE') {
    let total = 0n;
    for (const line of lines) {
      const index = reachedBy(volumeOf(line));
      if (index >= 0) total += earnedCents(tiers[index] as Scaled, line.cents, line.milli);
    }
    return { accrued: total, tier: null, gap: null };
  }
  const index = reachedBy(volume);
  const next = tiers[index + 1];
  const gap = next ? next.fromScaled - volume : null;
  let accrued = 0n;
  if (mode === 'PROGRESSIVE') {
    // Σ over thresholds of (step in the tier's price) × (volume above the threshold).
    let previousRate = 0n;
    let previousPerUnit = 0n;
    let exact = 0n;
    for (const tier of tiers) {
      const above = volume > tier.fromScaled ? volume - tier.fromScaled : 0n;
      if (basis === 'AMOUNT') exact += (tier.rateBp - previousRate) * above * 1000n;
      else exact += ((tier.perUnitCents ?? 0n) - previousPerUnit) * above * 10000n;
      previousRate = tier.rateBp;
      previousPerUnit = tier.perUnitCents ?? 0n;
    }
    accrued = roundDiv(exact, 10_000_000n);
  } else if (index >= 0) {
    const tier = tiers[index] as Scaled;
    accrued =
      mode === 'PER_UNIT' ? roundDiv(milli * (tier.perUnitCents ?? 0n), 1000n) : earnedCents(tier, cents, milli);
  }
  return { accrued, tier: index >= 0 ? index : null, gap };
}

const tiersFor = (basis: RebateBasis, perUnit: boolean) =>
  fc
    .array(
      fc.record({
        step: fc.integer({ min: basis === 'AMOUNT' ? 1 : 1, max: basis === 'AMOUNT' ? 2_000_000 : 200_000 }),
        rateBp: fc.integer({ min: 0, max: 2000 }),
        perUnitCents: fc.integer({ min: 0, max: 500 }),
      }),
      { minLength: 1, maxLength: 5 },
    )
    .map((raw) => {
      let from = 0n;
      return raw.map((tier, index): Scaled => {
        if (index > 0) from += BigInt(tier.step);
        return {
          fromScaled: from,
          rateBp: BigInt(tier.rateBp),
          perUnitCents: perUnit ? BigInt(tier.perUnitCents) : null,
        };
      });
    });

const linesArb = fc.array(
  fc.record({ cents: fc.integer({ min: 0, max: 5_000_000 }), milli: fc.integer({ min: 0, max: 500_000 }) }),
  { maxLength: 12 },
);

const asTiers = (basis: RebateBasis, tiers: Scaled[]): RebateTier[] =>
  tiers.map((tier) => ({
    from: text(tier.fromScaled, basis === 'AMOUNT' ? 2 : 3),
    rate: text(tier.rateBp, 4),
    perUnit: tier.perUnitCents === null ? null : text(tier.perUnitCents, 2),
  }));

// PROGRESSIVE on an amount basis rates each band by its rate; on a quantity basis by its per-unit amount.
const cases: { mode: RebateCalcMode; basis: RebateBasis; perUnit: boolean }[] = [
  { mode: 'FLAT_TIER', basis: 'AMOUNT', perUnit: false },
  { mode: 'FLAT_TIER', basis: 'QTY', perUnit: false },
  { mode: 'PROGRESSIVE', basis: 'AMOUNT', perUnit: false },
  { mode: 'PROGRESSIVE', basis: 'QTY', perUnit: true },
  { mode: 'PER_UNIT', basis: 'QTY', perUnit: true },
  { mode: 'PER_UNIT', basis: 'AMOUNT', perUnit: true },
  { mode: 'PER_LINE', basis: 'AMOUNT', perUnit: false },
  { mode: 'PER_LINE', basis: 'QTY', perUnit: true },
];

describe('rebate tier maths (domain.md §8) against a plain reference', () => {
  for (const { mode, basis, perUnit } of cases) {
    it(`${mode} on ${basis}`, () => {
      fc.assert(
        fc.property(tiersFor(basis, perUnit), linesArb, (tiers, raw) => {
          const lines = raw.map((line) => ({ cents: BigInt(line.cents), milli: BigInt(line.milli) }));
          const expected = reference(mode, basis, tiers, lines);
          const result = computeRebate({
            mode,
            basis,
            tiers: asTiers(basis, tiers),
            lines: lines.map((line) => ({ amount: text(line.cents, 2), qty: text(line.milli, 3) })),
          });
          expect(result.accruedAmount).toBe(text(expected.accrued, 2));
          expect(result.tierReached).toBe(expected.tier);
          const places = basis === 'AMOUNT' ? 2 : 3;
          expect(result.nextTierGap).toBe(
            expected.gap === null
              ? null
              : expected.gap < 0n
                ? `-${text(-expected.gap, places)}`
                : text(expected.gap, places),
          );
        }),
        { numRuns: 300 },
      );
    });
  }

  it('worked example: 120,000 over tiers 0 / 50,000 / 100,000 at 1 % / 2 % / 3 %', () => {
    const tiers = [
      { from: '0', rate: '0.01' },
      { from: '50000', rate: '0.02' },
      { from: '100000', rate: '0.03' },
    ];
    const lines = [{ amount: '120000.00', qty: '10' }];
    expect(computeRebate({ mode: 'FLAT_TIER', basis: 'AMOUNT', tiers, lines }).accruedAmount).toBe('3600.00');
    // 50,000 × 1 % + 50,000 × 2 % + 20,000 × 3 %
    expect(computeRebate({ mode: 'PROGRESSIVE', basis: 'AMOUNT', tiers, lines }).accruedAmount).toBe('2100.00');
    const below = computeRebate({ mode: 'FLAT_TIER', basis: 'AMOUNT', tiers, lines: [{ amount: '80000', qty: '1' }] });
    expect(below).toEqual({
      basisValue: '80000.00',
      tierReached: 1,
      accruedAmount: '1600.00',
      nextTierGap: '20000.00',
    });
  });
});
