import { checkSplit, comparePayForm, computePayForm, defaultSplit, rebateCap, refundMix } from '@smdp/contracts/order';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Money texts with 2 places, quantities with 3, rates as the catalog keeps them. */
const cents = (max: number) => fc.integer({ min: 0, max }).map((n) => new Decimal(n).dividedBy(100).toFixed(2));
const qty = fc.integer({ min: 1, max: 999_999 }).map((n) => new Decimal(n).dividedBy(1000).toFixed(3));
const rate = fc.constantFrom('0', '0.06', '0.09', '0.13', '0.17');
const line = fc.record({
  qty,
  unitPrice: cents(10_000_00),
  discountAmount: cents(500_00),
  taxRate: rate,
  isGift: fc.boolean(),
});
const availability = fc.record({ cash: cents(100_000_00), rebate: cents(100_000_00), credit: cents(100_000_00) });
const ratio = fc.constantFrom('0', '0.1', '0.3', '0.5', '1');

const d = (value: string) => new Decimal(value);

describe('payForm rules (domain.md §4), property-based', () => {
  it('totals are the sums of rounded lines; actual = total - discount; nothing negative', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (lines) => {
        const form = computePayForm(lines);
        const sum = (pick: (one: (typeof form.lines)[number]) => string) =>
          form.lines.reduce((acc, one) => acc.plus(pick(one)), new Decimal(0)).toFixed(2);
        expect(form.totalAmount).toBe(sum((one) => one.amount));
        expect(form.totalDiscount).toBe(sum((one) => one.discountAmount));
        expect(form.totalTax).toBe(sum((one) => one.taxAmount));
        expect(form.actualTotalAmount).toBe(d(form.totalAmount).minus(form.totalDiscount).toFixed(2));
        for (const one of form.lines) {
          expect(d(one.netAmount).gte(0)).toBe(true);
          expect(d(one.taxAmount).lte(one.netAmount)).toBe(true);
        }
        lines.forEach((input, index) => {
          if (input.isGift) expect(form.lines[index]?.amount).toBe('0.00');
        });
      }),
      { numRuns: 300 },
    );
  });

  it('the default split: parts sum to actual, each >= 0 and within its limit, rebate -> cash -> credit', () => {
    fc.assert(
      fc.property(cents(1_000_000_00), availability, ratio, (actual, funds, maxRatio) => {
        const split = defaultSplit(actual, funds, maxRatio);
        const parts = [split.cashPayment, split.rebatePayment, split.creditPayment].map(d);
        expect(parts.every((part) => part.gte(0))).toBe(true);
        expect(parts.reduce((a, b) => a.plus(b)).toFixed(2)).toBe(actual);
        expect(d(split.rebatePayment).lte(rebateCap(actual, funds.rebate, maxRatio))).toBe(true);
        expect(d(split.rebatePayment).lte(d(actual).times(maxRatio))).toBe(true);
        expect(d(split.cashPayment).lte(funds.cash)).toBe(true);
        // Credit only takes what cash and rebate (up to its cap) could not.
        if (d(split.creditPayment).gt(0)) {
          expect(split.cashPayment).toBe(d(funds.cash).toFixed(2));
          expect(split.rebatePayment).toBe(rebateCap(actual, funds.rebate, maxRatio));
        }
        expect(split.useAvailableCredit).toBe(d(split.creditPayment).gt(0));
        expect(split.creditShort).toBe(d(split.creditPayment).gt(funds.credit));
        // The default split always passes its own check.
        expect(checkSplit(split, actual, funds, maxRatio).issues).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('a buyer split that breaks a rule is named; one that keeps them passes', () => {
    fc.assert(
      fc.property(cents(100_000_00), availability, ratio, cents(100_000_00), (actual, funds, maxRatio, cash) => {
        const capped = defaultSplit(actual, funds, maxRatio);
        const moved = { ...capped, cashPayment: cash };
        const { issues } = checkSplit(moved, actual, funds, maxRatio);
        const sum = d(cash).plus(capped.rebatePayment).plus(capped.creditPayment);
        expect(issues.includes('SPLIT_SUM')).toBe(!sum.eq(actual));
        expect(issues.includes('CASH_SHORT')).toBe(d(cash).gt(funds.cash));
      }),
      { numRuns: 300 },
    );
  });

  it('a client figure more than 0.01 away from the server is refused, one within 0.01 accepted', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 10 }),
        fc.constantFrom('totalAmount', 'totalDiscount', 'totalTax', 'actualTotalAmount'),
        fc.integer({ min: -500, max: 500 }),
        (lines, field, offCents) => {
          const server = computePayForm(lines);
          const client = { ...server, [field]: d(server[field]).plus(new Decimal(offCents).dividedBy(100)).toFixed(2) };
          const found = comparePayForm(client, server);
          if (Math.abs(offCents) > 1) expect(found.map((one) => one.field)).toEqual([field]);
          else expect(found).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('refund mix, property-based', () => {
  it('parts are >= 0, within what each paid, and add up to the refund (capped at the paid total)', () => {
    fc.assert(
      fc.property(
        cents(1_000_00),
        cents(1_000_00),
        cents(1_000_00),
        cents(4_000_00),
        (cash, rebate, credit, amount) => {
          const mix = refundMix(amount, { cashPayment: cash, rebatePayment: rebate, creditPayment: credit });
          const total = d(cash).plus(rebate).plus(credit);
          const expected = Decimal.min(d(amount), total);
          expect(d(mix.cash).plus(mix.rebate).plus(mix.credit).toFixed(2)).toBe(expected.toFixed(2));
          expect(d(mix.cash).gte(0) && d(mix.cash).lte(cash)).toBe(true);
          expect(d(mix.rebate).gte(0) && d(mix.rebate).lte(rebate)).toBe(true);
          expect(d(mix.credit).gte(0) && d(mix.credit).lte(credit)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
