import {
  addParts,
  lineRefund,
  moneyText,
  moneyUnits,
  netUnitPrice,
  qtyText,
  returnableQty,
  returnRefundMix,
} from '@smdp/contracts/order';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const cents = fc.bigInt({ min: 0n, max: 10_000_000_00n });
const paid = fc.record({ cash: cents, rebate: cents, credit: cents });
const toPaid = (p: { cash: bigint; rebate: bigint; credit: bigint }) => ({
  cashPayment: moneyText(p.cash),
  rebatePayment: moneyText(p.rebate),
  creditPayment: moneyText(p.credit),
});
const sum = (parts: { cash: string; rebate: string; credit: string }) =>
  moneyUnits(parts.cash) + moneyUnits(parts.rebate) + moneyUnits(parts.credit);

describe('returnRefundMix', () => {
  it('splits exactly, never more than paid in any part', () => {
    fc.assert(
      fc.property(paid, fc.double({ min: 0, max: 1, noNaN: true }), (p, share) => {
        const total = p.cash + p.rebate + p.credit;
        const refund = (total * BigInt(Math.floor(share * 1000))) / 1000n;
        const mix = returnRefundMix(toPaid(p), moneyText(refund));
        expect(sum(mix)).toBe(refund);
        expect(moneyUnits(mix.cash)).toBeGreaterThanOrEqual(0n);
        expect(moneyUnits(mix.rebate)).toBeGreaterThanOrEqual(0n);
        expect(moneyUnits(mix.credit)).toBeGreaterThanOrEqual(0n);
        expect(moneyUnits(mix.cash)).toBeLessThanOrEqual(p.cash);
        expect(moneyUnits(mix.rebate)).toBeLessThanOrEqual(p.rebate);
        expect(moneyUnits(mix.credit)).toBeLessThanOrEqual(p.credit);
      }),
    );
  });

  it('over many returns never gives back more than paid in any part, and refuses past the total', () => {
    fc.assert(
      fc.property(paid, fc.array(fc.bigInt({ min: 0n, max: 5_000_000_00n }), { maxLength: 8 }), (p, refunds) => {
        const original = toPaid(p);
        const total = p.cash + p.rebate + p.credit;
        let done = { cash: '0.00', rebate: '0.00', credit: '0.00' };
        for (const refund of refunds) {
          if (sum(done) + refund > total) {
            expect(() => returnRefundMix(original, moneyText(refund), done)).toThrow();
            continue;
          }
          const mix = returnRefundMix(original, moneyText(refund), done);
          expect(sum(mix)).toBe(refund);
          done = addParts(done, mix);
          expect(moneyUnits(done.cash)).toBeLessThanOrEqual(p.cash);
          expect(moneyUnits(done.rebate)).toBeLessThanOrEqual(p.rebate);
          expect(moneyUnits(done.credit)).toBeLessThanOrEqual(p.credit);
        }
      }),
    );
  });

  it('follows the original proportions', () => {
    expect(returnRefundMix({ cashPayment: '60.00', rebatePayment: '20.00', creditPayment: '20.00' }, '50.00')).toEqual({
      cash: '30.00',
      rebate: '10.00',
      credit: '10.00',
    });
    const tiny = returnRefundMix({ cashPayment: '0.01', rebatePayment: '0.01', creditPayment: '0.01' }, '0.02');
    expect(sum(tiny)).toBe(2n);
    expect(
      returnRefundMix({ cashPayment: '60.00', rebatePayment: '20.00', creditPayment: '20.00' }, '20.00', {
        cash: '30.00',
        rebate: '10.00',
        credit: '10.00',
      }),
    ).toEqual({ cash: '12.00', rebate: '4.00', credit: '4.00' });
  });
});

describe('a return never refunds more than was delivered', () => {
  const line = fc
    .record({
      qty: fc.bigInt({ min: 1n, max: 1_000_000n }),
      net: fc.bigInt({ min: 0n, max: 100_000_000n }),
    })
    .chain(({ qty, net }) =>
      fc.record({
        qty: fc.constant(qty),
        net: fc.constant(net),
        delivered: fc.bigInt({ min: 0n, max: qty }),
        returns: fc.array(fc.bigInt({ min: 1n, max: qty }), { maxLength: 6 }),
      }),
    );

  it('sum of accepted returns stays within delivered, and their refunds within the line net', () => {
    fc.assert(
      fc.property(line, ({ qty, net, delivered, returns }) => {
        const original = { qty: qtyText(qty), netAmount: moneyText(net) };
        const state = { qtyDelivered: qtyText(delivered), qtyReceived: qtyText(delivered) };
        let onReturns = 0n;
        let refunded = 0n;
        for (const wanted of returns) {
          const returnable = BigInt(returnableQty(state, qtyText(onReturns), true).replace('.', ''));
          if (wanted > returnable) continue; // refused by the server
          onReturns += wanted;
          refunded += moneyUnits(lineRefund(original, qtyText(wanted)));
        }
        expect(onReturns).toBeLessThanOrEqual(delivered);
        // rounding per return is half up: at most half a cent per return above the exact share
        const exactShare = (net * onReturns) / qty;
        expect(refunded).toBeLessThanOrEqual(exactShare + BigInt(returns.length));
        expect(returnableQty(state, qtyText(onReturns + 1n), true)).toBe(
          qtyText(delivered - onReturns - 1n < 0n ? 0n : delivered - onReturns - 1n),
        );
      }),
    );
  });

  it('the whole line gives back its net amount; a unit its net unit price', () => {
    expect(lineRefund({ qty: '3.000', netAmount: '100.00' }, '3')).toBe('100.00');
    expect(lineRefund({ qty: '3.000', netAmount: '100.00' }, '1')).toBe('33.33');
    expect(netUnitPrice({ qty: '4', netAmount: '10.00' })).toBe('2.50');
    expect(returnableQty({ qtyDelivered: '5', qtyReceived: '0' }, '2', false)).toBe('3.000');
    expect(returnableQty({ qtyDelivered: '5', qtyReceived: '0' }, '2', true)).toBe('0.000');
    expect(returnableQty({ qtyDelivered: '5', qtyReceived: '4' }, '2', true)).toBe('2.000');
  });
});
