import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import { assertPeriodOpen, lockDateOf, setLockDate } from '../../platform/ledger/period-lock';
import type { Caller } from '../../platform/scope/caller';
import { warehouseIdsOwnedBy, warehousesForStock } from '../store';
import { stockLedger } from './stock.ledger';
import { calendarDate, idOf } from './stock-input';

/**
 * Closes stock up to `lockDate`: the whole tenant's (no warehouse: a closed month), or one warehouse's
 * (a posted stock count). The kernel keys a lock by party; stock's "party" is the warehouse.
 */
export async function lockStockPeriod(
  trx: Transaction<DB>,
  caller: Pick<Caller, 'tenantId'>,
  lock: { warehouseId?: string | number; lockDate: string },
) {
  const lockDate = calendarDate(lock.lockDate, 'lockDate');
  const party = lock.warehouseId === undefined ? undefined : idOf(lock.warehouseId);
  if (party !== undefined && (await warehousesForStock(trx, caller.tenantId, [party])).length === 0) throw notFound();
  await setLockDate(
    trx,
    { tenantId: caller.tenantId, ledger: stockLedger.name, ...(party ? { party } : {}) },
    lockDate,
  );
}

/**
 * Closes the stock of every warehouse a party owns up to `lockDate`, never moving a later lock back
 * (a reconciliation the party confirmed: its books of that period are agreed).
 */
export async function lockOwnerStockPeriod(
  trx: Transaction<DB>,
  tenantId: string,
  ownerPartyId: string,
  lockDate: string,
): Promise<void> {
  for (const warehouseId of await warehouseIdsOwnedBy(trx, tenantId, ownerPartyId)) {
    const scope = { tenantId, ledger: stockLedger.name, party: warehouseId };
    const current = await lockDateOf(trx, scope);
    if (current === undefined || current < lockDate) await setLockDate(trx, scope, lockDate);
  }
}

/** Refuses a posting dated on or before the tenant's or any of its warehouses' lock date. */
export async function assertStockPeriodsOpen(
  trx: Transaction<DB>,
  tenantId: string,
  warehouseIds: Iterable<string>,
  postingDate: string,
) {
  for (const warehouseId of new Set(warehouseIds)) {
    await assertPeriodOpen(trx, { tenantId, ledger: stockLedger.name, party: warehouseId }, postingDate);
  }
}
