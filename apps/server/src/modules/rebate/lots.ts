import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import { badRequest } from '../../platform/http/errors';
import { fromUnits, toUnits } from '../../platform/ledger/decimal';
import { type FundHolder, type FundSource, rebateAvailable } from '../fund';
import { DEFAULT_MAX_REBATE_RATIO, type RebateSpending, type RebateTerms } from '../order';
import { allocateLots, type CapInput, rebateCapUnits, usableOf } from './lots.rules';

/**
 * Rebate lots (domain.md §8): each posted settlement to the rebate account is a lot with an expiry
 * day. The rebate account's balance is the lots' remaining amounts plus any rebate credited without a
 * lot; an order's rebate part takes lots first expiring first, and an expired lot's remainder cannot be
 * spent (the daily expiry job writes it off). Lots are locked after the fund module locked the holder's
 * balance rows (freezeFunds runs first in the order's transaction, the expiry job locks them first too),
 * so two orders of one buyer, or an order and the expiry, queue and a lot is never over-consumed.
 */
const units = (value: string | number) => toUnits(String(value), 2);
const money = (value: bigint) => fromUnits(value, 2);

export type LotRow = {
  id: string;
  policyId: string;
  settlementNo: string;
  remaining: string;
  expiryDate: string;
  maxUseRatio: string;
};

/**
 * The holder's lots with something left, first expiring first; `lock`: FOR UPDATE in that order (an
 * order's consumption and the expiry job lock the same rows in the same order, after the fund rows).
 */
export async function lotsOf(db: Kysely<DB>, tenantId: string, holder: FundHolder, lock: boolean): Promise<LotRow[]> {
  const rows = await sql<LotRow>`
    select l.id::text as id, s.policy_id::text as "policyId", s.settlement_no as "settlementNo",
      l.remaining::text as remaining,
      l.expiry_date::text as "expiryDate", l.max_use_ratio::text as "maxUseRatio"
    from rebate_lot l join rebate_settlement s on s.id = l.settlement_id
    where l.tenant_id = ${tenantId} and l.holder_party_id = ${holder.holderPartyId}::bigint
      and l.owner_party_id = ${holder.counterpartyPartyId}::bigint and l.remaining > 0
    order by l.expiry_date, l.id ${lock ? sql`for update of l` : sql``}`.execute(db);
  return rows.rows;
}

/** The cap's inputs: `available` is the holder's available rebate, this order's own freeze not deducted. */
function capInput(lots: LotRow[], available: bigint, day: string, actualTotal: string): CapInput {
  const inLots = lots.reduce((sum, lot) => sum + units(lot.remaining), 0n);
  return {
    lots: lots.map((lot) => ({ ...lot, remaining: units(lot.remaining) })),
    withoutLot: available - inLots,
    day,
    actual: units(actualTotal),
    defaultRatio: DEFAULT_MAX_REBATE_RATIO,
  };
}

/**
 * Spendable rebate (available less expired lots' remainder), the largest ratio of the unexpired lots
 * and the cap of an order of `actualTotal` over the lots' policies (lots.rules.ts). All null when the
 * holder has no lot: the order module's default rule applies, the same rule rebate without a lot keeps.
 */
export async function rebateTerms(
  db: Kysely<DB>,
  tenantId: string,
  holder: FundHolder,
  day: string,
  actualTotal: string,
): Promise<RebateTerms> {
  const lots = await lotsOf(db, tenantId, holder, false);
  if (lots.length === 0) return { spendable: null, maxRatio: null, cap: null };
  const expired = lots.filter((lot) => lot.expiryDate < day).reduce((sum, lot) => sum + units(lot.remaining), 0n);
  const live = lots.filter((lot) => lot.expiryDate >= day);
  const available = units(await rebateAvailable(db, tenantId, holder));
  const spendable = available - expired;
  const maxRatio = live.reduce<string | null>(
    (best, lot) => (best === null || Number(lot.maxUseRatio) > Number(best) ? lot.maxUseRatio : best),
    null,
  );
  return {
    spendable: money(spendable > 0n ? spendable : 0n),
    maxRatio,
    cap: money(rebateCapUnits(capInput(lots, available, day, actualTotal))),
  };
}

/** Takes `amount` off the lot (negative: gives it back) and records by whom. */
export async function recordUse(
  trx: Transaction<DB>,
  tenantId: string,
  lotId: string,
  source: FundSource,
  amount: bigint,
) {
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
 * the unexpired lots first expiring first, each policy within its share of `actualTotal`, then from
 * rebate held without a lot; refuses when expired lots would have to pay, or above the cap.
 */
export async function consumeLots(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  holder: FundHolder,
  source: FundSource,
  amount: string,
  day: string,
  actualTotal: string,
): Promise<void> {
  const wanted = units(amount);
  const lots = await lotsOf(trx, caller.tenantId, holder, true);
  // the available figure already excludes this order's freeze: add it back to see what was there before
  const availableBefore = units(await rebateAvailable(trx, caller.tenantId, holder)) + wanted;
  const input = capInput(lots, availableBefore, day, actualTotal);
  const usable = usableOf(input);
  if (wanted > usable) throw badRequest('rebateLotsShort', { available: money(usable), needed: amount });
  const allocation = allocateLots(input, wanted);
  if (!allocation) throw badRequest('rebatePolicyCap', { cap: money(rebateCapUnits(input)), needed: amount });
  for (const take of allocation.takes) await recordUse(trx, caller.tenantId, take.lotId, source, take.amount);
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
