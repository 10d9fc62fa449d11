import type { Page } from '@smdp/contracts';
import type { Inbound } from '@smdp/contracts/stock';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed';
import type { Database } from '../../platform/db/database';
import { ADMIN_TENANT } from '../../platform/tenancy';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { expectNoDrift } from './vouchers.testkit';

const REPORT = '/api/smdp-stock/report';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('the demo stock of a fresh install', () => {
  let t: TestApp;
  let db: Database;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, query: Record<string, string>, token: string) => {
    const response = await t.app.inject({ url, query, headers: bearer(token) });
    return dataOf<Page<T>>(response);
  };

  it('gives every stock report rows for the administrator', async () => {
    const { records: balances } = await get<{ goodsId: string }>(`${REPORT}/balance`, {}, tokens.admin);
    const goodsId = balances[0]?.goodsId ?? '';
    const warehouses = await t.app.inject({ url: `${REPORT}/warehouses`, headers: bearer(tokens.admin) });
    // W01-W03, CW01, CW02, the defective-goods warehouse CW09 (order demo's damaged returns) and the van's.
    expect(dataOf<unknown[]>(warehouses).length).toBe(7);
    const reports: [string, Record<string, string>][] = [
      ['balance', {}],
      ['balance-as-of', { from: day(-30), to: day(0) }],
      ['ledger', { goodsId }],
      ['near-expiry', {}],
      ['slow-movers', {}],
      ['ageing', {}],
      ['projected', {}],
      ['in-out-by-type', { from: day(-60), to: day(0) }],
      ['count-differences', {}],
    ];
    for (const [report, query] of reports) {
      expect((await get(`${REPORT}/${report}`, query, tokens.admin)).total, report).toBeGreaterThan(0);
    }
    const byType = await get<{ voucherType: string }>(
      `${REPORT}/in-out-by-type`,
      { from: day(-60), to: day(0) },
      tokens.admin,
    );
    expect(byType.records.length).toBeGreaterThan(3);
  });

  it('is made of real vouchers: every ledger entry names a voucher document', async () => {
    const entries = await db
      .selectFrom('stockLedgerEntry')
      .select(['voucherType', 'voucherId'])
      .distinct()
      .where('tenantId', '=', ADMIN_TENANT)
      .execute();
    const tables = {
      inbound: 'stockInbound',
      outbound: 'stockOutbound',
      'transfer-out': 'stockTransfer',
      'transfer-in': 'stockTransfer',
      stock_adjustment: 'stockAdjustment',
      // The order demo's returns post their own stock: sent back by dist01, received by the company.
      orderReturnOut: 'salesOrder',
      orderReturnIn: 'salesOrder',
    } as const;
    expect(new Set(entries.map((entry) => entry.voucherType))).toEqual(new Set(Object.keys(tables)));
    for (const [type, table] of Object.entries(tables)) {
      const ids = entries.filter((entry) => entry.voucherType === type).map((entry) => entry.voucherId);
      const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
      expect(found.length, type).toBe(ids.length);
    }
    const oldest = await db
      .selectFrom('stockLedgerEntry')
      .select(sql<string>`min(posting_date)::text`.as('first'))
      .executeTakeFirstOrThrow();
    expect(oldest.first <= day(-40)).toBe(true);
  });

  it('leaves work in every state: in transit, reserved, to receive, drafts, a count under way', async () => {
    const states = async (table: 'stockInbound' | 'stockOutbound' | 'stockTransfer' | 'stockCheckTask') =>
      (await db.selectFrom(table).select('state').where('tenantId', '=', ADMIN_TENANT).execute()).map((r) => r.state);
    expect(await states('stockInbound')).toEqual(expect.arrayContaining(['DONE', 'SUBMITTED', 'DRAFT']));
    expect(await states('stockOutbound')).toEqual(expect.arrayContaining(['DONE', 'SUBMITTED', 'DRAFT']));
    expect(await states('stockTransfer')).toEqual(expect.arrayContaining(['RECEIVED', 'SHIPPED', 'DRAFT']));
    expect(await states('stockCheckTask')).toEqual(expect.arrayContaining(['POSTED', 'IN_PROGRESS']));

    const short = await db
      .selectFrom('stockInboundLine')
      .select('diffReason')
      .where('diffReason', 'is not', null)
      .execute();
    expect(short.length).toBeGreaterThan(0);
    const shortage = await db
      .selectFrom('stockTransferLine')
      .select('diffReason')
      .where('diffReason', 'is not', null)
      .execute();
    expect(shortage.length).toBeGreaterThan(0);
    const inTransit = await db
      .selectFrom('stockBalance')
      .select('inTransit')
      .where('tenantId', '=', ADMIN_TENANT)
      .where('inTransit', '>', '0')
      .execute();
    expect(inTransit.length).toBeGreaterThan(0);
    const reserved = await db.selectFrom('stockBalance').select('reserved').where('reserved', '>', '0').execute();
    expect(reserved.length).toBeGreaterThan(0);
  });

  it('posts the count with its adjustment, and keeps the ledger free of drift', async () => {
    const posted = await db
      .selectFrom('stockCheckTask')
      .select('id')
      .where('tenantId', '=', ADMIN_TENANT)
      .where('state', '=', 'POSTED')
      .executeTakeFirstOrThrow();
    const adjustment = await db
      .selectFrom('stockAdjustment')
      .select('id')
      .where('sourceId', '=', posted.id)
      .executeTakeFirstOrThrow();
    const moves = await db
      .selectFrom('stockLedgerEntry')
      .select('qtyChange')
      .where('voucherType', '=', 'stock_adjustment')
      .where('voucherId', '=', adjustment.id)
      .execute();
    expect(moves.map((move) => Math.sign(Number(move.qtyChange))).sort()).toEqual([-1, 1]);
    await expectNoDrift(db);
    const run = await t.app.inject({ method: 'POST', url: `${REPORT}/check`, headers: bearer(tokens.admin) });
    expect(dataOf<{ driftCount: number }>(run).driftCount).toBe(0);
  });

  it('ships the demo distributor a sales-out that dist01 confirms on the first day', async () => {
    const shipment = await db
      .selectFrom('stockOutbound')
      .select(['id', 'version', 'consigneePartyId'])
      .where('tenantId', '=', ADMIN_TENANT)
      .where('outboundType', '=', 'SALES_OUT')
      .where('state', '=', 'DONE')
      .where('consigneePartyId', 'is not', null)
      .where('receiptInboundId', 'is', null)
      .executeTakeFirstOrThrow();
    const warehouse = await db
      .selectFrom('warehouse')
      .select('id')
      .where('code', '=', 'W01')
      .where('tenantId', '=', ADMIN_TENANT)
      .executeTakeFirstOrThrow();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/smdp-stock/outbound/confirm-receipt',
      headers: bearer(tokens.dist01),
      payload: { id: shipment.id, version: shipment.version, warehouseId: warehouse.id },
    });
    const receipt = dataOf<Inbound>(response);
    expect(receipt.state).toBe('SUBMITTED');
    expect(receipt.lines.length).toBeGreaterThan(0);
  });

  it('shows the keeper keeper01 only the warehouse it keeps', async () => {
    const keeper = (await signIn(t.app, 'keeper01')).accessToken;
    const warehouses = await t.app.inject({ url: `${REPORT}/warehouses`, headers: bearer(keeper) });
    expect(dataOf<{ code: string }[]>(warehouses).map((warehouse) => warehouse.code)).toEqual(['CW02']);
    const balances = await get<{ warehouseCode: string }>(`${REPORT}/balance`, { size: '500' }, keeper);
    expect(balances.total).toBeGreaterThan(0);
    expect(new Set(balances.records.map((row) => row.warehouseCode))).toEqual(new Set(['CW02']));
    const moves = await get<{ warehouseCode: string }>(
      `${REPORT}/in-out-by-type`,
      { from: day(-60), to: day(0) },
      keeper,
    );
    expect(new Set(moves.records.map((row) => row.warehouseCode))).toEqual(new Set(['CW02']));
    const elsewhere = await t.app.inject({
      url: `${REPORT}/balance`,
      query: { warehouseId_equal: await warehouseId('CW01') },
      headers: bearer(keeper),
    });
    expect(dataOf<Page<unknown>>(elsewhere).total).toBe(0);
  });

  it("lets keeper01 see and open every voucher of its warehouse, whoever made it, and nothing of another's", async () => {
    const keeper = (await signIn(t.app, 'keeper01')).accessToken;
    const [kept, other] = [await warehouseId('CW02'), await warehouseId('CW01')];
    for (const kind of ['inbound', 'outbound', 'transfer', 'check', 'adjustment']) {
      const list = await get<{ id: string; warehouseId?: string; fromWarehouseId?: string; toWarehouseId?: string }>(
        `/api/smdp-stock/${kind}/list`,
        { size: '200' },
        keeper,
      );
      expect(list.total, kind).toBeGreaterThan(0);
      for (const row of list.records) {
        expect([row.warehouseId, row.fromWarehouseId, row.toWarehouseId], kind).toContain(kept);
      }
      const detail = await t.app.inject({
        url: `/api/smdp-stock/${kind}/detail`,
        query: { id: list.records[0]?.id ?? '' },
        headers: bearer(keeper),
      });
      expect(detail.json().code, kind).toBe(200);
    }
    const elsewhere = await db
      .selectFrom('stockInbound')
      .select('id')
      .where('warehouseId', '=', other)
      .executeTakeFirstOrThrow();
    const refused = await t.app.inject({
      url: '/api/smdp-stock/inbound/detail',
      query: { id: elsewhere.id },
      headers: bearer(keeper),
    });
    expect(refused.json().code).toBe(404);
  });

  const warehouseId = async (code: string) =>
    (
      await db
        .selectFrom('warehouse')
        .select('id')
        .where('tenantId', '=', ADMIN_TENANT)
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).id;

  it('adds nothing on a restart', async () => {
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('stockInbound')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seedDemoData(db);
    expect(await count()).toBe(before);
  });
});
