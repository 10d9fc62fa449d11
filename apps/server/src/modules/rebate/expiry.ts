import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { fromUnits, toUnits } from '../../platform/ledger/decimal';
import { staffCaller } from '../../platform/scope/caller';
import { type FundHolder, firstOpenFundDay, lockFundAccounts, writeOffRebate } from '../fund';
import { addDays, todayIn } from './days';
import { lotsOf, recordUse } from './lots';

/** The fund source of a write-off: the lot, named on the ledger by its settlement's number. */
export const REBATE_EXPIRY_SOURCE = 'rebateLotExpiry';

export type WrittenOff = {
  tenantId: string;
  lotId: string;
  holderPartyId: string;
  amount: string;
  postingDate: string;
};
/** A lot whose write-off waits for the holder's locked period to end (the lock reaches past today). */
export type WaitingLot = { tenantId: string; lotId: string; openFrom: string };
export type ExpiryRun = { writtenOff: WrittenOff[]; waiting: WaitingLot[] };

const units = (value: string) => toUnits(value, 2);

export type DueHolder = FundHolder & { tenantId: string };

/** Every holder, in every tenant, with a lot expired before `today` that still holds something. */
async function holdersDue(db: Database, today: string): Promise<DueHolder[]> {
  return db
    .selectFrom('rebateLot')
    .select([
      'tenantId',
      sql<string>`holder_party_id::text`.as('holderPartyId'),
      sql<string>`owner_party_id::text`.as('counterpartyPartyId'),
    ])
    .distinct()
    .where('remaining', '>', '0')
    .where('expiryDate', '<', today)
    .orderBy('tenantId')
    .orderBy('holderPartyId')
    .orderBy('counterpartyPartyId')
    .execute();
}

/** The UTC day each lot was last used or given back (a give-back after expiry lapses when it comes back). */
async function lastUseDays(trx: Transaction<DB>, tenantId: string, lotIds: string[]): Promise<Map<string, string>> {
  if (lotIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('rebateLotUse')
    .select(['lotId', sql<string>`(max(create_time) at time zone 'UTC')::date::text`.as('day')])
    .where('tenantId', '=', tenantId)
    .where('lotId', 'in', lotIds)
    .groupBy('lotId')
    .execute();
  return new Map(rows.map((row) => [String(row.lotId), row.day]));
}

/**
 * Writes off one holder's expired lots in one transaction: the fund rows are locked first, then the
 * lots in the order an order's consumption locks them, so an order spending this holder's rebate at the
 * same time queues on either side and nothing is spent twice. Each lot's remainder leaves the rebate
 * account dated the day it lapsed, or the first open day after a confirmed reconciliation's lock; a
 * lock reaching past today leaves the lot for a later run. A lot at zero is not touched again.
 */
export async function expireHolderLots(trx: Transaction<DB>, holder: DueHolder, today: string): Promise<ExpiryRun> {
  const { tenantId } = holder;
  await lockFundAccounts(trx, tenantId, holder);
  const expired = (await lotsOf(trx, tenantId, holder, true)).filter((lot) => lot.expiryDate < today);
  const lastUse = await lastUseDays(
    trx,
    tenantId,
    expired.map((lot) => lot.id),
  );
  const run: ExpiryRun = { writtenOff: [], waiting: [] };
  const system = staffCaller(tenantId);
  for (const lot of expired) {
    const lapsed = addDays(lot.expiryDate, 1);
    const used = lastUse.get(lot.id);
    const postingDate = await firstOpenFundDay(
      trx,
      tenantId,
      holder.holderPartyId,
      used && used > lapsed ? used : lapsed,
    );
    if (postingDate > today) {
      run.waiting.push({ tenantId, lotId: lot.id, openFrom: postingDate });
      continue;
    }
    const source = { type: REBATE_EXPIRY_SOURCE, id: lot.id, docNo: lot.settlementNo };
    await writeOffRebate(trx, system, { holder, source, amount: lot.remaining, postingDate });
    await recordUse(trx, tenantId, lot.id, source, units(lot.remaining));
    run.writtenOff.push({
      tenantId,
      lotId: lot.id,
      holderPartyId: holder.holderPartyId,
      amount: fromUnits(units(lot.remaining), 2),
      postingDate,
    });
  }
  return run;
}

/**
 * The daily rebate expiry (domain.md §8): the remainder of every lot that expired before today (UTC)
 * is written off, one transaction per holder. Running it again writes nothing more.
 */
export async function expireRebateLots(db: Database, now: Date = new Date()): Promise<ExpiryRun> {
  const today = todayIn(now, 'UTC');
  const run: ExpiryRun = { writtenOff: [], waiting: [] };
  for (const holder of await holdersDue(db, today)) {
    const one = await db.transaction().execute((trx) => expireHolderLots(trx, holder, today));
    run.writtenOff.push(...one.writtenOff);
    run.waiting.push(...one.waiting);
  }
  return run;
}
