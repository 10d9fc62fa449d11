import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../platform/http/errors';
import { fromUnits, toUnits } from '../../platform/ledger/decimal';
import { reverse } from '../../platform/ledger/reverse';
import { keyIdOf, lockBalances } from './balances';
import { assertStockPeriodsOpen } from './period';
import type { PostedStockEntry, StockCaller, StockVoucher } from './post-stock';
import { refuseShortage } from './post-stock';
import { QTY_SCALE, stockLedger, VALUE_SCALE } from './stock.ledger';
import { findShortage } from './stock.rules';
import { calendarDate, idOf } from './stock-input';
import { loadSubjects } from './subjects';

/**
 * Cancels a voucher's postings with mirror entries dated `postingDate` (ERPNext's cancelled SLE pair).
 * The same rules as a posting apply to the mirrors: the warehouse must be open and the period too,
 * and a mirror taking stock out (the reversal of a receipt) must find it available. Reservations
 * consumed by the voucher are not restored: holding stock again is the source document's decision.
 */
export async function reverseStock(
  trx: Transaction<DB>,
  caller: StockCaller,
  reversal: { voucher: StockVoucher; postingDate: string },
): Promise<PostedStockEntry[]> {
  const { tenantId } = caller;
  const postingDate = calendarDate(reversal.postingDate, 'postingDate');
  const voucher = { tenantId, type: reversal.voucher.type, id: idOf(reversal.voucher.id) };
  const originals = await trx
    .selectFrom('stockLedgerEntry')
    .select(['id', 'warehouseId', 'goodsId', 'batchNo', 'qtyChange', 'valueChange', 'unitCost'])
    .where('tenantId', '=', tenantId)
    .where('voucherType', '=', voucher.type)
    .where('voucherId', '=', voucher.id)
    .where('reversalOf', 'is', null)
    .orderBy('id')
    .execute();
  if (originals.length === 0) throw badRequest('ledgerNothingToReverse');

  const subjects = await loadSubjects(trx, tenantId, originals, 'move');
  await assertStockPeriodsOpen(
    trx,
    tenantId,
    originals.map((entry) => entry.warehouseId),
    postingDate,
  );
  const balances = await lockBalances(trx, tenantId, originals);
  await assertNotReversed(
    trx,
    originals.map((entry) => entry.id),
  );
  const mirrors = originals.map((entry) => ({
    key: keyIdOf(entry),
    qty: -toUnits(entry.qtyChange, QTY_SCALE),
    consumes: 0n,
    allowNegative: subjects.warehouses.get(entry.warehouseId)?.allowNegative ?? false,
  }));
  refuseShortage(
    findShortage(balances, mirrors),
    originals.map((entry) => ({ key: entry })),
    subjects,
  );

  const entries = await reverse(trx, stockLedger, {
    voucher,
    postingDate,
    allowNegative: mirrors.some((mirror) => mirror.allowNegative),
  });
  return entries.map((entry, index) => ({
    id: entry.id,
    voucherLine: entry.voucherLine,
    qtyAfter: entry.after.qtyChange,
    valueChange: fromUnits(-toUnits(originals[index]?.valueChange ?? '0', VALUE_SCALE), VALUE_SCALE),
    valueAfter: entry.after.valueChange,
    unitCost: originals[index]?.unitCost ?? '0',
  }));
}

/**
 * Checked under the balance locks, before the availability rule, so that a second reversal is told
 * "already reversed" rather than "not enough stock" (the kernel checks again as it writes).
 */
async function assertNotReversed(trx: Transaction<DB>, ids: string[]) {
  const mirror = await trx
    .selectFrom('stockLedgerEntry')
    .select('id')
    .where('reversalOf', 'in', ids)
    .limit(1)
    .executeTakeFirst();
  if (mirror) throw badRequest('ledgerAlreadyReversed');
}
