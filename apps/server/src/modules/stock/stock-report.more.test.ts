import type { Page } from '@smdp/contracts';
import type { StockAgeingRow, StockInOutRow, StockProjectedRow } from '@smdp/contracts/stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import {
  postStock,
  reserveStock,
  reverseStock,
  type StockLine,
  type StockVoucher,
  setGoodsStockSetting,
} from './index';

const REPORT = '/api/smdp-stock/report';

/** A day `offset` days from today (UTC), `yyyy-MM-dd`. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Ageing, projected stock and moves by voucher type, against hand-computed figures. */
describe('stock reports: ageing, projected, in and out by type', () => {
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
  const post = (postingDate: string, lines: StockLine[], voucher: StockVoucher = { type: 'test', id: nextVoucher++ }) =>
    db.transaction().execute((trx) => postStock(trx, caller, { voucher, postingDate, lines }));
  const report = async <Row>(path: string, query: Record<string, string>, token = tokens.admin) =>
    dataOf<Page<Row>>(
      await t.app.inject({ url: `${REPORT}/${path}`, query: { size: '100', ...query }, headers: bearer(token) }),
    );

  it('splits stock on hand into FIFO age buckets: the latest receipts hold what remains', async () => {
    const warehouse = await make.warehouse();
    const [goods, reversed] = [await make.goods(), await make.goods()];
    await post(day(-100), [line(warehouse, goods, '10', { unitCost: '2' })]);
    await post(day(-45), [line(warehouse, goods, '20', { unitCost: '3' })]);
    await post(day(-10), [line(warehouse, goods, '5', { unitCost: '4' })]);
    await post(day(-5), [line(warehouse, goods, '-22')]);
    // A receipt reversed is no layer: the 4 left came in 100 days ago.
    await post(day(-100), [line(warehouse, reversed, '4', { unitCost: '1' })]);
    const receipt = { type: 'test', id: nextVoucher++ };
    await post(day(-3), [line(warehouse, reversed, '6', { unitCost: '9' })], receipt);
    await db.transaction().execute((trx) => reverseStock(trx, caller, { voucher: receipt, postingDate: day(-2) }));

    const today = await report<StockAgeingRow>('ageing', { warehouseId_equal: warehouse, asOf: day(0) });
    const figures = (row: StockAgeingRow | undefined) =>
      row && [
        row.onHand,
        [row.qty0To30, row.qty31To60, row.qty61To90, row.qtyOver90],
        [row.value0To30, row.value31To60, row.value61To90, row.valueOver90],
        row.layerValue,
        row.oldestDays,
      ];
    // 13 on hand: the 5 received 10 days ago (at 4), then 8 of the 20 received 45 days ago (at 3).
    expect(figures(today.records.find((row) => row.goodsId === goods))).toEqual([
      '13.000',
      ['5.000', '8.000', '0.000', '0.000'],
      ['20.00', '24.00', '0.00', '0.00'],
      '44.00',
      45,
    ]);
    expect(figures(today.records.find((row) => row.goodsId === reversed))).toEqual([
      '4.000',
      ['0.000', '0.000', '0.000', '4.000'],
      ['0.00', '0.00', '0.00', '4.00'],
      '4.00',
      100,
    ]);
    // Oldest first by default.
    expect(today.records.map((row) => row.goodsId)).toEqual([reversed, goods]);

    // As of 20 days ago: 30 on hand, 20 aged 25 days (at 3), 10 aged 80 days (at 2); the reversal was later.
    const then = await report<StockAgeingRow>('ageing', { warehouseId_equal: warehouse, asOf: day(-20) });
    expect(figures(then.records.find((row) => row.goodsId === goods))).toEqual([
      '30.000',
      ['20.000', '0.000', '10.000', '0.000'],
      ['60.00', '0.00', '20.00', '0.00'],
      '80.00',
      80,
    ]);
    const before = await report<StockAgeingRow>('ageing', { warehouseId_equal: warehouse, asOf: day(-200) });
    expect(before.total).toBe(0);
    // Without a day: today in the caller's zone.
    const current = await report<StockAgeingRow>('ageing', { warehouseId_equal: warehouse, goods_like: 'SKU-' });
    expect(current.records.map((row) => row.qtyOver90)).toEqual(['4.000', '0.000']);
  });

  it('gives projected stock per goods, its batches summed, and flags goods at or below their reorder level', async () => {
    const warehouse = await make.warehouse();
    const [held, low, unset] = [await make.goods(), await make.goods(), await make.goods()];
    const batched = await make.goods({ batchTracked: true });
    await db.transaction().execute(async (trx) => {
      await setGoodsStockSetting(trx, caller, held, { batchTracked: false, shelfLifeDays: null, reorderLevel: '8' });
      await setGoodsStockSetting(trx, caller, low, { batchTracked: false, shelfLifeDays: null, reorderLevel: '5' });
    });
    await post(day(-2), [
      line(warehouse, held, '10', { unitCost: '1' }),
      line(warehouse, low, '4', { unitCost: '1' }),
      line(warehouse, unset, '1', { unitCost: '1' }),
      line(warehouse, batched, '2', { batch: 'B1', unitCost: '1' }),
      line(warehouse, batched, '3', { batch: 'B2', unitCost: '1' }),
    ]);
    await db
      .transaction()
      .execute((trx) =>
        reserveStock(trx, caller, { type: 'test-order', id: nextVoucher++ }, [
          { sourceLine: 1, warehouseId: warehouse, goodsId: held, qty: '3' },
        ]),
      );
    // Nothing writes stock in transit yet (two-step transfers will): set it as a transfer would.
    await db
      .updateTable('stockBalance')
      .set({ inTransit: '2' })
      .where('warehouseId', '=', warehouse)
      .where('goodsId', '=', held)
      .execute();

    const page = await report<StockProjectedRow>('projected', { warehouseId_equal: warehouse });
    const byGoods = new Map(
      page.records.map((row) => [
        row.goodsId,
        [row.onHand, row.reserved, row.inTransit, row.available, row.projected, row.reorderLevel, row.reorder],
      ]),
    );
    expect(page.total).toBe(4);
    expect(byGoods.get(held)).toEqual(['10.000', '3.000', '2.000', '7.000', '9.000', '8.000', false]);
    expect(byGoods.get(low)).toEqual(['4.000', '0.000', '0.000', '4.000', '4.000', '5.000', true]);
    expect(byGoods.get(unset)).toEqual(['1.000', '0.000', '0.000', '1.000', '1.000', null, false]);
    expect(byGoods.get(batched)).toEqual(['5.000', '0.000', '0.000', '5.000', '5.000', null, false]);
    expect(page.records.find((row) => row.goodsId === batched)?.id).toBe(`${warehouse}-${batched}`);

    const due = await report<StockProjectedRow>('projected', { warehouseId_equal: warehouse, reorder_equal: '1' });
    expect(due.records.map((row) => row.goodsId)).toEqual([low]);
    const notDue = await report<StockProjectedRow>('projected', { warehouseId_equal: warehouse, reorder_equal: '0' });
    expect(notDue.total).toBe(3);
    const sorted = await report<StockProjectedRow>('projected', { warehouseId_equal: warehouse, descs: 'projected' });
    expect(sorted.records.map((row) => row.projected)).toEqual(['9.000', '5.000', '4.000', '1.000']);
  });

  it('sums moves in and out over a period by voucher type and the voucher’s own type, per goods when asked', async () => {
    const warehouse = await make.warehouse();
    const [goods, other] = [await make.goods(), await make.goods()];
    const voucher = async (table: 'stockInbound' | 'stockOutbound', type: string) => {
      const head = { tenantId: ADMIN_TENANT, voucherNo: `V-${nextVoucher++}`, warehouseId: warehouse };
      const row =
        table === 'stockInbound'
          ? await db
              .insertInto('stockInbound')
              .values({ ...head, inboundType: type as 'OTHER_IN', updateTime: new Date() })
              .returning('id')
              .executeTakeFirstOrThrow()
          : await db
              .insertInto('stockOutbound')
              .values({ ...head, outboundType: type as 'SALES_OUT', updateTime: new Date() })
              .returning('id')
              .executeTakeFirstOrThrow();
      return { type: table === 'stockInbound' ? 'inbound' : 'outbound', id: row.id };
    };
    await post(
      day(-20),
      [line(warehouse, goods, '1', { unitCost: '2' })],
      await voucher('stockInbound', 'PURCHASE_RECEIPT'),
    );
    await post(
      day(-8),
      [line(warehouse, goods, '10', { unitCost: '2' }), line(warehouse, other, '4', { unitCost: '5' })],
      await voucher('stockInbound', 'PURCHASE_RECEIPT'),
    );
    const otherIn = await voucher('stockInbound', 'OTHER_IN');
    await post(day(-6), [line(warehouse, goods, '3', { unitCost: '2' })], otherIn);
    await post(
      day(-4),
      [line(warehouse, goods, '-5'), line(warehouse, other, '-1')],
      await voucher('stockOutbound', 'SALES_OUT'),
    );
    await post(day(-3), [line(warehouse, goods, '-1')]);
    await db.transaction().execute((trx) => reverseStock(trx, caller, { voucher: otherIn, postingDate: day(-2) }));

    const period = { warehouseId_equal: warehouse, from: day(-10), to: day(-1) };
    const page = await report<StockInOutRow>('in-out-by-type', period);
    expect(
      page.records.map((row) => [
        row.voucherType,
        row.subType,
        row.inQty,
        row.outQty,
        row.inValue,
        row.outValue,
        row.entries,
      ]),
    ).toEqual([
      ['inbound', 'OTHER_IN', '3.000', '3.000', '6.00', '6.00', 2],
      ['inbound', 'PURCHASE_RECEIPT', '14.000', '0.000', '40.00', '0.00', 2],
      ['outbound', 'SALES_OUT', '0.000', '6.000', '0.00', '15.00', 2],
      ['test', null, '0.000', '1.000', '0.00', '2.00', 1],
    ]);
    expect(page.records[0]).toMatchObject({ goodsId: null, sku: null, warehouseCode: expect.stringMatching(/^WH-/) });

    const perGoods = await report<StockInOutRow>('in-out-by-type', { ...period, byGoods: '1' });
    const receipts = perGoods.records
      .filter((row) => row.subType === 'PURCHASE_RECEIPT')
      .map((row) => [row.goodsId, row.inQty, row.inValue]);
    expect(receipts).toEqual(
      expect.arrayContaining([
        [goods, '10.000', '20.00'],
        [other, '4.000', '20.00'],
      ]),
    );
    expect(perGoods.total).toBe(6);
    const ofOne = await report<StockInOutRow>('in-out-by-type', { ...period, byGoods: '1', goods_like: 'zz-none' });
    expect(ofOne.total).toBe(0);
  });

  it('refuses a bad day or a missing period with a translated 400', async () => {
    const refusal = async (path: string, query: Record<string, string>, lang = 'en') => {
      const response = await t.app.inject({
        url: `${REPORT}/${path}`,
        query,
        headers: { ...bearer(tokens.admin), 'lang-type': lang },
      });
      expect(response.json().code).toBe(400);
      return response.json().msg as string;
    };
    expect(await refusal('ageing', { asOf: '2026-13-01' })).toBe('asOf must be a date written yyyy-MM-dd');
    expect(await refusal('in-out-by-type', { from: '2026-03-01' }, 'fr')).toBe(
      'Choisissez le premier et le dernier jour de la période',
    );
    expect(await refusal('projected', { warehouseId_equal: 'W01' })).toBe('warehouseId is not a valid id');
  });
});
