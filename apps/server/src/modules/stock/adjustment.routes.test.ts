import type { Page } from '@smdp/contracts';
import type { Adjustment, AdjustmentSummary, Check } from '@smdp/contracts/stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../platform/http/datetime';
import { staffCaller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { CARTON, PIECE, type StockFixtures, stockFixtures } from '../../testing/stock-fixtures';
import { createTestApp, type DemoTokens, dataOf, signInDemoAccounts, type TestApp } from '../../testing/test-app';
import { lockStockPeriod } from './index';
import { balanceOf, expectNoDrift, ledgerEntriesOf, refusal, stockUp, voucherClient } from './vouchers.testkit';

const ADJUSTMENT = '/api/smdp-stock/adjustment';

describe('stock adjustments: draft, confirm, approve above the threshold, post, reverse; scope and rights', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let make: StockFixtures;
  let w01: string;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    make = await stockFixtures(t.database.db, ADMIN_TENANT);
    const row = await db()
      .selectFrom('warehouse')
      .select('id')
      .where('tenantId', '=', ADMIN_TENANT)
      .where('code', '=', 'W01')
      .executeTakeFirstOrThrow();
    w01 = row.id;
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const as = (account: keyof DemoTokens, lang = 'en') => {
    const client = voucherClient(t.app, tokens[account], lang);
    return {
      ...client,
      draft: (payload: object) => client.post(`${ADJUSTMENT}/submit`, payload),
      adjustment: async (payload: object) => dataOf<Adjustment>(await client.post(`${ADJUSTMENT}/submit`, payload)),
      move: async (action: string, adjustment: Adjustment, remark?: string) =>
        dataOf<Adjustment>(await client.act(ADJUSTMENT, action, adjustment, remark)),
    };
  };
  const admin = () => as('admin');
  const loss = (warehouseId: string, goodsId: string, qty: string, unit = PIECE) => ({
    warehouseId,
    lines: [{ goodsId, unit, qty, reason: 'damage', remark: 'dropped' }],
  });
  const countAdjustments = async () =>
    (
      await db()
        .selectFrom('stockAdjustment')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('drafts a loss and a gain, edits, confirms below the threshold and posts one entry per line', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    await stockUp(db(), warehouse, goods, '100');
    const first = await admin().adjustment({
      warehouseId: warehouse,
      remark: 'shelf collapsed',
      lines: [
        { goodsId: goods, unit: CARTON.unit, qty: '-2', reason: 'damage', remark: 'crushed' },
        { goodsId: goods, unit: PIECE, qty: '3', reason: 'found' },
      ],
    });
    expect(first).toMatchObject({
      state: 'DRAFT',
      version: 1,
      lineCount: 2,
      sourceType: null,
      voucherNo: expect.stringMatching(/^ADJ\d{4}-\d{5}$/),
    });
    expect(first.lines.map((line) => [line.unit, line.factor, line.qty, line.reason, line.remark])).toEqual([
      ['CTN', '24.000000', '-2.000', 'damage', 'crushed'],
      ['PCS', '1.000000', '3.000', 'found', null],
    ]);
    const edited = await admin().adjustment({
      id: first.id,
      version: first.version,
      ...loss(warehouse, goods, '-2', CARTON.unit),
    });
    expect(edited).toMatchObject({ version: 2, lineCount: 1, remark: null });

    const confirmed = await admin().move('confirm', edited);
    expect(confirmed).toMatchObject({ state: 'SUBMITTED', diffValue: '48.00', needsApproval: false });
    expect(await balanceOf(db(), warehouse, goods)).toMatchObject({ onHand: '100.000' });
    const posted = await admin().move('post', confirmed);
    expect(posted).toMatchObject({ state: 'POSTED', postingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(await balanceOf(db(), warehouse, goods)).toMatchObject({ onHand: '52.000' });
    expect((await ledgerEntriesOf(db(), 'stock_adjustment', posted.id)).map((e) => e.qtyChange)).toEqual(['-48.000']);
    await expectNoDrift(db());

    const timeline = dataOf<{ action: string }[]>(await admin().get(`${ADJUSTMENT}/timeline?id=${first.id}`));
    expect(timeline.map((entry) => entry.action)).toEqual(['create', 'confirm', 'post']);
    const list = dataOf<Page<AdjustmentSummary>>(
      await admin().get(`${ADJUSTMENT}/list?warehouseId_equal=${warehouse}&state_equal=POSTED`),
    );
    expect(list.records.map((record) => record.id)).toEqual([first.id]);
  });

  it('needs an approval above the threshold, by someone other than the creator', async () => {
    const goods = await make.goods();
    await stockUp(db(), w01, goods, '2000');
    const own = await as('dist01').adjustment(loss(w01, goods, '-1500'));
    const submitted = await as('dist01').move('confirm', own);
    expect(submitted).toMatchObject({ diffValue: '1500.00', needsApproval: true });

    expect(refusal(await as('dist01').act(ADJUSTMENT, 'post', submitted), 400)).toBe(
      'The differences are worth 1500.00, above the approval threshold of 1000.00: approve the adjustment first',
    );
    expect(refusal(await as('dist01', 'zh').act(ADJUSTMENT, 'approve', submitted), 400)).toBe(
      '库存调整单不能由创建人本人审批',
    );
    expect(await balanceOf(db(), w01, goods)).toMatchObject({ onHand: '2000.000' });

    const approved = await admin().move('approve', submitted);
    expect(approved).toMatchObject({ state: 'APPROVED', approvedBy: expect.any(String) });
    const posted = await as('dist01').move('post', approved);
    expect(posted.state).toBe('POSTED');
    expect(await balanceOf(db(), w01, goods)).toMatchObject({ onHand: '500.000' });
  });

  it('refuses a posting that would drive stock negative, in a counting warehouse or a closed period', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    await stockUp(db(), warehouse, goods, '5');
    const tooMuch = await admin().move('confirm', await admin().adjustment(loss(warehouse, goods, '-6')));
    expect(refusal(await admin().act(ADJUSTMENT, 'post', tooMuch), 400)).toMatch(/^Not enough stock/);
    const unchanged = dataOf<Adjustment>(await admin().get(`${ADJUSTMENT}/detail?id=${tooMuch.id}`));
    expect(unchanged).toMatchObject({ state: 'SUBMITTED', version: tooMuch.version, postingDate: null });
    expect(await ledgerEntriesOf(db(), 'stock_adjustment', tooMuch.id)).toEqual([]);

    const small = await admin().move('confirm', await admin().adjustment(loss(warehouse, goods, '-1')));
    await db().updateTable('warehouse').set({ state: 'COUNTING' }).where('id', '=', warehouse).execute();
    refusal(await admin().act(ADJUSTMENT, 'post', small), 400);
    await db().updateTable('warehouse').set({ state: 'ACTIVE' }).where('id', '=', warehouse).execute();
    const today = formatDateTime(new Date(), 'Asia/Shanghai').slice(0, 10);
    await db()
      .transaction()
      .execute((trx) => lockStockPeriod(trx, staffCaller(ADMIN_TENANT), { warehouseId: warehouse, lockDate: today }));
    refusal(await admin().act(ADJUSTMENT, 'post', small), 400);
    expect(await balanceOf(db(), warehouse, goods)).toMatchObject({ onHand: '5.000' });
  });

  it('reverses a posted adjustment with a reason; a stock check posted one is listed, read-only', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    await stockUp(db(), warehouse, goods, '10');
    const posted = await admin().move(
      'post',
      await admin().move('confirm', await admin().adjustment(loss(warehouse, goods, '-4'))),
    );
    expect(await balanceOf(db(), warehouse, goods)).toMatchObject({ onHand: '6.000' });
    expect(refusal(await admin().act(ADJUSTMENT, 'reverse', posted), 400)).toBe('Give a reason');
    const reversed = await admin().move('reverse', posted, 'the box was fine');
    expect(reversed.state).toBe('CANCELLED');
    expect(await balanceOf(db(), warehouse, goods)).toMatchObject({ onHand: '10.000' });
    expect((await ledgerEntriesOf(db(), 'stock_adjustment', posted.id)).map((e) => e.qtyChange)).toEqual([
      '-4.000',
      '4.000',
    ]);

    // A stock check counts 7 of the 10: its adjustment appears in the same list, with the check's number.
    const checks = voucherClient(t.app, tokens.admin);
    const check = dataOf<Check>(
      await checks.post('/api/smdp-stock/check/create', { warehouseId: warehouse, scope: 'ALL' }),
    );
    const started = dataOf<Check>(await checks.act('/api/smdp-stock/check', 'start', check));
    const counted = dataOf<Check>(
      await checks.post('/api/smdp-stock/check/count', {
        id: started.id,
        version: started.version,
        lines: started.lines.map((line) => ({ id: line.id, countedQty: '7' })),
      }),
    );
    const checkPosted = dataOf<Check>(
      await checks.act(
        '/api/smdp-stock/check',
        'post',
        dataOf<Check>(await checks.act('/api/smdp-stock/check', 'submit', counted)),
      ),
    );
    const list = dataOf<Page<AdjustmentSummary>>(
      await admin().get(`${ADJUSTMENT}/list?warehouseId_equal=${warehouse}`),
    );
    const fromCheck = list.records.find((record) => record.sourceType === 'stock_check');
    expect(fromCheck).toMatchObject({ state: 'POSTED', sourceNo: checkPosted.taskNo, id: checkPosted.adjustmentId });
    const detail = dataOf<Adjustment>(await admin().get(`${ADJUSTMENT}/detail?id=${fromCheck?.id}`));
    expect(detail.lines.map((line) => [line.qty, line.reason])).toEqual([['-3.000', 'correction']]);
    expect(refusal(await admin().act(ADJUSTMENT, 'reverse', detail, 'no'), 400)).toBe(
      `This adjustment was posted by stock check ${checkPosted.taskNo}: it cannot be changed or reversed here`,
    );
    expect(await balanceOf(db(), warehouse, goods)).toMatchObject({ onHand: '7.000' });
    await expectNoDrift(db());
  });

  it('refuses bad input with translated messages and writes nothing; a stale version is 409', async () => {
    const [warehouse, goods, batched] = [
      await make.warehouse(),
      await make.goods(),
      await make.goods({ batchTracked: true }),
    ];
    const before = await countAdjustments();
    const line = (patch: object) => ({
      warehouseId: warehouse,
      lines: [{ goodsId: goods, unit: PIECE, qty: '-1', reason: 'loss', ...patch }],
    });
    expect(refusal(await as('admin', 'fr').draft(line({ unit: 'BOX' })), 400)).toContain("n'a pas d'unité BOX");
    expect(refusal(await as('admin', 'zh').draft(line({ qty: '0' })), 400)).not.toBe('');
    expect(refusal(await as('admin', 'es').draft(line({ qty: '-1.0001' })), 400)).not.toBe('');
    expect(refusal(await as('admin', 'ru').draft(line({ reason: 'theft' })), 400)).not.toBe('');
    expect(refusal(await as('admin', 'sw').draft(line({ batchNo: 'B1' })), 400)).toContain('haifuatiliwi kwa bechi');
    expect(refusal(await as('admin').draft(line({ goodsId: batched })), 400)).not.toBe('');
    expect(refusal(await as('admin').draft(line({ unitCost: '2' })), 400)).toBe(
      'Line 1: a unit cost is given only for a gain (a difference above zero)',
    );
    refusal(await as('admin').draft(line({ goodsId: '999999999' })), 404);
    refusal(await as('admin').draft({ ...line({}), warehouseId: '999999999' }), 404);
    expect(await countAdjustments()).toBe(before);

    const first = await admin().adjustment(line({}));
    const changed = await admin().adjustment({ id: first.id, version: first.version, ...line({ qty: '-2' }) });
    refusal(await admin().draft({ id: first.id, version: first.version, ...line({ qty: '-3' }) }), 409);
    refusal(await admin().act(ADJUSTMENT, 'confirm', first), 409);
    const unchanged = dataOf<Adjustment>(await admin().get(`${ADJUSTMENT}/detail?id=${first.id}`));
    expect(unchanged).toMatchObject({ version: changed.version, state: 'DRAFT' });
    expect(unchanged.lines.map((l) => l.qty)).toEqual(['-2.000']);
    const sent = await admin().move('confirm', changed);
    expect(refusal(await admin().post(`${ADJUSTMENT}/remove?ids=${sent.id}`), 400)).toBe(
      'Only draft vouchers can be deleted',
    );
  });

  it('another tenant or customer reaches nothing; a distributor adjusts its own; its sub-account only drafts', async () => {
    const [company, goods] = [await make.warehouse(), await make.goods()];
    await stockUp(db(), company, goods, '10');
    const companyOne = await admin().adjustment(loss(company, goods, '-1'));
    for (const account of ['otherAdmin', 'dist01', 'dist01-sub'] as const) {
      refusal(await as(account).get(`${ADJUSTMENT}/detail?id=${companyOne.id}`), 404);
      expect([403, 404]).toContain((await as(account).act(ADJUSTMENT, 'confirm', companyOne)).statusCode);
      expect([403, 404]).toContain((await as(account).draft(loss(company, goods, '-1'))).statusCode);
      const list = dataOf<Page<AdjustmentSummary>>(await as(account).get(`${ADJUSTMENT}/list?size=500`));
      expect(list.records.some((record) => record.id === companyOne.id)).toBe(false);
    }

    await stockUp(db(), w01, goods, '5');
    const own = await as('dist01').adjustment(loss(w01, goods, '-1'));
    expect(own.ownerPartyId).not.toBeNull();
    refusal(await as('otherAdmin').get(`${ADJUSTMENT}/detail?id=${own.id}`), 404);
    expect(dataOf<Adjustment>(await as('dist01-sub').get(`${ADJUSTMENT}/detail?id=${own.id}`)).id).toBe(own.id);
    expect((await as('dist01-sub').draft(loss(w01, goods, '-1'))).statusCode).toBe(200);
    refusal(await as('dist01-sub').act(ADJUSTMENT, 'confirm', own), 403);
    refusal(await as('dist01-sub').draft({ id: own.id, version: own.version, ...loss(w01, goods, '-2') }), 403);
    refusal(await as('dist01-sub').post(`${ADJUSTMENT}/remove?ids=${own.id}`), 403);
    const posted = await as('dist01').move('post', await as('dist01').move('confirm', own));
    expect(posted.state).toBe('POSTED');
    refusal(await as('dist01-sub').act(ADJUSTMENT, 'reverse', posted, 'no'), 403);
    expect(await balanceOf(db(), w01, goods)).toMatchObject({ onHand: '4.000' });
  });
});
