import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DebtorLimit, type DefaultLimit, resolveCreditLimit } from './credit-terms';
import { addDays } from './funds';

const money = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => (cents / 100).toFixed(2));
const defaultLimit: fc.Arbitrary<DefaultLimit> = fc.record({
  creditLimit: money,
  unlimited: fc.boolean(),
  termDays: fc.integer({ min: 0, max: 3650 }),
});
const TODAY = '2026-06-15';
const debtorLimit: fc.Arbitrary<DebtorLimit> = fc.record({
  creditLimit: money,
  tempLimit: money,
  tempValidTo: fc.option(
    fc.integer({ min: -40, max: 40 }).map((days) => addDays(TODAY, days)),
    { nil: null },
  ),
  termDays: fc.integer({ min: 0, max: 3650 }),
  unlimited: fc.boolean(),
});

/** domain.md §7 limit fallback over every combination of set and unset levels. */
describe('credit limit fallback', () => {
  it('takes the first set of debtor, level default, creditor default, else none', () => {
    fc.assert(
      fc.property(
        fc.option(debtorLimit, { nil: null }),
        fc.option(defaultLimit, { nil: null }),
        fc.option(defaultLimit, { nil: null }),
        (debtor, level, creditor) => {
          const resolved = resolveCreditLimit({ debtor, level, creditor }, TODAY);
          const chosen = debtor ?? level ?? creditor;
          expect(resolved.source).toBe(debtor ? 'DEBTOR' : level ? 'LEVEL' : creditor ? 'DEFAULT' : 'NONE');
          expect(resolved.creditLimit).toBe(chosen?.creditLimit ?? '0.00');
          // Unlimited only by the explicit flag of the limit that applies; none set is no credit at all.
          expect(resolved.unlimited).toBe(chosen?.unlimited ?? false);
          expect(resolved.termDays).toBe(chosen?.termDays ?? 0);
          // The temporary limit belongs to the debtor's own limit and counts through its end date.
          const tempCounts = debtor !== null && (debtor.tempValidTo === null || debtor.tempValidTo >= TODAY);
          expect(resolved.tempLimit).toBe(tempCounts ? debtor.tempLimit : '0.00');
        },
      ),
    );
  });

  it('counts a temporary limit on its end day and not the day after', () => {
    const debtor: DebtorLimit = {
      creditLimit: '100.00',
      tempLimit: '50.00',
      tempValidTo: TODAY,
      termDays: 30,
      unlimited: false,
    };
    expect(resolveCreditLimit({ debtor }, TODAY).tempLimit).toBe('50.00');
    expect(resolveCreditLimit({ debtor }, addDays(TODAY, 1)).tempLimit).toBe('0.00');
  });

  it('gives no credit when nothing is set, and a 0 default is no credit, not unlimited', () => {
    expect(resolveCreditLimit({}, TODAY)).toEqual({
      creditLimit: '0.00',
      tempLimit: '0.00',
      unlimited: false,
      termDays: 0,
      source: 'NONE',
    });
    const zero = resolveCreditLimit({ creditor: { creditLimit: '0.00', unlimited: false, termDays: 30 } }, TODAY);
    expect(zero).toMatchObject({ creditLimit: '0.00', unlimited: false, source: 'DEFAULT' });
  });
});
