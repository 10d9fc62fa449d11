import { AGEING_BUCKETS, ageReceivables } from '@smdp/contracts/fund';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Reference: cumulative sums in cents, due dates as day offsets before the as-of date. */
const LIMITS = [0, 30, 60, 90, 120];
const referenceBucket = (daysPast: number) => {
  const index = LIMITS.findIndex((limit) => daysPast <= limit);
  return AGEING_BUCKETS[index === -1 ? LIMITS.length : index];
};

const AS_OF = '2026-03-01';
const dateBefore = (days: number) => new Date(Date.UTC(2026, 2, 1 - days)).toISOString().slice(0, 10);
const text = (cents: number) => (cents / 100).toFixed(2);

describe('receivables ageing by due date (domain.md §7)', () => {
  it('matches a cumulative reference: credits pay the oldest due first; buckets 30/60/90/120', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ cents: fc.integer({ min: 1, max: 10_000_000 }), daysPast: fc.integer({ min: -60, max: 400 }) }),
          {
            maxLength: 20,
          },
        ),
        fc.integer({ min: 0, max: 100_000_000 }),
        (debits, creditCents) => {
          const expected = Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, 0]));
          const oldestFirst = [...debits].sort((a, b) => b.daysPast - a.daysPast);
          let cumulative = 0;
          for (const debit of oldestFirst) {
            cumulative += debit.cents;
            const open = Math.min(debit.cents, Math.max(0, cumulative - creditCents));
            const bucket = referenceBucket(debit.daysPast) as string;
            expected[bucket] = (expected[bucket] ?? 0) + open;
          }
          const result = ageReceivables(
            debits.map((debit) => ({ amount: text(debit.cents), dueDate: dateBefore(debit.daysPast) })),
            text(creditCents),
            AS_OF,
          );
          for (const bucket of AGEING_BUCKETS) expect(result[bucket]).toBe(text(expected[bucket] ?? 0));
          const owed = Math.max(0, debits.reduce((sum, debit) => sum + debit.cents, 0) - creditCents);
          expect(result.total).toBe(text(owed));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('puts the boundaries where a finance person expects them', () => {
    const one = (daysPast: number) =>
      Object.entries(ageReceivables([{ amount: '1.00', dueDate: dateBefore(daysPast) }], '0', AS_OF)).find(
        ([key, value]) => key !== 'total' && value === '1.00',
      )?.[0];
    expect([0, 1, 30, 31, 60, 61, 90, 91, 120, 121].map(one)).toEqual([
      'notDue',
      'd1to30',
      'd1to30',
      'd31to60',
      'd31to60',
      'd61to90',
      'd61to90',
      'd91to120',
      'd91to120',
      'over120',
    ]);
  });
});
