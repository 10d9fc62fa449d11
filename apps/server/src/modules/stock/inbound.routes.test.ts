import type { Page } from '@smdp/contracts';
import type { Inbound, InboundSummary } from '@smdp/contracts/stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { CARTON, PIECE, type StockFixtures, stockFixtures } from '../../testing/stock-fixtures';
import { createTestApp, type DemoTokens, dataOf, signInDemoAccounts, type TestApp } from '../../testing/test-app';
import {
  balanceOf,
  expectNoDrift,
  INBOUND,
  ledgerEntriesOf,
  refusal,
  stockUp,
  voucherClient,
} from './vouchers.testkit';

describe('inbound vouchers: draft, confirm, receive with differences, reverse', () => {
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
  const admin = () => voucherClient(t.app, tokens.admin);

  const draft = async (warehouseId: string, goodsId: string) =>
    admin().inbound({
      inboundType: 'OTHER_IN',
      warehouseId,
      lines: [
        { goodsId, unit: CARTON.unit, expectedQty: '2', unitCost: '0.5' },
        { goodsId, unit: PIECE, expectedQty: '10' },
      ],
    });

  it('drafts, edits, confirms and receives a shortage with a reason: the balance takes what came in', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    const first = await draft(warehouse, goods);
    expect(first).toMatchObject({
      state: 'DRAFT',
      version: 1,
      lineCount: 2,
      voucherNo: expect.stringMatching(/^IN\d{4}-\d{5}$/),
    });
    expect(first.lines[0]).toMatchObject({
      unit: 'CTN',
      factor: '24.000000',
      expectedQty: '2.000',
      receivedQty: null,
      barcode: null,
    });

    const edited = await admin().inbound({
      id: first.id,
      version: first.version,
      inboundType: 'PURCHASE_RECEIPT',
      warehouseId: warehouse,
      remark: 'supplier A',
      lines: [
        { goodsId: goods, unit: CARTON.unit, expectedQty: '2' },
        { goodsId: goods, unit: PIECE, expectedQty: '10' },
      ],
    });
    expect(edited).toMatchObject({ inboundType: 'PURCHASE_RECEIPT', version: 2, remark: 'supplier A' });
    const sent = dataOf<Inbound>(await admin().act(INBOUND, 'confirm', edited));
    expect(sent.state).toBe('SUBMITTED');
    expect(await balanceOf(db(), warehouse, goods)).toMatchObject({ onHand: '0.000' });

    const received = dataOf<Inbound>(
      await admin().post(`${INBOUND}/receive-lines`, {
        id: sent.id,
        version: sent.version,
        lines: [
          { id: sent.lines[0]?.id, receivedQty: '1', diffReason: 'one carton crushed' },
          { id: sent.lines[1]?.id, receivedQty: '10' },
        ],
      }),
    );
    expect(received).toMatchObject({ state: 'DONE', postingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(received.lines.map((line) => [line.receivedQty, line.diffReason])).toEqual([
      ['1.000', 'one carton crushed'],
      ['10.000', null],
    ]);
    expect(await balanceOf(db(), warehouse, goods)).toMatchObject({ onHand: '34.000' });
    await expectNoDrift(db());

    const timeline = dataOf<{ action: string }[]>(await admin().get(`${INBOUND}/timeline?id=${first.id}`));
    expect(timeline.map((entry) => entry.action)).toEqual(['create', 'confirm', 'receive']);
    const list = dataOf<Page<InboundSummary>>(
      await admin().get(`${INBOUND}/list?warehouseId_equal=${warehouse}&state_equal=DONE`),
    );
    expect(list.records.map((record) => record.id)).toEqual([first.id]);
  });

  it('reverses a received voucher with mirror entries; without a reason, or once the stock left, it refuses', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    const sent = dataOf<Inbound>(await admin().act(INBOUND, 'confirm', await draft(warehouse, goods)));
    const done = dataOf<Inbound>(await admin().act(INBOUND, 'receive', sent));
    expect(await balanceOf(db(), warehouse, goods)).toMatchObject({ onHand: '58.000' });

    expect(refusal(await admin().act(INBOUND, 'reverse', done), 400)).toBe('Give a reason');
    const reversed = dataOf<Inbound>(await admin().act(INBOUND, 'reverse', done, 'wrong warehouse'));
    expect(reversed.state).toBe('CANCELLED');
    expect(await balanceOf(db(), warehouse, goods)).toMatchObject({ onHand: '0.000' });
    const entries = await ledgerEntriesOf(db(), 'inbound', done.id);
    expect(entries.map((entry) => entry.qtyChange)).toEqual(['48.000', '10.000', '-48.000', '-10.000']);
    await expectNoDrift(db());

    // Stock taken out after receipt cannot be reversed away: the mirror would drive on hand below zero.
    const other = dataOf<Inbound>(
      await admin().act(
        INBOUND,
        'receive',
        dataOf<Inbound>(await admin().act(INBOUND, 'confirm', await draft(warehouse, goods))),
      ),
    );
    await stockUp(db(), warehouse, goods, '-50');
    const refused = await admin().act(INBOUND, 'reverse', other, 'too late');
    expect(refusal(refused, 400)).toMatch(/^Not enough stock/);
    expect(await balanceOf(db(), warehouse, goods)).toMatchObject({ onHand: '8.000' });
  });

  it('refuses bad input with translated messages and changes nothing', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    const lines = (line: object) => ({
      inboundType: 'OTHER_IN',
      warehouseId: warehouse,
      lines: [{ goodsId: goods, ...line }],
    });
    const before = await db()
      .selectFrom('stockInbound')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();

    const as = (lang: string) => voucherClient(t.app, tokens.admin, lang);
    expect(refusal(await as('fr').post(`${INBOUND}/submit`, lines({ unit: 'BOX', expectedQty: '1' })), 400)).toContain(
      "n'a pas d'unité BOX",
    );
    expect(refusal(await as('zh').post(`${INBOUND}/submit`, lines({ unit: PIECE, expectedQty: '0' })), 400)).not.toBe(
      '',
    );
    expect(
      refusal(await as('es').post(`${INBOUND}/submit`, lines({ unit: PIECE, expectedQty: '1.0001' })), 400),
    ).not.toBe('');
    expect(
      refusal(
        await as('ru').post(`${INBOUND}/submit`, { ...lines({ unit: PIECE, expectedQty: '1' }), lines: [] }),
        400,
      ),
    ).not.toBe('');
    expect(
      refusal(await as('sw').post(`${INBOUND}/submit`, lines({ unit: PIECE, expectedQty: '1', batchNo: 'B1' })), 400),
    ).toContain('haifuatiliwi kwa bechi');
    // Goods or warehouse of no one the caller sees: not found.
    expect(
      refusal(
        await admin().post(`${INBOUND}/submit`, lines({ goodsId: '999999999', unit: PIECE, expectedQty: '1' })),
        404,
      ),
    ).not.toBe('');
    const after = await db()
      .selectFrom('stockInbound')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);

    // A shortage without a reason: refused in the caller's language, the voucher stays SUBMITTED and nothing posts.
    const sent = dataOf<Inbound>(await admin().act(INBOUND, 'confirm', await draft(warehouse, goods)));
    const receive = (lang: string) =>
      voucherClient(t.app, tokens.admin, lang).post(`${INBOUND}/receive-lines`, {
        id: sent.id,
        version: sent.version,
        lines: sent.lines.map((line) => ({ id: line.id, receivedQty: '1' })),
      });
    expect(refusal(await receive('en'), 400)).toBe(
      'Line 1: the received quantity differs from the expected one: give the reason',
    );
    expect(refusal(await receive('zh'), 400)).toBe('第 1 行实收数量与应收数量不同，请填写差异原因');
    const unchanged = dataOf<Inbound>(await admin().get(`${INBOUND}/detail?id=${sent.id}`));
    expect(unchanged).toMatchObject({ state: 'SUBMITTED', version: sent.version });
    expect(unchanged.lines.map((line) => line.receivedQty)).toEqual([null, null]);
    expect(await ledgerEntriesOf(db(), 'inbound', sent.id)).toEqual([]);
  });

  it('answers a stale version with 409, and removes drafts only', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    const first = await draft(warehouse, goods);
    const changed = await admin().inbound({ ...first, lines: [{ goodsId: goods, unit: PIECE, expectedQty: '3' }] });
    expect(changed.version).toBe(2);
    const stale = await admin().post(`${INBOUND}/submit`, {
      ...first,
      lines: [{ goodsId: goods, unit: PIECE, expectedQty: '4' }],
    });
    refusal(stale, 409);
    refusal(await admin().act(INBOUND, 'confirm', first), 409);
    const unchanged = dataOf<Inbound>(await admin().get(`${INBOUND}/detail?id=${first.id}`));
    expect(unchanged.lines.map((line) => line.expectedQty)).toEqual(['3.000']);

    const sent = dataOf<Inbound>(await admin().act(INBOUND, 'confirm', changed));
    expect(refusal(await admin().post(`${INBOUND}/remove?ids=${sent.id}`), 400)).toBe(
      'Only draft vouchers can be deleted',
    );
    const other = await draft(warehouse, goods);
    expect(dataOf<boolean>(await admin().post(`${INBOUND}/remove?ids=${other.id}`))).toBe(true);
    refusal(await admin().get(`${INBOUND}/detail?id=${other.id}`), 404);
  });
});
