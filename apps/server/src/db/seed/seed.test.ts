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
    expect(counts.warehouse).toBe(7);
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

  it('gives every text people read of the demo in all six languages', async () => {
    const all = (column: string) => sql<boolean>`not (${sql.ref(column)} ?& array['zh','en','fr','ru','es','sw'])`;
    const { db } = t.database;
    expect(await db.selectFrom('bladeRole').select('roleAlias').where(all('role_name_i18n')).execute()).toEqual([]);
    expect(await db.selectFrom('bladeMessage').select('title').where(all('title_i18n')).execute()).toEqual([]);
    expect(await db.selectFrom('bladeMessage').select('title').where(all('content_i18n')).execute()).toEqual([]);
    expect(
      await db.selectFrom('systemVersion').select('versionNumber').where(all('update_content_i18n')).execute(),
    ).toEqual([]);
    expect(await db.selectFrom('customerLevel').select('code').where(all('name_i18n')).execute()).toEqual([]);
  });

  it('translates the demo rows of a database seeded before the translations, and only those', async () => {
    const { db } = t.database;
    const before = await countRows(t);
    await db
      .updateTable('bladeRole')
      .set({ roleName: 'Company staff', roleNameI18n: '{}' })
      .where('roleAlias', '=', 'staff')
      .execute();
    await db
      .updateTable('bladeRole')
      .set({ roleName: 'Our own name', roleNameI18n: '{}' })
      .where('roleAlias', '=', 'customer_sub')
      .execute();
    await db
      .updateTable('bladeMessage')
      .set({ title: 'Order SO-2026-0001 approved', titleI18n: '{}', contentI18n: '{}', category: 'ORDER' })
      .where('title', '=', 'Store prices in effect')
      .execute();
    await seedDemoData(db);
    expect(await countRows(t)).toEqual(before);
    const roles = await db
      .selectFrom('bladeRole')
      .select(['roleAlias', 'roleName', 'roleNameI18n'])
      .where('tenantId', '=', '000000')
      .where('roleAlias', 'in', ['staff', 'customer_sub'])
      .orderBy('roleAlias')
      .execute();
    expect(roles).toEqual([
      { roleAlias: 'customer_sub', roleName: 'Our own name', roleNameI18n: {} },
      expect.objectContaining({
        roleAlias: 'staff',
        roleNameI18n: expect.objectContaining({ fr: "Personnel de l'entreprise" }),
      }),
    ]);
    const prices = await db
      .selectFrom('bladeMessage')
      .select(['category', 'titleI18n'])
      .where('title', '=', 'Store prices in effect')
      .execute();
    expect(prices).toEqual([
      { category: 'SYSTEM', titleI18n: expect.objectContaining({ ru: 'Цены для магазинов действуют' }) },
    ]);
    expect(await db.selectFrom('bladeMessage').select('id').where('title', 'like', 'Order SO-%').execute()).toEqual([]);
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
