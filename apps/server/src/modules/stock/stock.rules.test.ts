import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageCost,
  type BalanceFigures,
  divideRounded,
  findShortage,
  type StockMove,
  valueMoves,
} from './stock.rules';

const KEYS = ['a', 'b'] as const;

/** A move of one key: up to ±20 pieces in thousandths, a cost up to 9.99 on receipts, some reserved stock consumed. */
const move = (allowNegative: boolean) =>
  fc
    .record({
      key: fc.constantFrom(...KEYS),
      qty: fc.integer({ min: -20_000, max: 20_000 }).filter((qty) => qty !== 0),
      unitCost: fc.option(fc.integer({ min: 0, max: 9_990_000 }), { nil: undefined }),
      consumes: fc.integer({ min: 0, max: 5_000 }),
    })
    .map(
      ({ key, qty, unitCost, consumes }): StockMove => ({
        key,
        qty: BigInt(qty),
        ...(unitCost === undefined ? {} : { unitCost: BigInt(unitCost) }),
        consumes: qty < 0 ? BigInt(Math.min(consumes, -qty)) : 0n,
        allowNegative,
      }),
    );

const balances = fc
  .tuple(fc.integer({ min: 0, max: 30_000 }), fc.integer({ min: 0, max: 30_000 }), fc.integer({ min: 0, max: 10_000 }))
  .map(([onHand, value, reserved]) => {
    const figures: BalanceFigures = {
      onHand: BigInt(onHand),
      reserved: BigInt(Math.min(reserved, onHand)),
      value: BigInt(value),
    };
    return new Map<string, BalanceFigures>(KEYS.map((key) => [key, { ...figures }]));
  });

/** Applies one move to a copy of the balances, as a posting of one line would. */
function apply(state: Map<string, BalanceFigures>, one: StockMove, valueChange: bigint) {
  const balance = state.get(one.key) ?? { onHand: 0n, reserved: 0n, value: 0n };
  state.set(one.key, {
    onHand: balance.onHand + one.qty,
    reserved: balance.reserved - one.consumes,
    value: balance.value + valueChange,
  });
}

describe('stock posting rules (property)', () => {
  it('refuses a posting exactly when one of its lines, posted one at a time in order, would be refused', () => {
    fc.assert(
      fc.property(balances, fc.array(move(false), { minLength: 1, maxLength: 6 }), (start, moves) => {
        const state = new Map([...start].map(([key, figures]) => [key, { ...figures }]));
        let firstRefused: number | undefined;
        for (const [index, one] of moves.entries()) {
          if (findShortage(state, [one])) {
            firstRefused = index;
            break;
          }
          apply(state, one, 0n);
        }
        expect(findShortage(start, moves)?.line).toBe(firstRefused);
      }),
    );
  });

  it('never lets on hand fall below what stays reserved in a warehouse without negative stock', () => {
    fc.assert(
      fc.property(balances, fc.array(move(false), { maxLength: 12 }), (start, moves) => {
        const state = new Map([...start].map(([key, figures]) => [key, { ...figures }]));
        for (const drawn of moves) {
          // A move consumes a reservation, so never more than is reserved.
          const reserved = state.get(drawn.key)?.reserved ?? 0n;
          const one = { ...drawn, consumes: drawn.consumes < reserved ? drawn.consumes : reserved };
          if (findShortage(state, [one])) continue;
          apply(state, one, 0n);
          const balance = state.get(one.key);
          expect(balance && balance.onHand >= balance.reserved && balance.reserved >= 0n).toBe(true);
        }
      }),
    );
  });

  it('values at the moving average: value never below zero, zero once nothing is on hand, the sum of its changes', () => {
    fc.assert(
      fc.property(fc.array(move(false), { maxLength: 15 }), (moves) => {
        const state = new Map<string, BalanceFigures>();
        const totals = new Map<string, bigint>();
        for (const one of moves) {
          const consumed = { ...one, consumes: 0n };
          if (findShortage(state, [consumed])) continue;
          const [valued] = valueMoves(state, [consumed]);
          if (!valued) throw new Error('no value');
          apply(state, consumed, valued.valueChange);
          totals.set(one.key, (totals.get(one.key) ?? 0n) + valued.valueChange);
          const balance = state.get(one.key);
          expect(balance && balance.value >= 0n).toBe(true);
          if (balance?.onHand === 0n) expect(balance.value).toBe(0n);
          expect(balance?.value).toBe(totals.get(one.key));
        }
      }),
    );
  });

  it('values a posting line by line as the same lines posted one at a time', () => {
    fc.assert(
      fc.property(balances, fc.array(move(true), { minLength: 1, maxLength: 6 }), (start, moves) => {
        const state = new Map([...start].map(([key, figures]) => [key, { ...figures }]));
        const oneByOne = moves.map((one) => {
          const [valued] = valueMoves(state, [one]);
          apply(state, one, valued?.valueChange ?? 0n);
          return valued;
        });
        expect(valueMoves(start, moves)).toEqual(oneByOne);
      }),
    );
  });

  it('rounds half away from zero, and takes a receipt without cost at the average', () => {
    expect([divideRounded(5n, 2n), divideRounded(-5n, 2n), divideRounded(4n, 3n), divideRounded(-4n, 3n)]).toEqual([
      3n,
      -3n,
      1n,
      -1n,
    ]);
    const balance = { onHand: 3_000n, reserved: 0n, value: 1_000n };
    expect(averageCost(balance)).toBe(3_333_333n);
    const [receipt] = valueMoves(new Map([['a', balance]]), [
      { key: 'a', qty: 3_000n, consumes: 0n, allowNegative: false },
    ]);
    expect(receipt).toEqual({ valueChange: 1_000n, unitCost: 3_333_333n });
  });
});
