import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/database';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app';
import { migrate } from '../migrations/migrate';
import { seedDemoData, seedProduction } from './index';

const countRows = async (t: TestApp) => {
  const tables = [
    'blade_user',
    'blade_menu',
    'blade_role_menu',
    'blade_dict',
    'customer_shop',
    'blade_message',
    'warehouse',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(t.database.db);
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
};

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is idempotent: a second run adds nothing and keeps what users changed', async () => {
    await t.database.db
      .updateTable('bladeUser')
      .set({ realName: 'Renamed by the user' })
      .where('account', '=', 'staff01')
      .execute();
    const before = await countRows(t);
    await seedDemoData(t.database.db);
    expect(await countRows(t)).toEqual(before);
    const staff = await t.database.db
      .selectFrom('bladeUser')
      .select('realName')
      .where('account', '=', 'staff01')
      .executeTakeFirstOrThrow();
    expect(staff.realName).toBe('Renamed by the user');
  });

  it('has the network the README promises', async () => {
    const counts = await countRows(t);
    expect(counts.customer_shop).toBe(3);
    expect(counts.warehouse).toBe(3);
    const unread = await t.database.db
      .selectFrom('bladeMessage')
      .where('recipientCustomerId', 'is not', null)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(unread.n)).toBe(5);
    const menusWithoutAllLanguages = await t.database.db
      .selectFrom('bladeMenu')
      .select('code')
      .where(sql<boolean>`not (name_i18n ?& array['zh','en','fr','ru','es','sw'])`)
      .execute();
    expect(menusWithoutAllLanguages).toEqual([]);
  });
});

// A fresh embedded database takes seconds to create, so this runs once, on the embedded database only.
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('production start', () => {
  it('creates no demo accounts and requires ADMIN_PASSWORD the first time', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await migrate(database.db);
      await expect(seedProduction(database.db, testConfig({ env: 'production' }))).rejects.toThrow(/ADMIN_PASSWORD/);
      await seedProduction(database.db, testConfig({ env: 'production', adminPassword: 'a-long-secret' }));
      await seedProduction(database.db, testConfig({ env: 'production' }));
      const accounts = await database.db.selectFrom('bladeUser').select(['account', 'tenantId']).execute();
      expect(accounts).toEqual([{ account: 'admin', tenantId: '000000' }]);
    } finally {
      await database.close();
    }
  });
});
