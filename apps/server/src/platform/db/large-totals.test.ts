import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { countRows, LARGE_TOTAL } from './large-totals';

const TENANT = '000000';

describe('totals of large lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const countAccounts = (prefix: string) =>
    countRows(
      t.database.db
        .selectFrom('bladeUser')
        .where('tenantId', '=', TENANT)
        .where('account', 'like', `${prefix}%`)
        .select(sql<string>`count(*)`.as('total')),
    );
  // Raw statements bypass the query builder's plugins: the way another instance's write looks to this one.
  const addAccountsUnseen = (prefix: string, count: number) =>
    sql`insert into blade_user (tenant_id, account, password_hash, name, real_name, user_type)
        select ${TENANT}, ${prefix} || n, 'x', 'n', 'n', 0 from generate_series(1, ${count}) as n`.execute(
      t.database.db,
    );

  it('counts small lists exactly every time', async () => {
    await addAccountsUnseen('small', 3);
    expect(await countAccounts('small')).toBe(3);
    await addAccountsUnseen('smallmore', 1);
    expect(await countAccounts('small')).toBe(4);
  });

  it('keeps a large total until this process writes to a table it reads', async () => {
    await addAccountsUnseen('large', LARGE_TOTAL);
    expect(await countAccounts('large')).toBe(LARGE_TOTAL);

    await addAccountsUnseen('largemore', 1);
    expect(await countAccounts('large')).toBe(LARGE_TOTAL);

    await t.database.db.updateTable('bladeDept').set({ sort: 1 }).where('id', '=', '0').execute();
    expect(await countAccounts('large')).toBe(LARGE_TOTAL);

    await t.database.db.updateTable('bladeUser').set({ name: 'renamed' }).where('account', '=', 'large1').execute();
    expect(await countAccounts('large')).toBe(LARGE_TOTAL + 1);
  });
});
