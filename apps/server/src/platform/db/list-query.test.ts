import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { applyFilters, paginate, parseFilterKey } from './list-query';

describe('parseFilterKey', () => {
  it('splits a known suffix and treats anything else as an implicit like', () => {
    expect(parseFilterKey('createTime_dategt')).toEqual({ field: 'createTime', suffix: 'dategt' });
    expect(parseFilterKey('name_like')).toEqual({ field: 'name', suffix: 'like' });
    expect(parseFilterKey('real_name')).toEqual({ field: 'real_name', suffix: 'implicitLike' });
    expect(parseFilterKey('account')).toEqual({ field: 'account', suffix: 'implicitLike' });
  });
});

describe('applyFilters and paginate on a real table', () => {
  let t: TestApp;
  const columns = { account: 'account', realName: 'real_name', userType: 'user_type', createTime: 'create_time' };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = (
    query: Record<string, unknown>,
    page = { current: 1, size: 10 },
    sort: { ascs?: string; descs?: string } = {},
  ) =>
    paginate(
      applyFilters(
        t.database.db.selectFrom('bladeUser').select(['account', 'realName']).where('tenantId', '=', '000000'),
        query,
        columns,
        'UTC',
      ),
      { ...page, ...sort },
      columns,
      { column: 'account', direction: 'asc' },
    );

  it('filters by suffix, ignores unknown keys and empty values, and escapes wildcards', async () => {
    expect((await list({ account_like: 'dist' })).records.map((r) => r.account)).toEqual([
      'dist01',
      'dist01-sub',
      'dist02',
    ]);
    expect((await list({ account_equal: 'dist01' })).total).toBe(1);
    expect((await list({ account_likeright: 'DIST01-' })).total).toBe(1);
    expect((await list({ userType_equal: '1', account_notequal: 'dist01' })).records.map((r) => r.account)).toEqual([
      'dist01-sub',
      'dist02',
      'sales01',
      'sales02',
    ]);
    expect((await list({ passwordHash_like: 'scrypt', 'drop table x': '1', account_like: '  ' })).total).toBe(8);
    expect((await list({ account_like: '%' })).total).toBe(0);
    expect((await list({ createTime_dategt: '2000-01-01 00:00:00', createTime_datelt: '2999-01-01' })).total).toBe(8);
    expect((await list({ createTime_datelt: '2000-01-01' })).total).toBe(0);
  });

  it('refuses a malformed or impossible date with a 400 instead of failing the query', async () => {
    for (const value of ['abc', '2026-02-30', '2026-01-01 25:00:00']) {
      await expect((async () => list({ createTime_datege: value }))()).rejects.toMatchObject({
        status: 400,
        messageKey: 'invalidParameter',
      });
    }
  });

  it('pages and sorts only by allowed columns', async () => {
    const page = await list({}, { current: 2, size: 3 });
    expect(page).toMatchObject({ total: 8, size: 3, current: 2, pages: 3 });
    expect(page.records.map((r) => r.account)).toEqual(['dist02', 'keeper01', 'sales01']);
    expect((await list({}, { current: 1, size: 10 }, { descs: 'account' })).records[0]?.account).toBe('staff01');
    expect((await list({}, { current: 1, size: 10 }, { descs: 'password_hash;drop' })).records[0]?.account).toBe(
      'admin',
    );
  });
});
