import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { staffCaller } from './caller';
import { lockRow, tenantRows } from './tenant';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('tenant-scoped reads and locks', () => {
  it('reads only the caller tenant, aliased or not, and hides soft-deleted rows unless asked', async () => {
    const { db } = test.database;
    const all = await db.selectFrom('bladeUser').select(['tenantId', 'isDeleted']).execute();
    const mine = await tenantRows(db, staffCaller('000000'), 'bladeUser as u').select('u.tenantId').execute();
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((row) => row.tenantId))).toEqual(new Set(['000000']));
    expect(mine.length).toBe(all.filter((row) => row.tenantId === '000000' && row.isDeleted === 0).length);
    const other = await tenantRows(db, staffCaller('100001'), 'bladeUser').select('tenantId').execute();
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((row) => row.tenantId === '100001')).toBe(true);
  });

  it('locks a row of the caller tenant and answers 404 for another tenant', async () => {
    const { db } = test.database;
    const foreign = await db
      .selectFrom('bladeUser')
      .select('id')
      .where('tenantId', '=', '100001')
      .executeTakeFirstOrThrow();
    const own = await db
      .selectFrom('bladeUser')
      .select('id')
      .where('tenantId', '=', '000000')
      .executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      expect((await lockRow(trx, staffCaller('000000'), 'bladeUser', own.id)).id).toBe(own.id);
      await expect(lockRow(trx, staffCaller('000000'), 'bladeUser', foreign.id)).rejects.toMatchObject({ status: 404 });
    });
  });
});
