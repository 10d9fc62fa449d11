import type { Check } from '@smdp/contracts/stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { type StockFixtures, stockFixtures } from '../../testing/stock-fixtures';
import { createTestApp, type DemoTokens, dataOf, signInDemoAccounts, type TestApp } from '../../testing/test-app';
import { generateCycleTasks } from './check.cycle';
import { balanceOf, expectNoDrift, refusal, stockUp, voucherClient } from './vouchers.testkit';

const CHECK = '/api/smdp-stock/check';

describe('stock checks: snapshot, blind count, freeze, posting one adjustment, approval, scope, cycle counts', () => {
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
  const admin = () => as('admin');
  const detail = async (id: string, account: keyof DemoTokens = 'admin') =>
    dataOf<Check>(await as(account).get(`${CHECK}/detail?id=${id}`));
  const create = async (payload: object) => dataOf<Check>(await admin().post(`${CHECK}/create`, payload));
  const act = async (action: string, check: Check) => dataOf<Check>(await admin().act(CHECK, action, check));
  const count = async (check: Check, counted: Record<string, string>) =>
    dataOf<Check>(
      await admin().post(`${CHECK}/count`, {
        id: check.id,
        version: check.version,
        lines: check.lines.map((line) => ({ id: line.id, countedQty: counted[line.goodsId] ?? null, reason: 'count' })),
      }),
    );
  const entriesOf = (voucherId: string) =>
    db()
      .selectFrom('stockLedgerEntry')
      .select(['goodsId', 'qtyChange', 'valueChange'])
      .where('voucherType', '=', 'stock_adjustment')
      .where('voucherId', '=', voucherId)
      .orderBy('id')
      .execute();
  const warehouseState = async (id: string) =>
    (await db().selectFrom('warehouse').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;

  it('a blind, frozen count: book hidden while counting, postings refused, one adjustment posts the differences', async () => {
    const [warehouse, gain, loss, same] = [
      await make.warehouse(),
      await make.goods(),
      await make.goods(),
      await make.goods(),
    ];
    await stockUp(db(), warehouse, gain, '10');
    await stockUp(db(), warehouse, loss, '8');
    await stockUp(db(), warehouse, same, '5');
    const planned = await create({ warehouseId: warehouse, scope: 'ALL', blind: true, freeze: true });
    expect(planned).toMatchObject({ state: 'PLANNED', lines: [] });

    const started = await act('start', planned);
    expect(started.state).toBe('IN_PROGRESS');
    expect(started.lines).toHaveLength(3);
    expect(started.lines.every((line) => line.bookQty === null && line.unitCost === null)).toBe(true);
    expect(await warehouseState(warehouse)).toBe('COUNTING');
    await expect(stockUp(db(), warehouse, gain, '1')).rejects.toThrow();

    const counted = await count(started, { [gain]: '12', [loss]: '5', [same]: '5' });
    expect(counted.lines.every((line) => line.bookQty === null)).toBe(true);
    const submitted = await act('submit', counted);
    expect(submitted).toMatchObject({ state: 'SUBMITTED', needsApproval: false, diffValue: '5.00' });
    expect(submitted.lines.map((line) => line.bookQty)).toEqual(['10.000', '8.000', '5.000']);

    const posted = await act('post', submitted);
    expect(posted).toMatchObject({ state: 'POSTED' });
    expect(posted.adjustmentNo).toMatch(/^ADJ/);
    expect(await warehouseState(warehouse)).toBe('ACTIVE');
    const entries = await entriesOf(posted.adjustmentId ?? '');
    expect(entries.map((entry) => [entry.goodsId, entry.qtyChange, entry.valueChange])).toEqual([
      [gain, '2.000', '2.00'],
      [loss, '-3.000', '-3.00'],
    ]);
    expect((await balanceOf(db(), warehouse, gain)).onHand).toBe('12.000');
    expect((await balanceOf(db(), warehouse, loss)).onHand).toBe('5.000');
    await stockUp(db(), warehouse, gain, '1');
    await expectNoDrift(db());
  });

  it('without a freeze, the difference is taken against the balance at posting and moved lines are flagged', async () => {
    const [warehouse, moved, still] = [await make.warehouse(), await make.goods(), await make.goods()];
    await stockUp(db(), warehouse, moved, '10');
    await stockUp(db(), warehouse, still, '4');
    const started = await act(
      'start',
      await create({ warehouseId: warehouse, scope: 'GOODS_LIST', goodsIds: [moved, still] }),
    );
    expect(started.lines.map((line) => line.bookQty)).toEqual(['10.000', '4.000']);
    await stockUp(db(), warehouse, moved, '3');
    const submitted = await act('submit', await count(started, { [moved]: '13', [still]: '4' }));
    const posted = await act('post', submitted);
    const flags = Object.fromEntries(
      posted.lines.map((line) => [line.goodsId, [line.movedSinceSnapshot, line.diffQty]]),
    );
    expect(flags).toEqual({ [moved]: [true, '0.000'], [still]: [false, '0.000'] });
    expect(await entriesOf(posted.adjustmentId ?? '')).toEqual([]);
    expect((await balanceOf(db(), warehouse, moved)).onHand).toBe('13.000');
    await expectNoDrift(db());
  });

  it('differences worth more than the threshold need approval before posting; cancel lifts a freeze', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    await stockUp(db(), warehouse, goods, '2000');
    const started = await act('start', await create({ warehouseId: warehouse, scope: 'ALL', freeze: true }));
    const submitted = await act('submit', await count(started, { [goods]: '500' }));
    expect(submitted).toMatchObject({ needsApproval: true, diffValue: '1500.00' });
    const refused = await as('admin', 'fr').act(CHECK, 'post', submitted);
    expect(refusal(refused, 400)).toMatch(/1500\.00/);
    expect((await detail(submitted.id)).state).toBe('SUBMITTED');
    expect(await warehouseState(warehouse)).toBe('COUNTING');
    const approved = await act('approve', submitted);
    expect(approved.state).toBe('APPROVED');
    await act('post', approved);
    expect((await balanceOf(db(), warehouse, goods)).onHand).toBe('500.000');

    const frozen = await act('start', await create({ warehouseId: warehouse, scope: 'ALL', freeze: true }));
    expect(await warehouseState(warehouse)).toBe('COUNTING');
    expect((await act('cancel', frozen)).state).toBe('CANCELLED');
    expect(await warehouseState(warehouse)).toBe('ACTIVE');
    await expectNoDrift(db());
  });

  it('a stale version gets 409, bad input a translated refusal, and neither writes anything', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    await stockUp(db(), warehouse, goods, '3');
    const started = await act('start', await create({ warehouseId: warehouse, scope: 'ALL' }));
    const saved = await count(started, { [goods]: '2' });
    const stale = await admin().post(`${CHECK}/count`, {
      id: started.id,
      version: started.version,
      lines: [{ id: started.lines[0]?.id, countedQty: '9' }],
    });
    expect(stale.statusCode).toBe(409);
    expect((await admin().act(CHECK, 'submit', started)).statusCode).toBe(409);
    const bad = await as('admin', 'fr').post(`${CHECK}/count`, {
      id: saved.id,
      version: saved.version,
      lines: [{ id: saved.lines[0]?.id, countedQty: '-1' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/countedQty/);
    const before = await db()
      .selectFrom('stockCheckTask')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const refused = await as('admin', 'fr').post(`${CHECK}/create`, { warehouseId: warehouse, scope: 'GOODS_LIST' });
    expect(refused.statusCode).toBe(400);
    const after = await db()
      .selectFrom('stockCheckTask')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect((await detail(saved.id)).lines[0]?.countedQty).toBe('2.000');
    const notCounted = await act(
      'start',
      await create({ warehouseId: await make.warehouse(), scope: 'GOODS_LIST', goodsIds: [goods] }),
    );
    expect(refusal(await as('admin', 'fr').act(CHECK, 'submit', notCounted), 400)).toMatch(/ligne 1/i);
  });

  it('another tenant and another customer see nothing of a company warehouse check', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    await stockUp(db(), warehouse, goods, '1');
    const check = await create({ warehouseId: warehouse, scope: 'ALL' });
    for (const account of ['otherAdmin', 'dist01'] as const) {
      expect((await as(account).get(`${CHECK}/detail?id=${check.id}`)).statusCode).toBe(404);
      expect((await as(account).act(CHECK, 'start', check)).statusCode).toBe(404);
      const list = dataOf<{ records: { id: string }[] }>(await as(account).get(`${CHECK}/list?size=100`));
      expect(list.records.map((row) => row.id)).not.toContain(check.id);
    }
    const other = await as('dist01').post(`${CHECK}/create`, { warehouseId: warehouse, scope: 'ALL' });
    expect(other.statusCode).toBe(404);
  });

  it('the cycle-count job plans a task for each due warehouse once', async () => {
    const [due, later] = [await make.warehouse(), await make.warehouse()];
    for (const [warehouseId, frequencyDays] of [
      [due, 7],
      [later, 30],
    ] as const) {
      expect((await admin().post(`${CHECK}/schedule`, { warehouseId, frequencyDays })).statusCode).toBe(200);
    }
    await db()
      .updateTable('stockCountSchedule')
      .set({ lastCountDate: '2026-01-01' })
      .where('warehouseId', '=', due)
      .execute();
    await db()
      .updateTable('stockCountSchedule')
      .set({ lastCountDate: '2026-01-05' })
      .where('warehouseId', '=', later)
      .execute();
    const first = await generateCycleTasks(db(), ADMIN_TENANT, '2026-01-08');
    const again = await generateCycleTasks(db(), ADMIN_TENANT, '2026-01-09');
    const tasks = await db()
      .selectFrom('stockCheckTask')
      .select(['warehouseId', 'scope', 'state'])
      .where('warehouseId', 'in', [due, later])
      .execute();
    expect(tasks).toEqual([{ warehouseId: due, scope: 'CYCLE', state: 'PLANNED' }]);
    expect(first).toHaveLength(1);
    expect(again).toEqual([]);
  });
});
