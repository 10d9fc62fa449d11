import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateLots, type CapInput, type CapLot, rebateCapUnits } from './lots.rules';

const DAY = '2026-06-15';
const DEFAULT_RATIO = '0.3';

/**
 * The plain reading of domain.md §8 in decimals: per policy min(its live lots, actual × its ratio, cut
 * to the cent), plus rebate without a lot within actual × the default ratio, within what is usable and
 * the order's total.
 */
function referenceCap(input: CapInput): Decimal {
  const cents = (units: bigint) => new Decimal(units.toString()).dividedBy(100);
  const actual = cents(input.actual);
  const share = (ratio: string) => actual.times(ratio).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const live = input.lots.filter((lot) => lot.expiryDate >= DAY);
  let total = new Decimal(0);
  for (const policyId of new Set(live.map((lot) => lot.policyId))) {
    const own = live.filter((lot) => lot.policyId === policyId);
    const held = own.reduce((sum, lot) => sum.plus(cents(lot.remaining)), new Decimal(0));
    const ratio = Decimal.max(...own.map((lot) => new Decimal(lot.maxUseRatio)));
    total = total.plus(Decimal.min(held, share(ratio.toString())));
  }
  const without = Decimal.max(cents(input.withoutLot), 0);
  total = total.plus(Decimal.min(without, share(DEFAULT_RATIO)));
  const usable = live.reduce((sum, lot) => sum.plus(cents(lot.remaining)), without);
  return Decimal.max(0, Decimal.min(total, usable, actual));
}

const policyRatio = fc.constantFrom('0.1000', '0.2500', '0.3000', '0.5000', '1.0000');
const expiry = fc.constantFrom('2026-06-01', '2026-06-14', DAY, '2026-06-16', '2026-09-30');

/** Lots of 2 or 3 policies, each policy with its own ratio, in expiry order as lotsOf reads them. */
const capInput = fc
  .record({
    ratios: fc.array(policyRatio, { minLength: 2, maxLength: 3 }),
    lots: fc.array(
      fc.record({ policy: fc.nat(2), remaining: fc.integer({ min: 1, max: 500_00 }), expiryDate: expiry }),
      { minLength: 1, maxLength: 8 },
    ),
    withoutLot: fc.integer({ min: -50_00, max: 300_00 }),
    actual: fc.integer({ min: 0, max: 2_000_00 }),
  })
  .map(({ ratios, lots, withoutLot, actual }): CapInput => {
    const capLots: CapLot[] = lots
      .map((lot, index) => {
        const policy = lot.policy % ratios.length;
        return {
          id: String(index + 1),
          policyId: `P${policy}`,
          remaining: BigInt(lot.remaining),
          expiryDate: lot.expiryDate,
          maxUseRatio: ratios[policy] ?? '0.3000',
        };
      })
      .sort((a, b) => a.expiryDate.localeCompare(b.expiryDate) || Number(a.id) - Number(b.id));
    return {
      lots: capLots,
      withoutLot: BigInt(withoutLot),
      day: DAY,
      actual: BigInt(actual),
      defaultRatio: DEFAULT_RATIO,
    };
  });

describe('the rebate cap over lots of several policies (domain.md §8)', () => {
  it('matches the plain reference, and the cap is exactly what the lots can pay', () => {
    fc.assert(
      fc.property(capInput, (input) => {
        const cap = rebateCapUnits(input);
        expect(new Decimal(cap.toString()).dividedBy(100).toFixed(2)).toBe(referenceCap(input).toFixed(2));

        const paid = allocateLots(input, cap);
        if (!paid) throw new Error('the cap itself must be payable');
        const taken = paid.takes.reduce((sum, take) => sum + take.amount, 0n);
        expect(taken + paid.withoutLot).toBe(cap);
        const byId = new Map(input.lots.map((lot) => [lot.id, lot]));
        const perPolicy = new Map<string, bigint>();
        for (const take of paid.takes) {
          const lot = byId.get(take.lotId);
          if (!lot) throw new Error('an unknown lot');
          expect(lot.expiryDate >= DAY).toBe(true);
          expect(take.amount > 0n && take.amount <= lot.remaining).toBe(true);
          perPolicy.set(lot.policyId, (perPolicy.get(lot.policyId) ?? 0n) + take.amount);
        }
        for (const [policyId, amount] of perPolicy) {
          const ratio = input.lots.find((lot) => lot.policyId === policyId)?.maxUseRatio ?? '0';
          const ratios = input.lots.filter((lot) => lot.policyId === policyId).map((lot) => lot.maxUseRatio);
          const largest = ratios.reduce((best, one) => (Number(one) > Number(best) ? one : best), ratio);
          expect(new Decimal(amount.toString()).lte(new Decimal(input.actual.toString()).times(largest))).toBe(true);
        }
        expect(new Decimal(paid.withoutLot.toString()).lte(new Decimal(input.actual.toString()).times(0.3))).toBe(true);
        expect(allocateLots(input, cap + 1n)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    // a 10 % policy expiring first and a 50 % one: 10.00 + 50.00 of an order of 100.00 (one ratio for all gave 50.00)
    {
      lots: [
        ['A', '0.1', 1000_00],
        ['B', '0.5', 1000_00],
      ],
      without: 0,
      actual: 100_00,
      cap: 60_00,
      takes: [10_00, 50_00],
    },
    // the first policy's lots run short of its share: the next policy still pays only its own share
    {
      lots: [
        ['A', '0.5', 5_00],
        ['B', '0.2', 1000_00],
      ],
      without: 0,
      actual: 100_00,
      cap: 25_00,
      takes: [5_00, 20_00],
    },
    // two lots of one policy share its share; rebate without a lot pays within the default 30 %
    {
      lots: [
        ['A', '0.2', 15_00],
        ['A', '0.2', 15_00],
      ],
      without: 100_00,
      actual: 100_00,
      cap: 50_00,
      takes: [15_00, 5_00],
    },
    // shares add up beyond the order: the cap is the order's total
    {
      lots: [
        ['A', '1', 80_00],
        ['B', '1', 80_00],
      ],
      without: 0,
      actual: 100_00,
      cap: 100_00,
      takes: [80_00, 20_00],
    },
  ])('pays $cap of $actual first expiring first, each policy within its share', (row) => {
    const input: CapInput = {
      lots: row.lots.map(([policyId, ratio, remaining], index) => ({
        id: String(index + 1),
        policyId: String(policyId),
        remaining: BigInt(remaining as number),
        expiryDate: `2026-07-0${index + 1}`,
        maxUseRatio: String(ratio),
      })),
      withoutLot: BigInt(row.without),
      day: DAY,
      actual: BigInt(row.actual),
      defaultRatio: DEFAULT_RATIO,
    };
    expect(rebateCapUnits(input)).toBe(BigInt(row.cap));
    expect(allocateLots(input, BigInt(row.cap))?.takes.map((take) => Number(take.amount))).toEqual(row.takes);
  });
});
