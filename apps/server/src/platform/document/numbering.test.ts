import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { Database } from '../db/database';
import { formatNumber, type SeriesKey, takeNumber } from './numbering';

describe('document numbering (doc_series under a row lock)', () => {
  let t: TestApp;
  let other: Database;
  beforeAll(async () => {
    t = await createTestApp();
    other = (await t.anotherInstance()).deps.db;
  });
  afterAll(() => t.close());

  const take = (db: Database, key: SeriesKey, floor?: () => Promise<number>) =>
    db.transaction().execute((trx) => takeNumber(trx, key, floor));

  it('never gives a number twice to concurrent writers on two server instances', async () => {
    const key = { tenantId: '000000', docType: 'test', owner: '1', year: 2026 };
    const taken = await Promise.all(
      Array.from({ length: 15 }, () => [take(t.database.db, key), take(other, key)]).flat(),
    );
    expect([...taken].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('keeps one series per tenant, type, owner and year', async () => {
    const base = { tenantId: '000000', docType: 'series', owner: '1', year: 2026 };
    expect(await take(t.database.db, base)).toBe(1);
    expect(await take(t.database.db, base)).toBe(2);
    expect(await take(t.database.db, { ...base, year: 2027 })).toBe(1);
    expect(await take(t.database.db, { ...base, owner: '2' })).toBe(1);
    expect(await take(t.database.db, { ...base, docType: 'other' })).toBe(1);
    expect(await take(t.database.db, { ...base, tenantId: '111111' })).toBe(1);
  });

  it('gives a rolled-back number back, continues above a floor, and never goes back below it', async () => {
    const key = { tenantId: '000000', docType: 'floor', owner: '' };
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await takeNumber(trx, key);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await take(t.database.db, key)).toBe(1);
    expect(await take(t.database.db, key, async () => 41)).toBe(42);
    expect(await take(t.database.db, key, async () => 0)).toBe(43);
  });

  it('formats a number with its prefix', () => {
    expect(formatNumber('C0001-', 4, 4)).toBe('C0001-0004');
    expect(formatNumber('C', 12345, 4)).toBe('C12345');
  });
});
