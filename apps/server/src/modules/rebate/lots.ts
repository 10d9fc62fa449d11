import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import { badRequest } from '../../platform/http/errors';
import { fromUnits, toUnits } from '../../platform/ledger/decimal';
import { type FundHolder, type FundSource, rebateAvailable } from '../fund';
import type { RebateSpending, RebateTerms } from '../order';

/**
 * Rebate lots (domain.md §8): each posted settlement to the rebate account is a lot with an expiry
 * day. The rebate account's balance is the lots' remaining amounts plus any rebate credited without a
 * lot; an order's rebate part takes lots first expiring first, and an expired lot's remainder cannot be
 * spent. Lots are locked after the fund module locked the holder's balance rows (freezeFunds runs first
 * in the order's transaction), so two orders of one buyer queue and a lot is never over-consumed.
 */
const units = (value: string | number) => toUnits(String(value), 2);
const money = (value: bigint) => fromUnits(value, 2);

type LotRow = { id: string; remaining: string; expiryDate: string; maxUseRatio: string };

async function lotsOf(db: Kysely<DB>, tenantId: string, holder: FundHolder, lock: boolean): Promise<LotRow[]> {
  const rows = await sql<LotRow>`
    select id::text as id, remaining::text as remaining, expiry_date::text as "expiryDate",
      max_use_ratio::text as "maxUseRatio"
    from rebate_lot
    where tenant_id = ${tenantId} and holder_party_id = ${holder.holderPartyId}::bigint
      and owner_party_id = ${holder.counterpartyPartyId}::bigint and remaining > 0
    order by expiry_date, id ${lock ? sql`for update` : sql``}`.execute(db);
  return rows.rows;
}

/** Spendable rebate (available less expired lots' remainder) and the largest cap of the unexpired lots. */
export async function rebateTerms(
  db: Kysely<DB>,
  tenantId: string,
  holder: FundHolder,
  day: string,
): Promise<RebateTerms> {
  const lots = await lotsOf(db, tenantId, holder, false);
  if (lots.length === 0) return { spendable: null, maxRatio: null };
  const expired = lots.filter((lot) => lot.expiryDate < day).reduce((sum, lot) => sum + units(lot.remaining), 0n);
  const live = lots.filter((lot) => lot.expiryDate >= day);
  const available = units(await rebateAvailable(db, tenantId, holder));
  const spendable = available - expired;
  const maxRatio = live.reduce<string | null>(
    (best, lot) => (best === null || Number(lot.maxUseRatio) > Number(best) ? lot.maxUseRatio : best),
    null,
  );
  return { spendable: money(spendable > 0n ? spendable : 0n), maxRatio };
}

async function recordUse(trx: Transaction<DB>, tenantId: string, lotId: string, source: FundSource, amount: bigint) {
  await trx
    .updateTable('rebateLot')
    .set({ remaining: sql`remaining - ${money(amount)}::numeric` })
    .where('tenantId', '=', tenantId)
    .where('id', '=', lotId)
    .execute();
  await trx
    .insertInto('rebateLotUse')
    .values({ tenantId, lotId, sourceType: source.type, sourceId: source.id, amount: money(amount) })
    .execute();
}

/**
 * The order froze `amount` of rebate (freezeFunds ran first and holds the balance rows): takes it from
 * the unexpired lots first expiring first, then from rebate held without a lot; refuses when expired
 * lots would have to pay.
 */
export async function consumeLots(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  holder: FundHolder,
  source: FundSource,
  amount: string,
  day: string,
): Promise<void> {
  let left = units(amount);
  const lots = await lotsOf(trx, caller.tenantId, holder, true);
  // the available figure already excludes this order's freeze: add it back to see what was there before
  const availableBefore = units(await rebateAvailable(trx, caller.tenantId, holder)) + left;
  const inLots = lots.reduce((sum, lot) => sum + units(lot.remaining), 0n);
  const withoutLot = availableBefore - inLots;
  const live = lots.filter((lot) => lot.expiryDate >= day);
  const usable = live.reduce((sum, lot) => sum + units(lot.remaining), 0n) + (withoutLot > 0n ? withoutLot : 0n);
  if (left > usable) throw badRequest('rebateLotsShort', { available: money(usable), needed: amount });
  for (const lot of live) {
    if (left === 0n) break;
    const take = units(lot.remaining) < left ? units(lot.remaining) : left;
    await recordUse(trx, caller.tenantId, lot.id, source, take);
    left -= take;
  }
}

/**
 * Gives back up to `amount` (null: all) of what the source took from lots, to those lots, the latest
 * expiring first (so that what was taken last goes back first). What exceeds it was rebate without a lot.
 */
export async function giveBackLots(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  holder: FundHolder,
  source: FundSource,
  amount: string | null,
): Promise<void> {
  const used = await sql<{ lotId: string; used: string }>`
    select u.lot_id::text as "lotId", sum(u.amount)::text as used
    from rebate_lot_use u join rebate_lot l on l.id = u.lot_id
    where u.tenant_id = ${caller.tenantId} and u.source_type = ${source.type} and u.source_id = ${source.id}::bigint
      and l.holder_party_id = ${holder.holderPartyId}::bigint
    group by u.lot_id, l.expiry_date
    having sum(u.amount) > 0
    order by l.expiry_date desc, u.lot_id desc`.execute(trx);
  if (used.rows.length === 0) return;
  await sql`select id from rebate_lot where id in (${sql.join(used.rows.map((row) => sql`${row.lotId}::bigint`))})
    order by id for update`.execute(trx);
  let left = amount === null ? null : units(amount);
  for (const row of used.rows) {
    if (left !== null && left <= 0n) break;
    const back = left === null || units(row.used) < left ? units(row.used) : left;
    await recordUse(trx, caller.tenantId, row.lotId, source, -back);
    if (left !== null) left -= back;
  }
}

export const rebateSpending: RebateSpending = {
  terms: rebateTerms,
  consume: consumeLots,
  giveBack: giveBackLots,
};
