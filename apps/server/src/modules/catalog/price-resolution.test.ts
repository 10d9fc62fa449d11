import type { PriceSource } from '@smdp/contracts/catalog';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applies, type CandidateList, compareRows, covers, type PriceRow, resolvePrice } from './price-resolution';

const GOODS = '100';
const OTHER_GOODS = '101';
const PATH = ['1', '2', '3'];
const UNITS = ['PCS', 'CTN'];

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const dayArb = fc.integer({ min: 0, max: 60 }).map(day);
const money = fc.integer({ min: 0, max: 1_000_000 }).map((cents) => new Decimal(cents).div(100).toFixed(2));
const qty = fc.integer({ min: 0, max: 50_000 }).map((n) => new Decimal(n).div(1000).toFixed(3));

const window = fc
  .tuple(fc.option(fc.integer({ min: 0, max: 60 })), fc.option(fc.integer({ min: 0, max: 60 })))
  .map(([a, b]) => {
    const [from, to] = a !== null && b !== null && a > b ? [b, a] : [a, b];
    return { validFrom: from === null ? null : day(from), validTo: to === null ? null : day(to) };
  });

const target = fc.constantFrom<Pick<PriceRow, 'goodsId' | 'categoryId'>>(
  { goodsId: GOODS, categoryId: null },
  { goodsId: OTHER_GOODS, categoryId: null },
  { goodsId: null, categoryId: '1' },
  { goodsId: null, categoryId: '2' },
  { goodsId: null, categoryId: '3' },
  { goodsId: null, categoryId: '9' },
);

const rowsArb = fc
  .array(fc.record({ target, unit: fc.constantFrom(...UNITS), price: money, minQty: qty, window }), { maxLength: 12 })
  .map((rows) =>
    rows.map(
      (row, index): PriceRow => ({
        id: String(index + 1),
        ...row.target,
        unit: row.unit,
        price: row.price,
        minQty: row.minQty,
        ...row.window,
      }),
    ),
  );

const questionArb = fc.record({
  goodsId: fc.constant(GOODS),
  categoryPath: fc.constant(PATH),
  unit: fc.constantFrom(...UNITS),
  quantity: qty.filter((q) => new Decimal(q).gt(0)),
  date: dayArb,
});

const list = (
  source: PriceSource,
  id: string,
  rows: PriceRow[],
  extra: Partial<CandidateList> = {},
): CandidateList => ({
  source,
  id,
  active: true,
  validFrom: null,
  validTo: null,
  rows,
  ...extra,
});

const winnerOf = (rows: PriceRow[], id: string | undefined) => rows.find((row) => row.id === id);

describe('price resolution (domain.md §3)', () => {
  it('prices from the goods row, the highest quantity break, in cents without float drift', () => {
    const rows: PriceRow[] = [
      {
        id: '1',
        goodsId: null,
        categoryId: '1',
        unit: 'PCS',
        price: '9.00',
        minQty: '0',
        validFrom: null,
        validTo: null,
      },
      {
        id: '2',
        goodsId: GOODS,
        categoryId: null,
        unit: 'PCS',
        price: '0.10',
        minQty: '0',
        validFrom: null,
        validTo: null,
      },
      {
        id: '3',
        goodsId: GOODS,
        categoryId: null,
        unit: 'PCS',
        price: '0.07',
        minQty: '10',
        validFrom: null,
        validTo: null,
      },
    ];
    const question = { goodsId: GOODS, categoryPath: PATH, unit: 'PCS', date: '2026-03-01' };
    expect(resolvePrice([list('BUYER', 'L1', rows)], { ...question, quantity: '3' })).toEqual({
      source: 'BUYER',
      priceListId: 'L1',
      priceListItemId: '2',
      unitPrice: '0.10',
      amount: '0.30',
    });
    expect(resolvePrice([list('BUYER', 'L1', rows)], { ...question, quantity: '10.005' })?.amount).toBe('0.70');
    expect(resolvePrice([list('BUYER', 'L1', rows)], { ...question, quantity: '0' })).toBeNull();
  });

  it('the most specific valid row always wins within a list', () => {
    fc.assert(
      fc.property(rowsArb, questionArb, (rows, question) => {
        const resolved = resolvePrice([list('BUYER', 'L1', rows)], question);
        const candidates = rows.filter((row) => applies(row, question));
        if (!candidates.length) return resolved === null;
        const winner = winnerOf(rows, resolved?.priceListItemId);
        expect(winner).toBeDefined();
        if (!winner) return false;
        expect(applies(winner, question)).toBe(true);
        // No applicable row is more specific (or the same with a higher break, later start, newer id).
        for (const row of candidates) expect(compareRows(winner, row, question)).toBeLessThanOrEqual(0);
        expect(resolved?.unitPrice).toBe(winner.price);
        return true;
      }),
      { numRuns: 500 },
    );
  });

  it('a goods row beats every category row, whatever their breaks and prices', () => {
    fc.assert(
      fc.property(rowsArb, questionArb, money, (rows, question, price) => {
        const goodsRow: PriceRow = {
          id: '999',
          goodsId: GOODS,
          categoryId: null,
          unit: question.unit,
          price,
          minQty: '0',
          validFrom: null,
          validTo: null,
        };
        const categoryRows = rows.filter((row) => row.goodsId === null);
        const resolved = resolvePrice([list('BUYER', 'L1', [...categoryRows, goodsRow])], question);
        expect(resolved?.priceListItemId).toBe('999');
      }),
    );
  });

  it('no date gap returns a price from an expired row or list', () => {
    fc.assert(
      fc.property(rowsArb, questionArb, window, (rows, question, listWindow) => {
        const resolved = resolvePrice([list('SELLER', 'L1', rows, listWindow)], question);
        if (resolved === null) {
          const listValid = covers(question.date, listWindow.validFrom, listWindow.validTo);
          expect(listValid && rows.some((row) => applies(row, question))).toBe(false);
          return;
        }
        const winner = winnerOf(rows, resolved.priceListItemId);
        expect(winner && covers(question.date, winner.validFrom, winner.validTo)).toBe(true);
        expect(covers(question.date, listWindow.validFrom, listWindow.validTo)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('in a gap between two validity periods nothing is priced', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 2, max: 10 }), (start, gap) => {
        const row = (id: string, from: number, to: number): PriceRow => ({
          id,
          goodsId: GOODS,
          categoryId: null,
          unit: 'PCS',
          price: '5.00',
          minQty: '0',
          validFrom: day(from),
          validTo: day(to),
        });
        const rows = [row('1', start, start + 3), row('2', start + 4 + gap, start + 30)];
        const question = { goodsId: GOODS, categoryPath: PATH, unit: 'PCS', quantity: '1' };
        for (let offset = 1; offset <= gap; offset++) {
          expect(resolvePrice([list('BUYER', 'L1', rows)], { ...question, date: day(start + 3 + offset) })).toBeNull();
        }
        expect(resolvePrice([list('BUYER', 'L1', rows)], { ...question, date: day(start + 3) })?.priceListItemId).toBe(
          '1',
        );
      }),
    );
  });

  it('the buyer list, then the level list, then the seller default: the first list with a valid row wins', () => {
    fc.assert(
      fc.property(rowsArb, rowsArb, rowsArb, questionArb, fc.boolean(), (buyer, level, seller, question, active) => {
        const chain = [list('BUYER', 'B', buyer, { active }), list('LEVEL', 'L', level), list('SELLER', 'S', seller)];
        const resolved = resolvePrice(chain, question);
        const priced = (rows: PriceRow[]) => rows.some((row) => applies(row, question));
        const expected = active && priced(buyer) ? 'B' : priced(level) ? 'L' : priced(seller) ? 'S' : null;
        expect(resolved?.priceListId ?? null).toBe(expected);
      }),
    );
  });
});
