import type { Page } from '@smdp/contracts';
import type {
  StockAgeingRow,
  StockBalanceAsOfRow,
  StockBalanceRow,
  StockInOutRow,
  StockLedgerRow,
  StockNearExpiryRow,
  StockProjectedRow,
  StockSlowMoverRow,
} from '@smdp/contracts/stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed';
import type { Database } from '../../platform/db/database';
import { staffCaller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { PIECE, type StockFixtures, stockFixtures } from '../../testing/stock-fixtures';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { postStock, type StockLine } from './index';

const REPORT = '/api/smdp-stock/report';

/** A day `offset` days from today (UTC), `yyyy-MM-dd`. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A small deterministic generator, so a failing history can be replayed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

describe('stock reports: figures against the postings made', () => {
  let t: TestApp;
  let db: Database;
  let make: StockFixtures;
  let tokens: DemoTokens;
  let nextVoucher = 1;
  const caller = staffCaller(ADMIN_TENANT);
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    make = await stockFixtures(db, ADMIN_TENANT);
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  const line = (warehouseId: string, goodsId: string, qty: string, more: Partial<StockLine> = {}): StockLine => ({
    warehouseId,
    goodsId,
    qty,
    unit: PIECE,
    factor: 1,
    ...more,
  });
  const post = (postingDate: string, lines: StockLine[]) =>
    db
      .transaction()
      .execute((trx) => postStock(trx, caller, { voucher: { type: 'test', id: nextVoucher++ }, postingDate, lines }));
  const report = async <Row>(path: string, query: Record<string, string | number>, token = tokens.admin) =>
    dataOf<Page<Row>>(
      await t.app.inject({ url: `${REPORT}/${path}`, query: stringify(query), headers: bearer(token) }),
    );

  it('lists current balances with the names of warehouse and goods, filtered by warehouse and goods', async () => {
    const [warehouse, goods, other] = [await make.warehouse(), await make.goods(), await make.goods()];
    await post(day(-3), [
      line(warehouse, goods, '10', { unitCost: '2' }),
      line(warehouse, other, '4', { unitCost: '1' }),
    ]);
    await post(day(-1), [line(warehouse, goods, '-3')]);

    const page = await report<StockBalanceRow>('balance', { warehouseId_equal: warehouse, size: 50 });
    expect(page.total).toBe(2);
    const row = page.records.find((record) => record.goodsId === goods);
    expect(row).toMatchObject({ onHand: '7.000', reserved: '0.000', available: '7.000', stockValue: '14.00' });
    expect(row?.warehouseCode).toMatch(/^WH-/);
    expect(row?.sku).toMatch(/^SKU-/);
    expect(row?.baseUnit).toBe(PIECE);

    const sku = row?.sku ?? '';
    const bySku = await report<StockBalanceRow>('balance', { warehouseId_equal: warehouse, goods_like: sku.slice(-6) });
    expect(bySku.records.map((record) => record.goodsId)).toEqual([goods]);
    const sorted = await report<StockBalanceRow>('balance', { warehouseId_equal: warehouse, ascs: 'onHand' });
    expect(sorted.records.map((record) => record.onHand)).toEqual(['4.000', '7.000']);
  });

  it('computes opening, in, out and closing over a period exactly as summing every entry does', async () => {
    const warehouses = [await make.warehouse({ allowNegative: true }), await make.warehouse({ allowNegative: true })];
    const goods = [await make.goods(), await make.goods(), await make.goods()];
    const next = random(12);
    // Postings in random date order, so back-dated entries follow later ones in posting order.
    for (let index = 0; index < 40; index++) {
      const warehouse = warehouses[next(2)] as string;
      const some = goods[next(3)] as string;
      const qty = next(4) === 0 ? `-${1 + next(9)}` : `${1 + next(20)}.${next(1000)}`;
      await post(day(-next(40)), [line(warehouse, some, qty, { unitCost: `${1 + next(5)}.25` })]);
    }
    const entries = await db
      .selectFrom('stockLedgerEntry')
      .select(['warehouseId', 'goodsId', 'batchNo', 'qtyChange', 'valueChange'])
      .select((eb) => eb.cast<string>('postingDate', 'text').as('day'))
      .where('warehouseId', 'in', warehouses)
      .execute();

    for (const [from, to] of [
      [day(-30), day(-10)],
      [day(-5), day(-5)],
      [day(-60), day(0)],
      [day(-39), day(-20)],
    ] as const) {
      for (const warehouse of warehouses) {
        const naive = new Map<
          string,
          { opening: number; inQty: number; outQty: number; closing: number; value: number }
        >();
        for (const entry of entries.filter((one) => one.warehouseId === warehouse)) {
          const figures = naive.get(entry.goodsId) ?? { opening: 0, inQty: 0, outQty: 0, closing: 0, value: 0 };
          const qty = Math.round(Number(entry.qtyChange) * 1000);
          if (entry.day < from) figures.opening += qty;
          if (entry.day >= from && entry.day <= to) {
            if (qty > 0) figures.inQty += qty;
            else figures.outQty -= qty;
          }
          if (entry.day <= to) {
            figures.closing += qty;
            figures.value += Math.round(Number(entry.valueChange) * 100);
          }
          naive.set(entry.goodsId, figures);
        }
        const expected = [...naive]
          .filter(([, f]) => f.closing || f.inQty || f.outQty || f.value)
          .map(([goodsId, f]) => ({
            goodsId,
            opening: (f.opening / 1000).toFixed(3),
            inQty: (f.inQty / 1000).toFixed(3),
            outQty: (f.outQty / 1000).toFixed(3),
            closing: (f.closing / 1000).toFixed(3),
            closingValue: (f.value / 100).toFixed(2),
          }))
          .sort((a, b) => a.goodsId.localeCompare(b.goodsId));
        const page = await report<StockBalanceAsOfRow>('balance-as-of', {
          from,
          to,
          warehouseId_equal: warehouse,
          size: 100,
        });
        const found = page.records
          .map(({ goodsId, opening, inQty, outQty, closing, closingValue }) => ({
            goodsId,
            opening,
            inQty,
            outQty,
            closing,
            closingValue,
          }))
          .sort((a, b) => a.goodsId.localeCompare(b.goodsId));
        expect(found, `${warehouse} ${from}..${to}`).toEqual(expected);
      }
    }
  });

  it("lists one goods' moves with the running balance, newest or oldest first, paged", async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    await post(day(-9), [line(warehouse, goods, '5', { unitCost: '1' })]);
    await post(day(-8), [line(warehouse, goods, '7', { unitCost: '1' })]);
    await post(day(-7), [line(warehouse, goods, '-2')]);
    const newest = await report<StockLedgerRow>('ledger', { goodsId: goods, size: 2 });
    expect(newest.total).toBe(3);
    expect(newest.records.map((row) => [row.postingDate, row.qtyChange, row.qtyAfter])).toEqual([
      [day(-7), '-2.000', '10.000'],
      [day(-8), '7.000', '12.000'],
    ]);
    expect(newest.records[0]).toMatchObject({ voucherType: 'test', warehouseId: warehouse });
    const oldest = await report<StockLedgerRow>('ledger', { goodsId: goods, order: 'asc', size: 2, current: 2 });
    expect(oldest.records.map((row) => row.qtyAfter)).toEqual(['10.000']);
    const since = await report<StockLedgerRow>('ledger', { goodsId: goods, postingDate_datege: day(-8) });
    expect(since.total).toBe(2);
  });

  it('lists batches expiring within the days asked, and stock that has not moved for as long', async () => {
    const warehouse = await make.warehouse();
    const goods = await make.goods({ batchTracked: true });
    const still = await make.goods();
    await post(day(-50), [
      line(warehouse, goods, '3', { batch: 'SOON', batchDates: { expiryDate: day(10) }, unitCost: '1' }),
      line(warehouse, goods, '4', { batch: 'LATER', batchDates: { expiryDate: day(200) }, unitCost: '1' }),
      line(warehouse, still, '6', { unitCost: '1' }),
    ]);
    await post(day(-2), [line(warehouse, goods, '-1', { batch: 'LATER' })]);

    const expiring = await report<StockNearExpiryRow>('near-expiry', { warehouseId_equal: warehouse, days: 30 });
    expect(expiring.records.map((row) => [row.batchNo, row.onHand, row.expiryDate])).toEqual([
      ['SOON', '3.000', day(10)],
    ]);
    expect(Math.abs((expiring.records[0]?.daysLeft ?? 0) - 10)).toBeLessThanOrEqual(1);

    const idle = await report<StockSlowMoverRow>('slow-movers', { warehouseId_equal: warehouse, idleDays: 30 });
    expect(idle.records.map((row) => [row.goodsId, row.batchNo, row.lastMoveDate])).toEqual([
      [goods, 'SOON', day(-50)],
      [still, '', day(-50)],
    ]);
  });

  it('the demo data gives every demo warehouse stock and every report rows, and seeding again adds nothing', async () => {
    const warehouses = await db
      .selectFrom('warehouse')
      .select('id')
      .where('tenantId', '=', ADMIN_TENANT)
      .where('code', 'in', ['W01', 'W02', 'W03'])
      .execute();
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('stockLedgerEntry')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const { id } of warehouses) {
      const page = await report<StockBalanceRow>('balance', { warehouseId_equal: id }, tokens.dist01);
      expect(page.total, id).toBeGreaterThan(0);
    }
    const asOf = await report<StockBalanceAsOfRow>('balance-as-of', { from: day(-30), to: day(0) }, tokens.dist01);
    expect(
      asOf.records.some((row) => row.inQty !== '0.000') && asOf.records.some((row) => row.outQty !== '0.000'),
    ).toBe(true);
    const goodsId = asOf.records.find((row) => row.outQty !== '0.000')?.goodsId ?? '';
    expect((await report<StockLedgerRow>('ledger', { goodsId }, tokens.dist01)).total).toBeGreaterThan(1);
    expect((await report<StockNearExpiryRow>('near-expiry', {}, tokens.dist01)).total).toBeGreaterThan(0);
    expect((await report<StockSlowMoverRow>('slow-movers', {}, tokens.dist01)).total).toBeGreaterThan(0);
    const ageing = await report<StockAgeingRow>('ageing', {}, tokens.dist01);
    expect(ageing.records.some((row) => row.qty31To60 !== '0.000')).toBe(true);
    const projected = await report<StockProjectedRow>('projected', { reorder_equal: '1' }, tokens.dist01);
    expect(projected.total).toBeGreaterThan(0);
    const byType = await report<StockInOutRow>('in-out-by-type', { from: day(-60), to: day(0) }, tokens.dist01);
    expect(new Set(byType.records.map((row) => row.subType))).toEqual(
      new Set(['OPENING', 'PURCHASE_RECEIPT', 'SALES_OUT', null]),
    );
    await seedDemoData(db);
    expect(await count()).toBe(before);
  });

  it('refuses bad filters with a translated 400', async () => {
    const refusal = async (path: string, query: Record<string, string>, lang = 'en') => {
      const response = await t.app.inject({
        url: `${REPORT}/${path}`,
        query,
        headers: { ...bearer(tokens.admin), 'lang-type': lang },
      });
      const body = response.json();
      expect(body.code).toBe(400);
      return body.msg as string;
    };
    expect(await refusal('balance-as-of', { from: '2026-02-30', to: '2026-03-01' })).toBe(
      'from must be a date written yyyy-MM-dd',
    );
    expect(await refusal('balance-as-of', { from: '2026-03-02', to: '2026-03-01' })).toBe(
      'The period starts on 2026-03-02, after its end on 2026-03-01',
    );
    expect(await refusal('balance-as-of', { from: '2026-03-02' }, 'fr')).toBe(
      'Choisissez le premier et le dernier jour de la période',
    );
    expect(await refusal('ledger', {}, 'zh')).toBe('请选择要查看流水的商品');
    expect(await refusal('balance', { warehouseId_equal: 'W01' })).toBe('warehouseId is not a valid id');
    expect(await refusal('near-expiry', { days: '0' })).toBe('days must be a whole number from 1 to 3650');
    expect(await refusal('slow-movers', { idleDays: 'x' }, 'sw')).toBe(
      'idleDays lazima iwe namba kamili kuanzia 1 hadi 3650',
    );
  });
});

const stringify = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
