import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('groups thousands and keeps two decimals', () => {
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney('12500')).toBe('12,500.00');
    expect(formatMoney(-0.5)).toBe('-0.50');
  });

  it("keeps '--' and turns anything non-numeric into 0.00", () => {
    expect(formatMoney('--')).toBe('--');
    for (const value of ['abc', '', null, undefined, Number.NaN, {}]) expect(formatMoney(value)).toBe('0.00');
  });
});
