import type { Page } from '@smdp/contracts';
import type { Inbound, Outbound, OutboundSummary } from '@smdp/contracts/stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { PIECE, type StockFixtures, stockFixtures } from '../../testing/stock-fixtures';
import { createTestApp, type DemoTokens, dataOf, signInDemoAccounts, type TestApp } from '../../testing/test-app';
import {
  balanceOf,
  expectNoDrift,
  INBOUND,
  ledgerEntriesOf,
  OUTBOUND,
  refusal,
  stockUp,
  voucherClient,
} from './vouchers.testkit';

describe('outbound vouchers: reserve on confirm, ship, cancel, reverse; scope; the primary-order flow', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let make: StockFixtures;
  let dist01Party: string;
  let dist01Warehouse: string;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    make = await stockFixtures(t.database.db, ADMIN_TENANT);
    const party = await db()
      .selectFrom('baseCustomer')
      .select('id')
      .where('tenantId', '=', ADMIN_TENANT)
      .where('customerCode', '=', 'C0001')
      .executeTakeFirstOrThrow();
    dist01Party = party.id;
    const warehouse = await db()
      .selectFrom('warehouse')
      .select('id')
      .where('tenantId', '=', ADMIN_TENANT)
      .where('code', '=', 'W01')
      .executeTakeFirstOrThrow();
    dist01Warehouse = warehouse.id;
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const as = (account: keyof DemoTokens, lang = 'en') => voucherClient(t.app, tokens[account], lang);
  const admin = () => as('admin');
  const outboundOf = (warehouseId: string, goodsId: string, qty: string, more: object = {}) =>
    admin().outbound({ outboundType: 'OTHER_OUT', warehouseId, lines: [{ goodsId, unit: PIECE, qty }], ...more });
  const countOutbounds = async () =>
    (
      await db()
        .selectFrom('stockOutbound')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('reserves on confirm, ships consuming the reservation, and refuses what is not available', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    await stockUp(db(), warehouse, goods, '5');
    await db().updateTable('goods').set({ barcode: '6901234567890' }).where('id', '=', goods).execute();
    const first = await outboundOf(warehouse, goods, '3');
    // The pick check matches a hand scanner's code against the line's barcode.
    expect(first.lines[0]).toMatchObject({ barcode: '6901234567890', qty: '3.000' });
    const confirmed = dataOf<Outbound>(await admin().act(OUTBOUND, 'confirm', first));
    expect(confirmed.state).toBe('SUBMITTED');
    expect(await balanceOf(db(), warehouse, goods)).toEqual({ onHand: '5.000', reserved: '3.000', available: '2.000' });

    const second = await outboundOf(warehouse, goods, '3');
    const refused = await as('admin', 'fr').act(OUTBOUND, 'confirm', second);
    expect(refusal(refused, 400)).toMatch(/^Stock insuffisant/);
    expect(dataOf<Outbound>(await admin().get(`${OUTBOUND}/detail?id=${second.id}`)).state).toBe('DRAFT');

    const shipped = dataOf<Outbound>(await admin().act(OUTBOUND, 'ship', confirmed));
    expect(shipped).toMatchObject({ state: 'DONE', inTransit: false });
    expect(await balanceOf(db(), warehouse, goods)).toEqual({ onHand: '2.000', reserved: '0.000', available: '2.000' });
    expect((await ledgerEntriesOf(db(), 'outbound', first.id)).map((entry) => entry.qtyChange)).toEqual(['-3.000']);
    await expectNoDrift(db());

    const reversed = dataOf<Outbound>(await admin().act(OUTBOUND, 'reverse', shipped, 'returned to shelf'));
    expect(reversed.state).toBe('CANCELLED');
    expect(await balanceOf(db(), warehouse, goods)).toMatchObject({ onHand: '5.000', reserved: '0.000' });
    await expectNoDrift(db());
  });

  it('cancelling a confirmed outbound releases its reservation; a draft cancels with nothing to release', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    await stockUp(db(), warehouse, goods, '4');
    const confirmed = dataOf<Outbound>(await admin().act(OUTBOUND, 'confirm', await outboundOf(warehouse, goods, '4')));
    expect(await balanceOf(db(), warehouse, goods)).toMatchObject({ available: '0.000' });
    expect(dataOf<Outbound>(await admin().act(OUTBOUND, 'cancel', confirmed)).state).toBe('CANCELLED');
    expect(await balanceOf(db(), warehouse, goods)).toEqual({ onHand: '4.000', reserved: '0.000', available: '4.000' });
    expect(dataOf<Outbound>(await admin().act(OUTBOUND, 'cancel', await outboundOf(warehouse, goods, '1'))).state).toBe(
      'CANCELLED',
    );
    refusal(await admin().act(OUTBOUND, 'ship', { ...confirmed, version: confirmed.version + 1 }), 400);
    await expectNoDrift(db());
  });

  it('another tenant, another customer and a sub-account reach nothing of the others and change nothing', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    await stockUp(db(), warehouse, goods, '2');
    const company = await outboundOf(warehouse, goods, '1');
    for (const account of ['otherAdmin', 'dist01', 'dist01-sub'] as const) {
      refusal(await as(account).get(`${OUTBOUND}/detail?id=${company.id}`), 404);
      const moved = await as(account).act(OUTBOUND, 'confirm', company);
      expect([403, 404]).toContain(moved.statusCode);
      // Nor can they draft from the company's warehouse.
      const drafted = await as(account).post(`${OUTBOUND}/submit`, {
        outboundType: 'OTHER_OUT',
        warehouseId: warehouse,
        lines: [{ goodsId: goods, unit: PIECE, qty: '1' }],
      });
      expect([403, 404]).toContain(drafted.statusCode);
    }
    const list = dataOf<Page<OutboundSummary>>(await as('otherAdmin').get(`${OUTBOUND}/list?size=500`));
    expect(list.records.some((record) => record.id === company.id)).toBe(false);

    // dist01's own voucher in its own warehouse: its sub-account may not move it, admin of tenant 100001 sees nothing.
    await stockUp(db(), dist01Warehouse, goods, '3');
    const own = await as('dist01').outbound({
      outboundType: 'DAMAGE_OUT',
      warehouseId: dist01Warehouse,
      lines: [{ goodsId: goods, unit: PIECE, qty: '1' }],
    });
    for (const account of ['otherAdmin', 'dist01-sub'] as const) {
      const moved = await as(account).act(OUTBOUND, 'confirm', own);
      expect([403, 404]).toContain(moved.statusCode);
      const removed = await as(account).post(`${OUTBOUND}/remove?ids=${own.id}`);
      expect([403, 404]).toContain(removed.statusCode);
    }
    expect(dataOf<Outbound>(await as('dist01').get(`${OUTBOUND}/detail?id=${own.id}`))).toMatchObject({
      state: 'DRAFT',
      version: 1,
    });
    expect(await balanceOf(db(), dist01Warehouse, goods)).toMatchObject({ reserved: '0.000' });
  });

  it('primary-order flow: company sales-out in transit, the distributor confirms and receives with a shortage', async () => {
    const [companyWarehouse, goods] = [await make.warehouse(), await make.goods()];
    await stockUp(db(), companyWarehouse, goods, '10');
    const before = await countOutbounds();
    const noConsignee = await as('admin', 'ru').post(`${OUTBOUND}/submit`, {
      outboundType: 'SALES_OUT',
      warehouseId: companyWarehouse,
      lines: [{ goodsId: goods, unit: PIECE, qty: '6' }],
    });
    expect(refusal(noConsignee, 400)).toBe('Для продажи со склада компании укажите клиента-получателя');
    expect(await countOutbounds()).toBe(before);

    const draft = await outboundOf(companyWarehouse, goods, '6', {
      outboundType: 'SALES_OUT',
      consigneePartyId: dist01Party,
    });
    const shipped = dataOf<Outbound>(
      await admin().act(OUTBOUND, 'ship', dataOf<Outbound>(await admin().act(OUTBOUND, 'confirm', draft))),
    );
    expect(shipped).toMatchObject({ state: 'DONE', inTransit: true, consigneeCode: 'C0001' });

    // The distributor sees the shipment to it, but cannot move or reverse it.
    const seen = dataOf<Page<OutboundSummary>>(
      await as('dist01').get(`${OUTBOUND}/list?consigneePartyId_equal=${dist01Party}`),
    );
    expect(seen.records.map((record) => record.id)).toContain(shipped.id);
    refusal(await as('dist01').act(OUTBOUND, 'reverse', shipped, 'no'), 404);
    // Its sub-account reads what its customer reads (its roles reach the party tree), and moves nothing.
    expect(dataOf<Outbound>(await as('dist01-sub').get(`${OUTBOUND}/detail?id=${shipped.id}`)).id).toBe(shipped.id);

    const confirm = (account: keyof DemoTokens, body: object = {}) =>
      as(account).post(`${OUTBOUND}/confirm-receipt`, {
        id: shipped.id,
        version: shipped.version,
        warehouseId: dist01Warehouse,
        ...body,
      });
    expect([403, 404]).toContain((await confirm('dist01-sub')).statusCode);
    refusal(await confirm('admin'), 403);
    refusal(await confirm('dist01', { warehouseId: companyWarehouse }), 404);
    refusal(await confirm('dist01', { version: shipped.version + 1 }), 409);

    const receipt = dataOf<Inbound>(await confirm('dist01'));
    expect(receipt).toMatchObject({
      inboundType: 'PURCHASE_RECEIPT',
      state: 'SUBMITTED',
      warehouseId: dist01Warehouse,
      sourceType: 'outbound',
      sourceId: shipped.id,
      sourceNo: shipped.voucherNo,
    });
    expect(receipt.lines.map((line) => line.expectedQty)).toEqual(['6.000']);
    expect(refusal(await confirm('dist01', { version: shipped.version + 1 }), 400)).toMatch(
      /^Only a shipped sales-out/,
    );
    const afterConfirm = dataOf<Outbound>(await admin().get(`${OUTBOUND}/detail?id=${shipped.id}`));
    expect(afterConfirm).toMatchObject({ inTransit: false, receiptInboundId: receipt.id });
    expect(refusal(await admin().act(OUTBOUND, 'reverse', afterConfirm, 'oops'), 400)).toMatch(
      /^The consignee has confirmed/,
    );

    const received = dataOf<Inbound>(
      await as('dist01').post(`${INBOUND}/receive-lines`, {
        id: receipt.id,
        version: receipt.version,
        lines: [{ id: receipt.lines[0]?.id, receivedQty: '5', diffReason: 'one piece missing' }],
      }),
    );
    expect(received.state).toBe('DONE');
    expect(await balanceOf(db(), dist01Warehouse, goods)).toMatchObject({ onHand: '5.000' });
    expect(await balanceOf(db(), companyWarehouse, goods)).toMatchObject({ onHand: '4.000' });
    await expectNoDrift(db());
  });
});
