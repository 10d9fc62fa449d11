import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { Database } from '../db/database';
import { AppError } from '../http/errors';
import { checkInvariants } from './invariant-check';
import { createTestLedgerTables, testStock } from './ledger-test-tables';
import { type LedgerLine, post } from './post';
import { reverse } from './reverse';

/**
 * Two server instances (on PostgreSQL two connection pools; PGlite has one connection and runs the
 * same scenarios one transaction at a time) posting to the same balance rows at the same moment.
 */
describe('ledger kernel under concurrent postings from two instances', () => {
  let t: TestApp;
  let instances: Database[];
  beforeAll(async () => {
    t = await createTestApp();
    instances = [t.database.db, (await t.anotherInstance()).deps.db];
    await createTestLedgerTables(t.database.db);
  });
  afterAll(() => t.close());

  const key = (warehouseId: number, goodsId: number) => ({ warehouseId, goodsId, batchNo: '' });
  type StockLine = LedgerLine<typeof testStock>;
  let nextVoucher = 1;
  const postOn = (db: Database, tenantId: string, lines: StockLine[]) =>
    db.transaction().execute((trx) =>
      post(trx, testStock, {
        voucher: { tenantId, type: 'test', id: nextVoucher++ },
        postingDate: '2026-05-01',
        lines,
      }),
    );
  const instance = (index: number) => instances[index % instances.length] as Database;
  const isBelowZero = (reason: unknown) => reason instanceof AppError && reason.messageKey === 'ledgerBelowZero';

  it('runs 200 random postings across overlapping keys in random order: no deadlock, no negative, no drift', async () => {
    const tenantId = 't-burst';
    const keys = [1, 2].flatMap((warehouse) => [1, 2, 3].map((goods) => key(warehouse, goods)));
    await postOn(
      instance(0),
      tenantId,
      keys.map((k) => ({ key: k, change: { qtyChange: 20, valueChange: 200 } })),
    );
    const random = seeded(12);
    const postings = Array.from({ length: 200 }, (_, index) => {
      const shuffled = [...keys].sort(() => random() - 0.5).slice(0, 1 + Math.floor(random() * 4));
      const lines = shuffled.map((k) => {
        const qty = Math.floor(random() * 11) - 6;
        return { key: k, change: { qtyChange: qty, valueChange: qty * 10 } };
      });
      return postOn(instance(index), tenantId, lines);
    });
    const results = await Promise.allSettled(postings);
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(failures.filter((reason) => !isBelowZero(reason))).toEqual([]);
    expect(results.length - failures.length).toBeGreaterThan(50);

    const negative = await sql`select 1 from ledger_test_balance where tenant_id = ${tenantId} and on_hand < 0`.execute(
      t.database.db,
    );
    expect(negative.rows).toEqual([]);
    const below = await sql`select 1 from ledger_test_entry where tenant_id = ${tenantId} and qty_after < 0`.execute(
      t.database.db,
    );
    expect(below.rows).toEqual([]);
    expect(await checkInvariants(t.database.db, testStock, { tenantId })).toEqual([]);
  });

  it('gives the last unit to exactly one of two writers taking it at the same moment', async () => {
    const tenantId = 't-last';
    const k = key(9, 1);
    await postOn(instance(0), tenantId, [{ key: k, change: { qtyChange: 1 } }]);
    const take: StockLine[] = [{ key: k, change: { qtyChange: -1 } }];
    const results = await Promise.allSettled([
      postOn(instance(0), tenantId, take),
      postOn(instance(1), tenantId, take),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(refused.map(isBelowZero)).toEqual([true]);
    expect(await checkInvariants(t.database.db, testStock, { tenantId })).toEqual([]);
  });

  it('reverses a voucher once when two instances reverse it at the same moment', async () => {
    const tenantId = 't-twice';
    const voucherId = nextVoucher;
    await postOn(instance(0), tenantId, [{ key: key(9, 2), change: { qtyChange: 3 } }]);
    const reverseOn = (db: Database) =>
      db
        .transaction()
        .execute((trx) =>
          reverse(trx, testStock, { voucher: { tenantId, type: 'test', id: voucherId }, postingDate: '2026-05-02' }),
        );
    const results = await Promise.allSettled([reverseOn(instance(0)), reverseOn(instance(1))]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(refused.map((reason) => reason instanceof AppError && reason.messageKey)).toEqual(['ledgerAlreadyReversed']);
    expect(await checkInvariants(t.database.db, testStock, { tenantId })).toEqual([]);
  });
});

/** A repeatable pseudo-random sequence in [0, 1) (mulberry32): a failing run can be run again. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}
