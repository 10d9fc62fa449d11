import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { lockDateOf } from '../../platform/ledger/period-lock';
import type { Caller } from '../../platform/scope/caller';
import { fundLedger } from './fund.ledger';
import { addDays, amountUnits, type FundHolder, type FundSource, lockAccounts, postFund } from './funds';

/**
 * Locks the holder's three balance rows, as every fund operation does first. A module that locks rows
 * of its own for the same holder (rebate lots) calls this before, so that it queues behind an order's
 * freeze in the same order and the two never deadlock.
 */
export async function lockFundAccounts(trx: Transaction<DB>, tenantId: string, holder: FundHolder): Promise<void> {
  await lockAccounts(trx, tenantId, holder);
}

/**
 * The first day on or after `day` the holder's fund postings are open: the day after the lock of its
 * last confirmed reconciliation when that lock covers `day` (domain.md rule 6).
 */
export async function firstOpenFundDay(
  db: Database | Transaction<DB>,
  tenantId: string,
  holderPartyId: string,
  day: string,
): Promise<string> {
  const lockDate = await lockDateOf(db, { tenantId, ledger: fundLedger.name, party: holderPartyId });
  return lockDate !== undefined && lockDate >= day ? addDays(lockDate, 1) : day;
}

/**
 * Rebate that lapsed (an expired lot's remainder, domain.md §8) leaves the rebate account: one
 * ADJUSTMENT entry lowering balance and available, named by its source. The kernel refuses it below
 * zero and in a locked period.
 */
export async function writeOffRebate(
  trx: Transaction<DB>,
  caller: Pick<Caller, 'tenantId' | 'userId'>,
  input: { holder: FundHolder; source: FundSource; amount: string; postingDate: string },
): Promise<void> {
  const amount = amountUnits(input.amount, 'amount');
  if (amount === 0n) return;
  await lockAccounts(trx, caller.tenantId, input.holder);
  await postFund(trx, {
    caller,
    holder: input.holder,
    voucher: input.source,
    postingDate: input.postingDate,
    lines: [{ kind: 'REBATE', amount: -amount, available: -amount, entryType: 'ADJUSTMENT' }],
  });
}
