import type { Page } from '@smdp/contracts';
import type { Transfer, TransferSummary } from '@smdp/contracts/stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCaller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { PIECE, type StockFixtures, stockFixtures } from '../../testing/stock-fixtures';
import { createTestApp, type DemoTokens, dataOf, signInDemoAccounts, type TestApp } from '../../testing/test-app';
import { checkStockInvariants, releaseStock } from './index';
import { TRANSFER_IN, TRANSFER_OUT, TRANSFER_VOUCHER } from './transfer.document';
import { figuresOf, TRANSFER, transferClient } from './transfer.testkit';
import { expectNoDrift, ledgerEntriesOf, refusal, stockUp } from './vouchers.testkit';

describe('stock transfers: reserve, ship into transit, receive with a shortage; owners, scope and rights', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let make: StockFixtures;
  let w01: string;
  let w02: string;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    make = await stockFixtures(t.database.db, ADMIN_TENANT);
    const codes = await db()
      .selectFrom('warehouse')
      .select(['id', 'code'])
      .where('tenantId', '=', ADMIN_TENANT)
      .where('code', 'in', ['W01', 'W02'])
      .orderBy('code')
      .execute();
    [w01, w02] = codes.map((row) => row.id) as [string, string];
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const as = (account: keyof DemoTokens, lang = 'en') => transferClient(t.app, tokens[account], lang);
  const admin = () => as('admin');
  const countTransfers = async () =>
    (
      await db()
        .selectFrom('stockTransfer')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('ships the source into the target in transit, receives short with a reason, then closes', async () => {
    const [from, to, goods] = [await make.warehouse(), await make.warehouse(), await make.goods()];
    await stockUp(db(), from, goods, '10');
    const draft = await admin().transfer(from, to, goods, '6');
    expect(draft).toMatchObject({ state: 'DRAFT', voucherNo: expect.stringMatching(/^TR\d{4}-\d{5}$/), lineCount: 1 });

    const confirmed = await admin().move('confirm', draft);
    expect(confirmed.state).toBe('SUBMITTED');
    expect(await figuresOf(db(), from, goods)).toEqual({ onHand: '10.000', reserved: '6.000', inTransit: '0.000' });

    const shipped = await admin().move('ship', confirmed);
    expect(shipped).toMatchObject({ state: 'SHIPPED', shipDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(await figuresOf(db(), from, goods)).toEqual({ onHand: '4.000', reserved: '0.000', inTransit: '0.000' });
    expect(await figuresOf(db(), to, goods)).toEqual({ onHand: '0.000', reserved: '0.000', inTransit: '6.000' });
    await expectNoDrift(db());
    refusal(await admin().act(TRANSFER, 'cancel', shipped), 400);

    const line = shipped.lines[0];
    const receive = (lang: string, receivedQty: string, diffReason?: string) =>
      as('admin', lang).post(`${TRANSFER}/receive`, {
        id: shipped.id,
        version: shipped.version,
        lines: [{ id: line?.id, receivedQty, ...(diffReason ? { diffReason } : {}) }],
      });
    expect(refusal(await receive('en', '5'), 400)).toBe('Line 1: less arrived than was shipped: give the reason');
    expect(refusal(await receive('zh', '7', 'extra'), 400)).toBe('第 1 行实收数量 7.000 超过发货数量 6.000');
    expect(await figuresOf(db(), to, goods)).toMatchObject({ onHand: '0.000', inTransit: '6.000' });

    const received = dataOf<Transfer>(await receive('en', '5', 'one carton crushed'));
    expect(received.state).toBe('RECEIVED');
    expect(received.lines[0]).toMatchObject({
      receivedQty: '5.000',
      shortageQty: '1.000',
      diffReason: 'one carton crushed',
    });
    expect(await figuresOf(db(), to, goods)).toEqual({ onHand: '5.000', reserved: '0.000', inTransit: '0.000' });
    expect(await figuresOf(db(), from, goods)).toMatchObject({ onHand: '4.000' });
    expect((await ledgerEntriesOf(db(), TRANSFER_OUT, draft.id)).map((entry) => entry.qtyChange)).toEqual(['-6.000']);
    expect((await ledgerEntriesOf(db(), TRANSFER_IN, draft.id)).map((entry) => entry.qtyChange)).toEqual(['5.000']);
    // Stock came in at the cost it left with (1 per piece).
    const [entry] = await db()
      .selectFrom('stockLedgerEntry')
      .select('unitCost')
      .where('voucherType', '=', TRANSFER_IN)
      .where('voucherId', '=', draft.id)
      .execute();
    expect(Number(entry?.unitCost)).toBe(1);

    expect((await admin().move('close', received)).state).toBe('CLOSED');
    const timeline = (await admin().get(`${TRANSFER}/timeline?id=${draft.id}`)).json().data as { action: string }[];
    expect(timeline.map((step) => step.action)).toEqual(
      expect.arrayContaining(['create', 'confirm', 'ship', 'receive', 'close']),
    );
    await expectNoDrift(db());
  });

  it('the invariant check finds an in-transit figure that the shipped transfers do not explain', async () => {
    const [from, to, goods] = [await make.warehouse(), await make.warehouse(), await make.goods()];
    await stockUp(db(), from, goods, '4');
    const shipped = await admin().move(
      'ship',
      await admin().move('confirm', await admin().transfer(from, to, goods, '3')),
    );
    await db()
      .updateTable('stockBalance')
      .set({ inTransit: '2' })
      .where('warehouseId', '=', to)
      .where('goodsId', '=', goods)
      .execute();
    try {
      expect(await checkStockInvariants(db(), { tenantId: ADMIN_TENANT })).toEqual([
        {
          kind: 'inTransit',
          tenantId: ADMIN_TENANT,
          key: { warehouseId: to, goodsId: goods, batchNo: '' },
          expected: '3.000',
          found: '2.000',
        },
      ]);
    } finally {
      await db().updateTable('stockBalance').set({ inTransit: '3' }).where('warehouseId', '=', to).execute();
    }
    const lines = shipped.lines.map((line) => ({ id: line.id, receivedQty: '3' }));
    dataOf(await admin().post(`${TRANSFER}/receive`, { id: shipped.id, version: shipped.version, lines }));
    await expectNoDrift(db());
  });

  it('refuses what is not available on confirm or ship; cancel before shipping releases the reservation', async () => {
    const [from, to, goods] = [await make.warehouse(), await make.warehouse(), await make.goods()];
    await stockUp(db(), from, goods, '3');
    const tooMuch = await admin().transfer(from, to, goods, '4');
    expect(refusal(await as('admin', 'fr').act(TRANSFER, 'confirm', tooMuch), 400)).toMatch(/^Stock insuffisant/);
    expect(dataOf<Transfer>(await admin().get(`${TRANSFER}/detail?id=${tooMuch.id}`)).state).toBe('DRAFT');

    const held = await admin().move('confirm', await admin().transfer(from, to, goods, '2'));
    // Its reservation given up through the ledger's API, the stock can leave before it ships.
    await db()
      .transaction()
      .execute((trx) => releaseStock(trx, staffCaller(ADMIN_TENANT), { type: TRANSFER_VOUCHER, id: held.id }));
    await stockUp(db(), from, goods, '-2');
    expect(refusal(await admin().act(TRANSFER, 'ship', held), 400)).toMatch(/^Not enough stock/);
    expect(await figuresOf(db(), to, goods)).toMatchObject({ inTransit: '0.000' });

    const cancelled = await admin().move('cancel', held);
    expect(cancelled.state).toBe('CANCELLED');
    expect(await figuresOf(db(), from, goods)).toEqual({ onHand: '1.000', reserved: '0.000', inTransit: '0.000' });
    await expectNoDrift(db());
  });

  it('refuses warehouses of different owners, the same warehouse twice, bad input and stale versions', async () => {
    const [company, goods] = [await make.warehouse(), await make.goods()];
    const before = await countTransfers();
    expect(refusal(await as('admin', 'es').draft(company, w01, goods, '1'), 400)).toBe(
      'Los dos almacenes de un traspaso deben tener el mismo propietario',
    );
    expect(refusal(await admin().draft(company, company, goods, '1'), 400)).toBe(
      'The source and target warehouses must differ',
    );
    expect(refusal(await as('admin', 'fr').post(`${TRANSFER}/submit`, { fromWarehouseId: company }), 400)).not.toBe('');
    expect(refusal(await as('admin', 'ru').draft(company, w01, goods, '-1'), 400)).not.toBe('');
    expect(refusal(await as('admin', 'sw').draft(w01, w02, goods, '1.0001'), 400)).not.toBe('');
    expect(refusal(await admin().draft(w01, w02, '999999999', '1'), 404)).not.toBe('');
    expect(await countTransfers()).toBe(before);

    const other = await make.warehouse();
    const draft = await admin().transfer(company, other, goods, '1');
    refusal(await admin().act(TRANSFER, 'confirm', { ...draft, version: draft.version + 1 }), 409);
    const rewrite = (version: number) =>
      admin().post(`${TRANSFER}/submit`, {
        id: draft.id,
        version,
        fromWarehouseId: company,
        toWarehouseId: other,
        lines: [{ goodsId: goods, unit: PIECE, qty: '2' }],
      });
    const rewritten = dataOf<Transfer>(await rewrite(draft.version));
    expect(rewritten).toMatchObject({ version: draft.version + 1, lines: [{ qty: '2.000' }] });
    refusal(await rewrite(draft.version), 409);
  });

  it('another tenant or another customer sees nothing; a distributor moves its own; its sub-account only drafts', async () => {
    const [company, other, goods] = [await make.warehouse(), await make.warehouse(), await make.goods()];
    const companyTransfer = await admin().transfer(company, other, goods, '1');
    for (const account of ['otherAdmin', 'dist01', 'dist01-sub'] as const) {
      refusal(await as(account).get(`${TRANSFER}/detail?id=${companyTransfer.id}`), 404);
      expect([403, 404]).toContain((await as(account).act(TRANSFER, 'confirm', companyTransfer)).statusCode);
      expect([403, 404]).toContain((await as(account).draft(company, other, goods, '1')).statusCode);
      const list = dataOf<Page<TransferSummary>>(await as(account).get(`${TRANSFER}/list?size=500`));
      expect(list.records.some((record) => record.id === companyTransfer.id)).toBe(false);
    }

    await stockUp(db(), w01, goods, '4');
    const own = await as('dist01').transfer(w01, w02, goods, '3');
    expect(own.ownerPartyId).not.toBeNull();
    const seen = dataOf<Page<TransferSummary>>(await as('dist01').get(`${TRANSFER}/list?fromWarehouseId_equal=${w01}`));
    expect(seen.records.map((record) => record.id)).toContain(own.id);
    refusal(await as('otherAdmin').get(`${TRANSFER}/detail?id=${own.id}`), 404);
    // The distributor may not take stock out to a company warehouse.
    expect(refusal(await as('dist01').draft(w01, company, goods, '1'), 404)).not.toBe('');

    // Its sub-account reads and drafts, but moves nothing and deletes nothing.
    expect(dataOf<Transfer>(await as('dist01-sub').get(`${TRANSFER}/detail?id=${own.id}`)).id).toBe(own.id);
    expect((await as('dist01-sub').draft(w01, w02, goods, '1')).statusCode).toBe(200);
    refusal(await as('dist01-sub').act(TRANSFER, 'confirm', own), 403);
    refusal(await as('dist01-sub').post(`${TRANSFER}/remove?ids=${own.id}`), 403);

    const shipped = await as('dist01').move('ship', await as('dist01').move('confirm', own));
    expect(await figuresOf(db(), w02, goods)).toMatchObject({ inTransit: '3.000' });
    refusal(
      await as('dist01-sub').post(`${TRANSFER}/receive`, {
        id: shipped.id,
        version: shipped.version,
        lines: [{ id: shipped.lines[0]?.id, receivedQty: '3' }],
      }),
      403,
    );
    const received = dataOf<Transfer>(
      await as('dist01').post(`${TRANSFER}/receive`, {
        id: shipped.id,
        version: shipped.version,
        lines: [{ id: shipped.lines[0]?.id, receivedQty: '3' }],
      }),
    );
    expect(received.lines[0]).toMatchObject({ shortageQty: '0.000', diffReason: null });
    expect(await figuresOf(db(), w02, goods)).toMatchObject({ onHand: '3.000', inTransit: '0.000' });
    await expectNoDrift(db());
  });
});
