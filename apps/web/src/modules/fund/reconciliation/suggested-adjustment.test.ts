import { suggestedAdjustment } from '@smdp/contracts/fund';
import { describe, expect, it } from 'vitest';

const lines = [
  { lineNo: 1, debit: '500.00', credit: '0.00' },
  { lineNo: 2, debit: '0.00', credit: '200.00' },
];

describe('suggestedAdjustment', () => {
  it('lowers what the debtor owes by what it claims less on a debit', () => {
    expect(suggestedAdjustment(lines, [{ lineNo: 1, claimedAmount: '450.00' }])).toBe('-50.00');
  });
  it('lowers it by what it claims more on a credit, and adds claims up', () => {
    expect(suggestedAdjustment(lines, [{ lineNo: 2, claimedAmount: '230.00' }])).toBe('-30.00');
    expect(
      suggestedAdjustment(lines, [
        { lineNo: 1, claimedAmount: '520.00' },
        { lineNo: 2, claimedAmount: '230.00' },
      ]),
    ).toBe('-10.00');
  });
  it('ignores a claim on a line the statement does not have', () => {
    expect(suggestedAdjustment(lines, [{ lineNo: 9, claimedAmount: '1.00' }])).toBe('0.00');
  });
});
