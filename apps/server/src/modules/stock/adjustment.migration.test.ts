import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations';
import { type DatabaseHandle, openDatabase } from '../../platform/db/database';

const UPGRADE = '0025_stock_adjustments';

/** 0025 on a database where stock checks already posted adjustments (the shape 0023 left them in). */
describe('migration 0025: adjustments posted before it become POSTED documents with lines', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
    for (const migration of migrations.filter((m) => m.name < UPGRADE)) {
      for (const statement of migration.statements) await sql.raw(statement).execute(handle.db);
    }
  }, 120_000);
  afterAll(() => handle.close());

  it('keeps the adjustment, scopes it to its warehouse owner and rebuilds its lines from its entries', async () => {
    await sql
      .raw(`
      insert into base_customer (id, tenant_id, customer_code, customer_name, customer_full_name)
        values (7, '000000', 'C7', 'C7', 'C7');
      insert into warehouse (id, tenant_id, owner_customer_id, code, name, grade) values (3, '000000', 7, 'W3', 'W3', 1);
      insert into product_category (id, tenant_id, level, path, code, name) values (5, '000000', 1, '/', 'K', 'K');
      insert into goods (id, tenant_id, sku, name, category_id, base_unit) values (9, '000000', 'G9', 'G9', 5, 'PCS');
      insert into stock_check_task (id, tenant_id, task_no, warehouse_id, scope, state, create_dept)
        values (1, '000000', 'CHK2026-00001', 3, 'ALL', 'POSTED', 77);
      insert into stock_adjustment (id, tenant_id, voucher_no, warehouse_id, source_type, source_id, posting_date, remark, create_user)
        values (11, '000000', 'ADJ2026-00001', 3, 'stock_check', 1, '2026-03-01', 'CHK2026-00001', 42);
      insert into stock_ledger_entry (tenant_id, posting_date, voucher_type, voucher_id, voucher_line, warehouse_id, goods_id,
        batch_no, qty_change, qty_after, value_change, value_after, unit, factor)
        values ('000000', '2026-03-01', 'stock_adjustment', 11, 1, 3, 9, '', -2, 8, -2, 8, 'PCS', 1),
               ('000000', '2026-03-01', 'stock_adjustment', 11, 2, 3, 9, '', 1, 9, 1, 9, 'PCS', 1);`)
      .execute(handle.db);
    const upgrade = migrations.find((m) => m.name === UPGRADE);
    for (const statement of upgrade?.statements ?? []) await sql.raw(statement).execute(handle.db);

    const adjustment = await handle.db
      .selectFrom('stockAdjustment')
      .select([
        'state',
        'version',
        'isDeleted',
        'ownerPartyId',
        'scopePartyId',
        'updateUser',
        'createDept',
        'needsApproval',
      ])
      .where('id', '=', '11')
      .executeTakeFirstOrThrow();
    expect(adjustment).toEqual({
      state: 'POSTED',
      version: 1,
      isDeleted: 0,
      ownerPartyId: '7',
      scopePartyId: '7',
      updateUser: '42',
      createDept: '77',
      needsApproval: false,
    });
    const lines = await handle.db
      .selectFrom('stockAdjustmentLine')
      .select(['lineNo', 'goodsId', 'unit', 'qty', 'reason'])
      .where('adjustmentId', '=', '11')
      .orderBy('lineNo')
      .execute();
    expect(lines).toEqual([
      { lineNo: 1, goodsId: '9', unit: 'PCS', qty: '-2.000', reason: 'correction' },
      { lineNo: 2, goodsId: '9', unit: 'PCS', qty: '1.000', reason: 'correction' },
    ]);
    // A new row is a draft by default.
    const fresh = await handle.db
      .insertInto('stockAdjustment')
      .values({ tenantId: '000000', voucherNo: 'ADJ2026-00002', warehouseId: '3' })
      .returning(['state', 'postingDate'])
      .executeTakeFirstOrThrow();
    expect(fresh).toEqual({ state: 'DRAFT', postingDate: null });
  });
});
