import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { Database } from '../db/database';
import { AppError } from '../http/errors';
import { fromUnits, toUnits } from './decimal';
import { checkInvariants } from './invariant-check';
import { createTestLedgerTables, testMoney, testStock } from './ledger-test-tables';
import { setLockDate } from './period-lock';
import { type LedgerLine, type Posting, post, type Voucher } from './post';
import { reverse } from './reverse';

type StockPosting = Omit<Posting<typeof testStock>, 'voucher'> & { voucherId?: number };

describe('ledger kernel: post, reverse, period lock, invariant check', () => {
  let t: TestApp;
  let db: Database;
  let nextVoucher = 1;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    await createTestLedgerTables(db);
  });
  afterAll(() => t.close());

  const key = (warehouseId: number, goodsId: number, batchNo = '') => ({ warehouseId, goodsId, batchNo });
  const line = (k: ReturnType<typeof key>, qty: string, value = '0'): LedgerLine<typeof testStock> => ({
    key: k,
    change: { qtyChange: qty, valueChange: value },
  });
  const postStock = (tenantId: string, { voucherId = nextVoucher++, ...posting }: StockPosting) =>
    db
      .transaction()
      .execute((trx) => post(trx, testStock, { voucher: { tenantId, type: 'test', id: voucherId }, ...posting }));
  const reverseStock = (voucher: Voucher, postingDate: string) =>
    db.transaction().execute((trx) => reverse(trx, testStock, { voucher, postingDate }));
  const onHand = async (tenantId: string, k: ReturnType<typeof key>) => {
    const row = await sql<{ onHand: string }>`select on_hand::text as on_hand from ledger_test_balance
      where tenant_id = ${tenantId} and warehouse_id = ${k.warehouseId} and goods_id = ${k.goodsId} and batch_no = ${k.batchNo}`.execute(
      db,
    );
    return row.rows[0]?.onHand;
  };
  const entryCount = async (tenantId: string) =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from ledger_test_entry where tenant_id = ${tenantId}`.execute(db))
        .rows[0]?.n,
    );
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  it('appends entries with running figures after each line and moves the balances', async () => {
    const a = key(1, 10);
    const b = key(1, 11, 'B1');
    const first = await postStock('t-run', { postingDate: '2026-01-02', lines: [line(a, '5', '50'), line(b, '2.5')] });
    const second = await postStock('t-run', {
      postingDate: '2026-01-03',
      lines: [line(a, '-1.250', '-12.5'), line(a, '0.1'), line(a, '0.2')],
    });
    expect(first.map((entry) => entry.after)).toEqual([
      { qtyChange: '5.000', valueChange: '50.00' },
      { qtyChange: '2.500', valueChange: '0.00' },
    ]);
    expect(second.map((entry) => entry.after.qtyChange)).toEqual(['3.750', '3.850', '4.050']);
    expect(second.map((entry) => entry.voucherLine)).toEqual([1, 2, 3]);
    expect(Number(second[0]?.id)).toBeGreaterThan(Number(first[1]?.id));
    expect(await onHand('t-run', a)).toBe('4.050');
    expect(await onHand('t-run', b)).toBe('2.500');
    expect(await checkInvariants(db, testStock, { tenantId: 't-run' })).toEqual([]);
  });

  it('refuses a line that takes a non-negative figure below zero, and writes nothing of the voucher', async () => {
    const a = key(2, 10);
    const b = key(2, 11);
    await postStock('t-neg', { postingDate: '2026-01-02', lines: [line(a, '3'), line(b, '1')] });
    const error = await refusal(
      postStock('t-neg', { postingDate: '2026-01-03', lines: [line(b, '-1'), line(a, '-2'), line(a, '-1.5')] }),
    );
    expect(error.messageKey).toBe('ledgerBelowZero');
    expect(error.params).toEqual({ balance: '1.000', needed: '1.500' });
    expect(await entryCount('t-neg')).toBe(2);
    expect([await onHand('t-neg', a), await onHand('t-neg', b)]).toEqual(['3.000', '1.000']);
    // The value figure may go below zero; the caller may let the quantity do so too.
    await postStock('t-neg', { postingDate: '2026-01-03', lines: [line(b, '0', '-5')] });
    await postStock('t-neg', { postingDate: '2026-01-03', allowNegative: true, lines: [line(b, '-4')] });
    expect(await onHand('t-neg', b)).toBe('-3.000');
    // A balance below zero still takes receipts.
    await postStock('t-neg', { postingDate: '2026-01-04', lines: [line(b, '1')] });
    expect(await checkInvariants(db, testStock, { tenantId: 't-neg' })).toEqual([]);
  });

  it('reverses a voucher once, with mirror entries linked by reversal_of', async () => {
    const a = key(3, 10);
    await postStock('t-rev', { voucherId: 900, postingDate: '2026-01-02', lines: [line(a, '7', '70')] });
    await postStock('t-rev', {
      voucherId: 901,
      postingDate: '2026-01-03',
      lines: [{ ...line(a, '-2', '-20'), extra: { unitCost: '10' } }, line(a, '-1', '-10')],
    });
    const voucher = { tenantId: 't-rev', type: 'test', id: 901 };
    const mirrors = await reverseStock(voucher, '2026-01-04');
    expect(mirrors.map((entry) => entry.after.qtyChange)).toEqual(['6.000', '7.000']);
    const rows = await sql<{ qtyChange: string; reversalOf: string | null; unitCost: string | null }>`
      select qty_change::text, reversal_of::text, unit_cost::text from ledger_test_entry
      where tenant_id = 't-rev' and voucher_id = 901 order by id`.execute(db);
    expect(rows.rows.map((row) => [row.qtyChange, row.reversalOf !== null, row.unitCost])).toEqual([
      ['-2.000', false, '10.000000'],
      ['-1.000', false, null],
      ['2.000', true, '10.000000'],
      ['1.000', true, null],
    ]);
    const again = await refusal(reverseStock(voucher, '2026-01-05'));
    expect(again.messageKey).toBe('ledgerAlreadyReversed');
    const nothing = await refusal(reverseStock({ ...voucher, id: 1234 }, '2026-01-05'));
    expect(nothing.messageKey).toBe('ledgerNothingToReverse');
    expect(await onHand('t-rev', a)).toBe('7.000');
    expect(await checkInvariants(db, testStock, { tenantId: 't-rev' })).toEqual([]);
  });

  it('refuses to reverse a receipt whose stock has left', async () => {
    const a = key(4, 10);
    await postStock('t-rev2', { voucherId: 910, postingDate: '2026-01-02', lines: [line(a, '5')] });
    await postStock('t-rev2', { voucherId: 911, postingDate: '2026-01-02', lines: [line(a, '-4')] });
    const error = await refusal(reverseStock({ tenantId: 't-rev2', type: 'test', id: 910 }, '2026-01-03'));
    expect(error.messageKey).toBe('ledgerBelowZero');
    expect(await entryCount('t-rev2')).toBe(2);
  });

  it('refuses postings dated on or before the lock date of the tenant or the party', async () => {
    const a = key(5, 10);
    await postStock('t-lock', { voucherId: 920, postingDate: '2026-01-31', lines: [line(a, '5')] });
    await setLockDate(db, { tenantId: 't-lock', ledger: testStock.name }, '2026-01-31');
    const locked = await refusal(postStock('t-lock', { postingDate: '2026-01-31', lines: [line(a, '1')] }));
    expect(locked.messageKey).toBe('ledgerPeriodLocked');
    expect(locked.params).toEqual({ date: '2026-01-31' });
    await postStock('t-lock', { postingDate: '2026-02-01', lines: [line(a, '1')] });
    const reversal = await refusal(reverseStock({ tenantId: 't-lock', type: 'test', id: 920 }, '2026-01-15'));
    expect(reversal.messageKey).toBe('ledgerPeriodLocked');

    await setLockDate(db, { tenantId: 't-lock', ledger: testStock.name, party: '77' }, '2026-02-28');
    expect(
      (await refusal(postStock('t-lock', { postingDate: '2026-02-10', party: '77', lines: [line(a, '1')] }))).params,
    ).toEqual({
      date: '2026-02-28',
    });
    await postStock('t-lock', { postingDate: '2026-02-10', party: '78', lines: [line(a, '1')] });
    // Another ledger and another tenant have their own lock dates.
    await postStock('t-lock2', { postingDate: '2026-01-10', lines: [line(a, '1')] });
    expect(await entryCount('t-lock')).toBe(3);
  });

  it('reports drift injected by hand: the entry whose running figure is wrong and the balance row', async () => {
    const a = key(6, 10);
    const b = key(6, 11);
    await postStock('t-drift', { postingDate: '2026-01-02', lines: [line(a, '5'), line(b, '2'), line(a, '1')] });
    expect(await checkInvariants(db, testStock, { tenantId: 't-drift' })).toEqual([]);
    await sql`update ledger_test_entry set qty_after = 99 where tenant_id = 't-drift' and voucher_line = 3`.execute(db);
    await sql`update ledger_test_balance set on_hand = 3 where tenant_id = 't-drift' and goods_id = 11`.execute(db);
    const drift = await checkInvariants(db, testStock, { tenantId: 't-drift' });
    expect(
      drift.map(({ entryId: _, ...rest }) => ({ ...rest, expected: Number(rest.expected), found: Number(rest.found) })),
    ).toEqual([
      {
        kind: 'entry',
        tenantId: 't-drift',
        key: { warehouseId: '6', goodsId: '10', batchNo: '' },
        figure: 'qtyChange',
        expected: 6,
        found: 99,
      },
      {
        kind: 'balance',
        tenantId: 't-drift',
        key: { warehouseId: '6', goodsId: '11', batchNo: '' },
        figure: 'qtyChange',
        expected: 2,
        found: 3,
      },
    ]);
    expect(drift[0]?.entryId).toMatch(/^\d+$/);
    // Balances are a cache: a balance row deleted by hand is drift too.
    await sql`delete from ledger_test_balance where tenant_id = 't-drift' and goods_id = 10`.execute(db);
    const missing = await checkInvariants(db, testStock, { tenantId: 't-drift' });
    expect(
      missing.filter((row) => row.kind === 'balance' && row.found === null && row.figure === 'qtyChange'),
    ).toHaveLength(1);
  });

  it('declares a money ledger in a few lines: one figure per party and account, allowed below zero', async () => {
    const voucher = { tenantId: 't-money', type: 'payment', id: 1 };
    const posted = await db.transaction().execute((trx) =>
      post(trx, testMoney, {
        voucher,
        postingDate: '2026-03-01',
        lines: [
          { key: { partyId: 5, account: 'cash' }, change: { amount: '100.10' } },
          { key: { partyId: 5, account: 'credit' }, change: { amount: '-250' } },
        ],
      }),
    );
    expect(posted.map((entry) => entry.after.amount)).toEqual(['100.10', '-250.00']);
    await db.transaction().execute((trx) => reverse(trx, testMoney, { voucher, postingDate: '2026-03-02' }));
    expect(await checkInvariants(db, testMoney)).toEqual([]);
  });

  it('adds figures in exact decimals', () => {
    expect(fromUnits(toUnits('0.1', 3) + toUnits(0.2, 3), 3)).toBe('0.300');
    expect(fromUnits(toUnits('-1.5', 2), 2)).toBe('-1.50');
    expect(fromUnits(toUnits('0.005', 3), 3)).toBe('0.005');
    expect(() => toUnits('1.0001', 3)).toThrow();
    expect(() => toUnits('abc', 3)).toThrow();
  });

  it('keeps the posting rules for any sequence of vouchers (property)', async () => {
    let run = 0;
    const keys = [key(7, 1), key(7, 2), key(7, 3, 'X')];
    const voucherLines = fc.array(
      fc.record({ keyIndex: fc.integer({ min: 0, max: keys.length - 1 }), qty: fc.integer({ min: -6, max: 6 }) }),
      { minLength: 1, maxLength: 4 },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(voucherLines, { minLength: 1, maxLength: 8 }), async (vouchers) => {
        const tenantId = `t-prop-${run++}`;
        const model = keys.map(() => 0);
        for (const lines of vouchers) {
          const next = [...model];
          const fits = lines.every(({ keyIndex, qty }) => {
            next[keyIndex] = (next[keyIndex] ?? 0) + qty;
            return qty >= 0 || (next[keyIndex] ?? 0) >= 0;
          });
          const posted = postStock(tenantId, {
            postingDate: '2026-04-01',
            lines: lines.map(({ keyIndex, qty }) => line(keys[keyIndex] ?? key(0, 0), String(qty))),
          });
          if (fits) {
            await posted;
            model.splice(0, model.length, ...next);
          } else {
            expect((await refusal(posted)).messageKey).toBe('ledgerBelowZero');
          }
        }
        for (const [index, k] of keys.entries()) {
          const found = await onHand(tenantId, k);
          expect(Number(found ?? 0)).toBe(model[index]);
        }
        expect(await checkInvariants(db, testStock, { tenantId })).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
