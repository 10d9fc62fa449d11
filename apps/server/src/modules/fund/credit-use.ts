import Decimal from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../platform/http/errors';
import { fromUnits, toUnits } from '../../platform/ledger/decimal';
import type { Caller } from '../../platform/scope/caller';
import { MONEY_SCALE } from './fund.ledger';
import { addDays, checkSource, creditTermsOf, type FundHolder, type FundSource, lockAccounts, postFund } from './funds';

/** How much of a source's goods went out: `done` of `of` (any unit, both ≥ 0); none: everything. */
export type ShippedShare = { done: string; of: string };

const DECIMAL = /^\d{1,18}(\.\d{1,12})?$/;

/**
 * The credit of a source (what it froze and has not released: still frozen + already used) of which
 * `share` is due now, rounded half up to the cent; everything when the share is whole or missing.
 */
function creditDue(whole: bigint, share: ShippedShare | undefined): bigint {
  if (!share) return whole;
  if (!DECIMAL.test(share.done) || !DECIMAL.test(share.of)) {
    throw badRequest('invalidParameter', { field: 'share', detail: `${share.done}/${share.of}` });
  }
  const done = new Decimal(share.done);
  const of = new Decimal(share.of);
  if (of.isZero() || done.gte(of)) return whole;
  const due = new Decimal(fromUnits(whole, MONEY_SCALE)).times(done).dividedBy(of);
  return toUnits(due.toDecimalPlaces(MONEY_SCALE, Decimal.ROUND_HALF_UP).toFixed(MONEY_SCALE), MONEY_SCALE);
}

/**
 * As a source's goods ship, the credit it froze becomes credit used (CREDIT_USE), due `termDays` after
 * the shipment's posting date (domain.md §7: due = ship date + term, the term of the credit terms in
 * force that day). The source's credit used is brought up to `share` of its credit, so each shipment
 * uses its own share and rounding never accumulates; a whole share uses everything still frozen, so no
 * cent stays frozen. Available credit does not move (frozen + used is what counts). Returns the amount
 * used now; idempotent: the same share twice uses nothing the second time.
 */
export async function useFrozenCredit(
  trx: Transaction<DB>,
  caller: Pick<Caller, 'tenantId' | 'userId'>,
  input: { holder: FundHolder; source: FundSource; postingDate: string; share?: ShippedShare },
): Promise<string> {
  checkSource(input.source);
  await lockAccounts(trx, caller.tenantId, input.holder);
  const held = await sql<{ frozen: string; used: string }>`
    select coalesce(sum(frozen_change), 0)::text as frozen,
      coalesce(sum(amount) filter (where entry_type = 'CREDIT_USE'), 0)::text as used
    from fund_ledger_entry
    where tenant_id = ${caller.tenantId} and voucher_type = ${input.source.type} and voucher_id = ${input.source.id}
      and holder_party_id = ${input.holder.holderPartyId}
      and counterparty_party_id = ${input.holder.counterpartyPartyId} and kind = 'CREDIT'`.execute(trx);
  const frozen = toUnits(held.rows[0]?.frozen ?? '0', MONEY_SCALE);
  const used = toUnits(held.rows[0]?.used ?? '0', MONEY_SCALE);
  if (frozen <= 0n) return fromUnits(0n, MONEY_SCALE);
  const due = creditDue(frozen + used, input.share) - used;
  const use = due > frozen ? frozen : due;
  if (use <= 0n) return fromUnits(0n, MONEY_SCALE);
  const { termDays } = await creditTermsOf(trx, caller.tenantId, input.holder, input.postingDate);
  await postFund(trx, {
    caller,
    holder: input.holder,
    voucher: input.source,
    postingDate: input.postingDate,
    lines: [
      {
        kind: 'CREDIT',
        amount: use,
        frozen: -use,
        entryType: 'CREDIT_USE',
        dueDate: addDays(input.postingDate, termDays),
      },
    ],
  });
  return fromUnits(use, MONEY_SCALE);
}
