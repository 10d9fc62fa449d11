import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_TENANT } from '../../db/seed';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/errors';
import { translate } from '../../platform/i18n/messages';
import { staffCaller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { CARTON, PIECE, type StockFixtures, stockFixtures } from '../../testing/stock-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  checkStockInvariants,
  lockStockPeriod,
  postStock,
  releaseStock,
  reserveStock,
  reverseStock,
  type StockLine,
  setGoodsStockSetting,
  stockBalancesOf,
} from './index';

describe('stock ledger: posting, reversal, batches, period locks, reservations', () => {
  let t: TestApp;
  let db: Database;
  let make: StockFixtures;
  let other: StockFixtures;
  const caller = staffCaller(ADMIN_TENANT);
  let nextVoucher = 1;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    make = await stockFixtures(db, ADMIN_TENANT);
    other = await stockFixtures(db, SECOND_TENANT);
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
  const postLines = (lines: StockLine[], { voucherId = nextVoucher++, postingDate = '2026-03-02' } = {}) =>
    db
      .transaction()
      .execute((trx) => postStock(trx, caller, { voucher: { type: 'test', id: voucherId }, postingDate, lines }));
  const balance = async (warehouseId: string, goodsId: string) => {
    const [row] = await stockBalancesOf(db, caller, { warehouseId, goodsId });
    return row && { onHand: row.onHand, reserved: row.reserved, available: row.available, value: row.stockValue };
  };
  const entryCount = async () =>
    Number(
      (
        await sql<{
          n: string;
        }>`select count(*) as n from stock_ledger_entry where tenant_id = ${ADMIN_TENANT}`.execute(db)
      ).rows[0]?.n,
    );
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };
  const noDrift = async () => expect(await checkStockInvariants(db, { tenantId: ADMIN_TENANT })).toEqual([]);

  it('receives at cost, issues at the moving average, and keeps unit and factor on each entry', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    const receipt = await postLines([
      line(warehouse, goods, '48', { unit: CARTON.unit, factor: CARTON.factor, unitCost: '0.5' }),
      line(warehouse, goods, '10', { unitCost: '0.8' }),
    ]);
    expect(receipt.map((entry) => [entry.qtyAfter, entry.valueAfter])).toEqual([
      ['48.000', '24.00'],
      ['58.000', '32.00'],
    ]);
    const issue = await postLines([line(warehouse, goods, '-29'), line(warehouse, goods, '-29')]);
    // 32.00 / 58 = 0.551724 a piece; the last piece out takes what value is left.
    expect(issue.map((entry) => [entry.valueChange, entry.unitCost, entry.valueAfter])).toEqual([
      ['-16.00', '0.551724', '16.00'],
      ['-16.00', '0.551724', '0.00'],
    ]);
    const kept = await db
      .selectFrom('stockLedgerEntry')
      .select(['unit', 'factor', 'qtyChange'])
      .where('goodsId', '=', goods)
      .orderBy('id')
      .execute();
    expect(kept[0]).toEqual({ unit: 'CTN', factor: '24.000000', qtyChange: '48.000' });
    expect(await balance(warehouse, goods)).toEqual({
      onHand: '0.000',
      reserved: '0.000',
      available: '0.000',
      value: '0.00',
    });
    await noDrift();
  });

  it('refuses a move out beyond on hand with a translated message, writing nothing; a negative-stock warehouse takes it', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    await postLines([line(warehouse, goods, '3', { unitCost: '2' })]);
    const before = await entryCount();
    const error = await refusal(postLines([line(warehouse, goods, '-2'), line(warehouse, goods, '-1.5')]));
    expect(error.messageKey).toBe('stockNotEnoughOf');
    expect(error.params).toMatchObject({ balance: '1.000', needed: '1.500' });
    expect(translate(error.messageKey, 'en', error.params)).toMatch(
      /^Not enough stock of SKU-.+ in warehouse WH-.+: 1\.000 available, 1\.500 needed$/,
    );
    expect(translate(error.messageKey, 'zh', error.params)).toContain('库存不足');
    expect(await entryCount()).toBe(before);
    expect((await balance(warehouse, goods))?.onHand).toBe('3.000');

    const loose = await make.warehouse({ allowNegative: true });
    const [entry] = await postLines([line(loose, goods, '-4')]);
    expect(entry?.qtyAfter).toBe('-4.000');
    await noDrift();
  });

  it('refuses postings in a counting or disabled warehouse', async () => {
    const goods = await make.goods();
    const counting = await make.warehouse({ state: 'COUNTING' });
    const disabled = await make.warehouse({ state: 'DISABLED' });
    const error = await refusal(postLines([line(counting, goods, '1')]));
    expect(error.messageKey).toBe('stockWarehouseCounting');
    expect((await refusal(postLines([line(disabled, goods, '1')]))).messageKey).toBe('stockWarehouseDisabled');
  });

  it('treats warehouses and goods of another tenant, deleted or unknown, as not found', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    const [foreignWarehouse, foreignGoods] = [await other.warehouse(), await other.goods()];
    for (const lines of [
      [line(foreignWarehouse, goods, '1')],
      [line(warehouse, foreignGoods, '1')],
      [line('999999999', goods, '1')],
      [line('not-an-id', goods, '1')],
    ]) {
      expect((await refusal(postLines(lines))).status).toBe(404);
    }
    await db.updateTable('goods').set({ isDeleted: 1 }).where('id', '=', goods).execute();
    expect((await refusal(postLines([line(warehouse, goods, '1')]))).status).toBe(404);
    const reserve = db
      .transaction()
      .execute((trx) =>
        reserveStock(trx, caller, { type: 'order', id: 1 }, [
          { sourceLine: 1, warehouseId: foreignWarehouse, goodsId: foreignGoods, qty: '1' },
        ]),
      );
    expect((await refusal(reserve)).status).toBe(404);
  });

  it('refuses bad quantities, costs and units', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    expect((await refusal(postLines([line(warehouse, goods, '0')]))).messageKey).toBe('stockQtyInvalid');
    expect((await refusal(postLines([line(warehouse, goods, '1.0001')]))).messageKey).toBe('stockQtyInvalid');
    expect((await refusal(postLines([line(warehouse, goods, 'abc')]))).messageKey).toBe('stockQtyInvalid');
    for (const qty of [1.0005, Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect((await refusal(postLines([{ ...line(warehouse, goods, '1'), qty }]))).messageKey).toBe('stockQtyInvalid');
    }
    const [exact] = await postLines([{ ...line(warehouse, goods, '1'), qty: 1.001 }]);
    expect(exact?.qtyAfter).toBe('1.001');
    const cost = await refusal(postLines([line(warehouse, goods, '1', { unitCost: '-1' })]));
    expect(cost.messageKey).toBe('stockCostInvalid');
    const unit = await refusal(postLines([line(warehouse, goods, '1', { unit: 'BOX' })]));
    expect(unit.messageKey).toBe('stockUnitUnknown');
    const factor = await refusal(postLines([line(warehouse, goods, '12', { unit: 'CTN', factor: 12 })]));
    expect(factor.params).toMatchObject({ unit: 'CTN', factor: '12.000000' });
  });

  it('refuses postings on or before the lock date of the tenant or of the warehouse', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    const other = await make.warehouse();
    await db
      .transaction()
      .execute((trx) => lockStockPeriod(trx, caller, { warehouseId: warehouse, lockDate: '2026-03-31' }));
    const locked = await refusal(postLines([line(warehouse, goods, '1')], { postingDate: '2026-03-31' }));
    expect(locked.messageKey).toBe('ledgerPeriodLocked');
    expect(locked.params).toEqual({ date: '2026-03-31' });
    await postLines([line(other, goods, '1')], { postingDate: '2026-03-31' });
    await postLines([line(warehouse, goods, '1')], { postingDate: '2026-04-01' });
    const mixed = await refusal(
      postLines([line(other, goods, '1'), line(warehouse, goods, '1')], { postingDate: '2026-03-15' }),
    );
    expect(mixed.messageKey).toBe('ledgerPeriodLocked');
  });

  it('keeps batches of batch-tracked goods with their expiry, and refuses a batch where none belongs', async () => {
    const warehouse = await make.warehouse();
    const tracked = await make.goods({ batchTracked: true, shelfLifeDays: 30 });
    const plain = await make.goods();
    expect((await refusal(postLines([line(warehouse, tracked, '5')]))).messageKey).toBe('stockBatchRequired');
    expect((await refusal(postLines([line(warehouse, plain, '5', { batch: 'B1' })]))).messageKey).toBe(
      'stockBatchNotTracked',
    );
    await postLines([
      line(warehouse, tracked, '5', { batch: 'B1', batchDates: { productionDate: '2026-02-01' } }),
      line(warehouse, tracked, '2', { batch: 'B2', batchDates: { expiryDate: '2026-12-31' } }),
      line(warehouse, tracked, '1', { batch: 'B1' }),
    ]);
    const batches = await db
      .selectFrom('stockBatch')
      .select(['batchNo', sql<string>`expiry_date::text`.as('expiryDate')])
      .where('goodsId', '=', tracked)
      .orderBy('batchNo')
      .execute();
    expect(batches).toEqual([
      { batchNo: 'B1', expiryDate: '2026-03-03' },
      { batchNo: 'B2', expiryDate: '2026-12-31' },
    ]);
    const moved = await stockBalancesOf(db, caller, { warehouseId: warehouse, goodsId: tracked });
    expect(moved.map((row) => [row.batchNo, row.onHand])).toEqual([
      ['B1', '6.000'],
      ['B2', '2.000'],
    ]);
    const changed = await refusal(
      postLines([line(warehouse, tracked, '1', { batch: 'B2', batchDates: { expiryDate: '2027-01-31' } })]),
    );
    expect(changed.messageKey).toBe('stockBatchDatesDiffer');
    // Another batch has no stock of its own, whatever its goods holds elsewhere.
    expect((await refusal(postLines([line(warehouse, tracked, '-3', { batch: 'B2' })]))).messageKey).toBe(
      'stockNotEnoughOf',
    );
    const settingChange = db
      .transaction()
      .execute((trx) => setGoodsStockSetting(trx, caller, tracked, { batchTracked: false, shelfLifeDays: null }));
    expect((await refusal(settingChange)).messageKey).toBe('stockBatchTrackingInUse');
    await noDrift();
  });

  it('reverses a voucher once with mirror entries, and refuses to reverse a receipt whose stock has left', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    await postLines([line(warehouse, goods, '10', { unitCost: '3' })], { voucherId: 5001 });
    await postLines([line(warehouse, goods, '-4'), line(warehouse, goods, '-1')], { voucherId: 5002 });
    const reverseOf = (id: number) =>
      db
        .transaction()
        .execute((trx) => reverseStock(trx, caller, { voucher: { type: 'test', id }, postingDate: '2026-03-05' }));
    const mirrors = await reverseOf(5002);
    expect(mirrors.map((entry) => [entry.qtyAfter, entry.valueChange, entry.valueAfter])).toEqual([
      ['9.000', '12.00', '27.00'],
      ['10.000', '3.00', '30.00'],
    ]);
    expect((await refusal(reverseOf(5002))).messageKey).toBe('ledgerAlreadyReversed');
    expect((await refusal(reverseOf(5999))).messageKey).toBe('ledgerNothingToReverse');

    await postLines([line(warehouse, goods, '-8')], { voucherId: 5003 });
    const left = await refusal(reverseOf(5001));
    expect(left.messageKey).toBe('stockNotEnoughOf');
    expect(left.params).toMatchObject({ balance: '2.000', needed: '10.000' });
    await noDrift();
  });

  it('reserves up to what is available, keeps moves out off reserved stock, consumes and releases', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    await postLines([line(warehouse, goods, '10', { unitCost: '1' })]);
    const order = { type: 'order', id: 77 };
    const reserve = (sourceLine: number, qty: string) =>
      db
        .transaction()
        .execute((trx) =>
          reserveStock(trx, caller, order, [{ sourceLine, warehouseId: warehouse, goodsId: goods, qty }]),
        );
    await reserve(1, '6');
    await reserve(1, '1');
    expect(await balance(warehouse, goods)).toMatchObject({ onHand: '10.000', reserved: '7.000', available: '3.000' });
    const tooMuch = await refusal(reserve(2, '4'));
    expect(tooMuch.messageKey).toBe('stockNotEnoughOf');
    expect(tooMuch.params).toMatchObject({ balance: '3.000', needed: '4.000' });

    // A move out without the reservation may take only what is not reserved.
    expect((await refusal(postLines([line(warehouse, goods, '-4')]))).params).toMatchObject({ balance: '3.000' });
    // Shipping the order consumes its reservation; 8 out of 7 reserved takes 1 of the free 3.
    const consumes = { sourceType: order.type, sourceId: order.id, sourceLine: 1 };
    await postLines([line(warehouse, goods, '-8', { consumes })]);
    expect(await balance(warehouse, goods)).toMatchObject({ onHand: '2.000', reserved: '0.000', available: '2.000' });
    await noDrift();

    await reserve(2, '2');
    const release = (lines?: { sourceLine: number; qty?: string }[]) =>
      db.transaction().execute((trx) => releaseStock(trx, caller, order, lines));
    expect((await refusal(release([{ sourceLine: 2, qty: '3' }]))).messageKey).toBe('stockReservationTooSmall');
    expect((await refusal(release([{ sourceLine: 9 }]))).messageKey).toBe('stockReservationMissing');
    await release([{ sourceLine: 2, qty: '0.5' }]);
    expect((await balance(warehouse, goods))?.reserved).toBe('1.500');
    await release();
    expect(await balance(warehouse, goods)).toMatchObject({ reserved: '0.000', available: '2.000' });
    const elsewhere = await make.warehouse();
    await postLines([line(elsewhere, goods, '1')]);
    const wrongKey = db
      .transaction()
      .execute((trx) =>
        reserveStock(trx, caller, order, [{ sourceLine: 2, warehouseId: elsewhere, goodsId: goods, qty: '1' }]),
      );
    expect((await refusal(wrongKey)).messageKey).toBe('stockReservationElsewhere');
    await noDrift();
  });

  it('reports drift in running figures, balances and reserved figures', async () => {
    const [warehouse, goods] = [await make.warehouse(), await make.goods()];
    await postLines([line(warehouse, goods, '5'), line(warehouse, goods, '1')]);
    await db
      .transaction()
      .execute((trx) =>
        reserveStock(trx, caller, { type: 'order', id: 78 }, [
          { sourceLine: 1, warehouseId: warehouse, goodsId: goods, qty: '2' },
        ]),
      );
    await noDrift();
    await sql`update stock_ledger_entry set qty_after = 99 where goods_id = ${goods} and voucher_line = 2`.execute(db);
    await sql`update stock_balance set reserved = 1 where goods_id = ${goods}`.execute(db);
    const drift = await checkStockInvariants(db, { tenantId: ADMIN_TENANT });
    expect(
      drift.map((row) => [
        row.kind,
        'figure' in row ? row.figure : 'reserved',
        Number(row.expected),
        Number(row.found),
      ]),
    ).toEqual([
      ['entry', 'qtyChange', 6, 99],
      ['reserved', 'reserved', 2, 1],
    ]);
    await sql`update stock_ledger_entry set qty_after = 6 where goods_id = ${goods} and voucher_line = 2`.execute(db);
    await sql`update stock_balance set reserved = 2 where goods_id = ${goods}`.execute(db);
    await noDrift();
  });
});
