import type { Page, Wire } from '@smdp/contracts';
import type {
  DeliveryParty,
  DeliveryVehicle,
  DeliveryWarehouse,
  VanDay,
  VanDaySummary,
  VanStockLine,
} from '@smdp/contracts/delivery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type DemoTokens,
  dataOf,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { deliveryClient, vanFixture } from './delivery.testkit';

type Day = Wire<VanDay>;

/** Van sales (issue 16 item 5): load, sell, unload and count through the stock ledger; scope walls. */
describe('van day', () => {
  let t: TestApp;
  let tokens: DemoTokens & { dist02: string };
  let client: ReturnType<typeof deliveryClient>;
  let van: Wire<DeliveryVehicle>;
  let source: { warehouse: Wire<DeliveryWarehouse>; goods: Wire<VanStockLine> };
  let buyers: Wire<DeliveryParty>[];
  beforeAll(async () => {
    t = await createTestApp();
    client = deliveryClient(t);
    tokens = { ...(await signInDemoAccounts(t.app)), dist02: (await signIn(t.app, 'dist02')).accessToken };
    ({ van, source, buyers } = await vanFixture(t, tokens));
  });
  afterAll(() => t.close());

  const open = async (dayDate: string) =>
    dataOf<Day>(await client.post('/van-day/open', tokens.dist01, { vehicleId: van.id, dayDate }));
  const line = (qty: string) => ({
    goodsId: source.goods.goodsId,
    unit: source.goods.unit,
    batchNo: source.goods.batchNo || null,
    qty,
  });
  const inVan = (day: Day) => day.stock.find((one) => one.goodsId === source.goods.goodsId)?.onHand ?? '0';

  it('loads, sells (never more than loaded), counts a difference as an adjustment and unloads the rest', async () => {
    let day = await open('2026-05-05');
    expect(day).toMatchObject({ state: 'OPEN', plate: 'KDA101A', warehouseId: van.warehouseId });
    expect((await open('2026-05-05')).id).toBe(day.id);
    day = dataOf<Day>(
      await client.post('/van-day/load', tokens.dist01, {
        id: day.id,
        fromWarehouseId: source.warehouse.id,
        lines: [line('6')],
      }),
    );
    expect(Number(inVan(day))).toBe(6);
    const tooMuch = await client.post('/van-day/sell', tokens.dist01, {
      id: day.id,
      partyId: buyers[0]?.id,
      lines: [line('7')],
    });
    expect(tooMuch.statusCode).toBe(400);
    day = dataOf<Day>(
      await client.post('/van-day/sell', tokens.dist01, {
        id: day.id,
        partyId: buyers[0]?.id,
        visitId: '42',
        lines: [line('2')],
      }),
    );
    expect(Number(inVan(day))).toBe(4);
    expect(day.moves.map((move) => move.kind)).toEqual(['LOAD', 'SALE']);
    expect(day.moves[1]).toMatchObject({ partyId: buyers[0]?.id, visitId: '42' });
    const stranger = await client.post('/van-day/sell', tokens.dist01, {
      id: day.id,
      partyId: '1',
      lines: [line('1')],
    });
    expect(stranger.statusCode).toBe(400);
    day = dataOf<Day>(
      await client.post('/van-day/close', tokens.dist01, {
        id: day.id,
        version: day.version,
        returnWarehouseId: source.warehouse.id,
        counts: [{ goodsId: source.goods.goodsId, batchNo: source.goods.batchNo || null, countedQty: '3' }],
      }),
    );
    expect(day.state).toBe('CLOSED');
    expect(day.counts).toEqual([expect.objectContaining({ bookQty: '4.000', countedQty: '3.000', diffQty: '-1.000' })]);
    expect(day.moves.map((move) => move.kind)).toEqual(['LOAD', 'SALE', 'ADJUST', 'UNLOAD']);
    expect(day.moves[3]?.lines[0]?.qty).toMatch(/^3(\.0+)?$/);
    expect(day.stock).toEqual([]);
    expect(
      (await client.post('/van-day/sell', tokens.dist01, { id: day.id, partyId: buyers[0]?.id, lines: [line('1')] }))
        .statusCode,
    ).toBe(400);
  });

  it('lets one of two concurrent sales of the last units through', async () => {
    let day = await open('2026-05-06');
    day = dataOf<Day>(
      await client.post('/van-day/load', tokens.dist01, {
        id: day.id,
        fromWarehouseId: source.warehouse.id,
        lines: [line('2')],
      }),
    );
    const sell = () =>
      client.post('/van-day/sell', tokens.dist01, { id: day.id, partyId: buyers[1]?.id, lines: [line('2')] });
    const results = await Promise.all([sell(), sell()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    day = dataOf<Day>(await client.get(`/van-day/detail?id=${day.id}`, tokens.dist01));
    expect(day.stock).toEqual([]);
    expect(day.moves.filter((move) => move.kind === 'SALE')).toHaveLength(1);
  });

  it("hides a van's days from another distributor, another tenant and a sub-account without the menu", async () => {
    const day = await open('2026-05-07');
    const ids = (page: Page<Wire<VanDaySummary>>) => page.records.map((row) => row.id);
    expect(ids(dataOf(await client.get('/van-day/list?size=100', tokens.dist01)))).toContain(day.id);
    expect(ids(dataOf(await client.get('/van-day/list?size=100', tokens.dist02)))).not.toContain(day.id);
    expect(ids(dataOf(await client.get('/van-day/list?size=100', tokens.otherAdmin)))).toEqual([]);
    for (const token of [tokens.dist02, tokens.otherAdmin]) {
      expect((await client.get(`/van-day/detail?id=${day.id}`, token)).statusCode).toBe(404);
      expect((await client.post('/van-day/open', token, { vehicleId: van.id, dayDate: '2026-05-08' })).statusCode).toBe(
        404,
      );
      expect(
        (
          await client.post('/van-day/load', token, {
            id: day.id,
            fromWarehouseId: source.warehouse.id,
            lines: [line('1')],
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await client.post('/van-day/sell', token, { id: day.id, partyId: buyers[0]?.id, lines: [line('1')] }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await client.post('/van-day/close', token, {
            id: day.id,
            version: day.version,
            returnWarehouseId: source.warehouse.id,
            counts: [],
          })
        ).statusCode,
      ).toBe(404);
      expect((await client.get(`/van-day/warehouses?vehicleId=${van.id}`, token)).statusCode).toBe(404);
      expect((await client.get(`/van-day/stock?warehouseId=${source.warehouse.id}`, token)).statusCode).toBe(404);
    }
    expect((await client.get('/van-day/list', tokens['dist01-sub'])).statusCode).toBe(403);
  });
});
