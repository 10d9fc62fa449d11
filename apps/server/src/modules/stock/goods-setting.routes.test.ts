import type { CountSchedule, GoodsSetting } from '@smdp/contracts/stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { type StockFixtures, stockFixtures } from '../../testing/stock-fixtures';
import { createTestApp, type DemoTokens, dataOf, signInDemoAccounts, type TestApp } from '../../testing/test-app';
import { planCycleCounts } from './check.job';
import { refusal, stockUp, voucherClient } from './vouchers.testkit';

const SETTING = '/api/smdp-stock/goods-setting';
const SCHEDULE = '/api/smdp-stock/check/schedule';
const OTHER_TENANT = '100001';

type Page = { records: GoodsSetting[]; total: number };

describe('stock settings: goods (batches, shelf life, reorder level) and cycle-count schedules', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let make: StockFixtures;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    make = await stockFixtures(t.database.db, ADMIN_TENANT);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const as = (account: keyof DemoTokens, lang = 'en') => voucherClient(t.app, tokens[account], lang);
  const detail = async (id: string) => dataOf<GoodsSetting>(await as('admin').get(`${SETTING}/detail?id=${id}`));
  const submit = (payload: object, account: keyof DemoTokens = 'admin', lang = 'en') =>
    as(account, lang).post(`${SETTING}/submit`, payload);
  const list = async (query: string, account: keyof DemoTokens = 'admin') =>
    dataOf<Page>(await as(account).get(`${SETTING}/list?size=500&${query}`));

  it('a goods never set reads as untracked at version 0; a submit sets it and bumps the version', async () => {
    const goods = await make.goods();
    const fresh = await detail(goods);
    expect(fresh).toMatchObject({
      id: goods,
      batchTracked: false,
      shelfLifeDays: null,
      reorderLevel: null,
      moved: false,
      version: 0,
    });
    const saved = dataOf<GoodsSetting>(
      await submit({ goodsId: goods, batchTracked: true, shelfLifeDays: 30, reorderLevel: '5.5', version: 0 }),
    );
    expect(saved).toMatchObject({ batchTracked: true, shelfLifeDays: 30, reorderLevel: '5.500', version: 1 });
    const again = dataOf<GoodsSetting>(
      await submit({ goodsId: goods, batchTracked: true, shelfLifeDays: null, reorderLevel: null, version: 1 }),
    );
    expect(again).toMatchObject({ shelfLifeDays: null, reorderLevel: null, version: 2 });
    expect(await detail(goods)).toEqual(again);
  });

  it('filters by SKU or name, by category and to batch-tracked goods only', async () => {
    const [tracked, plain] = [await make.goods({ batchTracked: true, shelfLifeDays: 10 }), await make.goods()];
    const { sku } = await detail(tracked);
    expect((await list(`goods_like=${sku}`)).records.map((row) => row.id)).toEqual([tracked]);
    const onlyTracked = (await list('batchTracked_equal=1')).records.map((row) => row.id);
    expect(onlyTracked).toContain(tracked);
    expect(onlyTracked).not.toContain(plain);
    const category = await db()
      .selectFrom('goods')
      .select('categoryId')
      .where('id', '=', plain)
      .executeTakeFirstOrThrow();
    const inCategory = (await list(`categoryId_equal=${category.categoryId}`)).records.map((row) => row.id);
    expect(inCategory).toEqual(expect.arrayContaining([tracked, plain]));
    expect(refusal(await as('admin').get(`${SETTING}/list?categoryId_equal=x`), 400)).toMatch(/categoryId/);
  });

  it('refuses a bad shelf life or reorder level with a translated message, and writes nothing', async () => {
    const goods = await make.goods();
    const base = { goodsId: goods, batchTracked: false, shelfLifeDays: null, reorderLevel: null, version: 0 };
    for (const shelfLifeDays of [0, -3, 1.5, 40_000, '7']) {
      expect(refusal(await submit({ ...base, shelfLifeDays }, 'admin', 'fr'), 400)).toMatch(
        /durée de conservation doit être un nombre entier/,
      );
    }
    for (const reorderLevel of ['-1', 'abc', '1.2345', 5]) {
      expect(refusal(await submit({ ...base, reorderLevel }, 'admin', 'es'), 400)).toMatch(/punto de pedido/);
    }
    expect((await detail(goods)).version).toBe(0);
  });

  it('a stale version gets 409; two first saves of one goods do not both win', async () => {
    const goods = await make.goods();
    const body = { goodsId: goods, batchTracked: false, shelfLifeDays: 5, reorderLevel: null, version: 0 };
    const [one, two] = await Promise.all([submit(body), submit({ ...body, shelfLifeDays: 6 })]);
    expect([one.json().code, two.json().code].sort()).toEqual([200, 409]);
    expect((await detail(goods)).version).toBe(1);
  });

  it('batch tracking cannot change once the goods has moved; its shelf life and reorder level still can', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    await stockUp(db(), warehouse, goods, '3');
    const moved = await detail(goods);
    expect(moved.moved).toBe(true);
    const body = { goodsId: goods, batchTracked: true, shelfLifeDays: 30, reorderLevel: '2', version: 0 };
    expect(refusal(await submit(body), 400)).toBe(
      `Goods ${moved.sku} already has stock moves: its batch tracking can no longer change`,
    );
    expect((await detail(goods)).version).toBe(0);
    const kept = dataOf<GoodsSetting>(await submit({ ...body, batchTracked: false }));
    expect(kept).toMatchObject({ batchTracked: false, shelfLifeDays: 30, reorderLevel: '2.000', version: 1 });
  });

  it("a distributor's primary account reads the settings, its sub-account does not; only company staff change them", async () => {
    const goods = await make.goods();
    const body = { goodsId: goods, batchTracked: false, shelfLifeDays: 9, reorderLevel: '1', version: 0 };
    expect((await list(`goods_like=${(await detail(goods)).sku}`, 'dist01')).total).toBe(1);
    expect((await submit(body, 'dist01')).json().code).toBe(403);
    expect((await as('dist01-sub').get(`${SETTING}/list`)).json().code).toBe(403);
    expect((await submit(body, 'dist01-sub')).json().code).toBe(403);
    expect(dataOf<GoodsSetting>(await submit(body, 'staff01')).version).toBe(1);
  });

  it("another tenant neither sees nor sets this tenant's goods", async () => {
    const goods = await make.goods();
    const other = await stockFixtures(db(), OTHER_TENANT);
    const theirs = await other.goods();
    expect((await as('otherAdmin').get(`${SETTING}/detail?id=${goods}`)).json().code).toBe(404);
    const body = { goodsId: goods, batchTracked: true, shelfLifeDays: null, reorderLevel: null, version: 0 };
    expect((await submit(body, 'otherAdmin')).json().code).toBe(404);
    const seen = dataOf<Page>(await as('otherAdmin').get(`${SETTING}/list?size=500`)).records.map((row) => row.id);
    expect(seen).toContain(theirs);
    expect(seen).not.toContain(goods);
    expect((await list('')).records.map((row) => row.id)).not.toContain(theirs);
  });

  it('a schedule set on the settings page is what the next cycle-count job plans from', async () => {
    const [weekly, cleared] = [await make.warehouse(), await make.warehouse()];
    for (const [warehouseId, frequencyDays] of [
      [weekly, 7],
      [cleared, 14],
      [cleared, null],
    ] as const) {
      expect(dataOf(await as('admin').post(SCHEDULE, { warehouseId, frequencyDays }))).toBe(true);
    }
    const schedules = dataOf<CountSchedule[]>(await as('admin').get(SCHEDULE));
    expect(schedules.find((row) => row.warehouseId === weekly)).toMatchObject({
      frequencyDays: 7,
      lastCountDate: null,
      nextCountDate: null,
    });
    expect(schedules.find((row) => row.warehouseId === cleared)?.frequencyDays).toBeNull();
    expect(refusal(await as('admin', 'ru').post(SCHEDULE, { warehouseId: weekly, frequencyDays: 0 }), 400)).toMatch(
      /Периодичность инвентаризации/,
    );
    // A distributor's primary account may schedule its own warehouses' counts, not the company's.
    expect((await as('dist01').post(SCHEDULE, { warehouseId: weekly, frequencyDays: 1 })).json().code).toBe(404);
    expect((await as('otherAdmin').post(SCHEDULE, { warehouseId: weekly, frequencyDays: 1 })).json().code).toBe(404);

    await planCycleCounts(t.app, new Date('2026-03-02T01:37:00Z'));
    const tasks = await db()
      .selectFrom('stockCheckTask')
      .select(['warehouseId', 'scope', 'state'])
      .where('warehouseId', 'in', [weekly, cleared])
      .execute();
    expect(tasks).toEqual([{ warehouseId: weekly, scope: 'CYCLE', state: 'PLANNED' }]);
  });
});
