import { describe, expect, it } from 'vitest';
import { addMoney, baseQuantity, quantityFits, subMoney, toUnits } from './money';
import { EMPTY_PAY_FORM, editSplit, remainingFunds, splitCheck, withDefaultSplit } from './pay-form';

const FUNDS = { cash: '100.00', rebate: '30.00', credit: '500.00', maxRebateRatio: '0.1', rebateCap: null };
const payable = (actual: string) => ({ ...EMPTY_PAY_FORM, totalAmount: actual, actualTotalAmount: actual });

describe('money on the screen', () => {
  it('is exact decimal arithmetic', () => {
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(subMoney('100.00', '100.01')).toBe('-0.01');
    expect(toUnits('1.005', 2)).toBe(101n);
    expect(baseQuantity('1', '12')).toBe('12.000');
    expect(quantityFits('12', '6', '6')).toBe(true);
    expect(quantityFits('9', '6', '6')).toBe(false);
    expect(quantityFits('3', '6', '1')).toBe(false);
  });
});

describe('the payForm split', () => {
  it('defaults to rebate up to its cap, then cash, then credit (the contracts rule)', () => {
    expect(withDefaultSplit(payable('250.00'), FUNDS)).toMatchObject({
      rebatePayment: '25.00',
      cashPayment: '100.00',
      creditPayment: '125.00',
      useAvailableCredit: true,
    });
    expect(withDefaultSplit(payable('50.00'), FUNDS)).toMatchObject({
      rebatePayment: '5.00',
      cashPayment: '45.00',
      creditPayment: '0.00',
      useAvailableCredit: false,
    });
  });

  it("keeps the buyer's rebate and cash and lets credit take the rest; without credit, cash takes it", () => {
    const split = withDefaultSplit(payable('250.00'), FUNDS);
    expect(editSplit(split, { cashPayment: '60.00' })).toMatchObject({ cashPayment: '60.00', creditPayment: '165.00' });
    expect(editSplit(split, { rebatePayment: '0' })).toMatchObject({ rebatePayment: '0.00', creditPayment: '150.00' });
    expect(editSplit(split, { useAvailableCredit: false })).toMatchObject({
      cashPayment: '225.00',
      creditPayment: '0.00',
      useAvailableCredit: false,
    });
  });

  it('shows the issues the server would refuse and a credit shortfall', () => {
    const split = withDefaultSplit(payable('250.00'), FUNDS);
    expect(splitCheck(split, FUNDS)).toEqual({ issues: [], creditShort: false });
    expect(splitCheck(editSplit(split, { rebatePayment: '26.00' }), FUNDS).issues).toContain('REBATE_CAP');
    expect(splitCheck(editSplit(split, { useAvailableCredit: false }), FUNDS).issues).toContain('CASH_SHORT');
    expect(splitCheck(editSplit(split, { cashPayment: '300.00' }), FUNDS).issues).toContain('NEGATIVE');
    expect(splitCheck(split, { ...FUNDS, credit: '100.00' }).creditShort).toBe(true);
    expect(splitCheck(split, null)).toEqual({ issues: [], creditShort: false });
  });

  it('tells the banner what the order leaves of each fund', () => {
    const split = withDefaultSplit(payable('250.00'), FUNDS);
    expect(remainingFunds(FUNDS, split)).toEqual({ cash: '0.00', rebate: '5.00', credit: '375.00' });
  });
});
