import type { Page } from '@smdp/contracts';
import { type AgeingDebit, ageReceivables, type CreditPosition, type SubCustomerCredit } from '@smdp/contracts/fund';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { fromUnits, toUnits } from '../../platform/ledger/decimal';
import type { Caller } from '../../platform/scope/caller';
import { accountPage, type Pairs } from './fund-account.queries';
import { type CreditTerms, creditTermsOf } from './funds';

type Query = {
  current: number;
  size: number;
  holderName_like?: string | undefined;
  counterpartyPartyId_equal?: string | undefined;
  /** 'true': only debtors with something past due. */
  overdueOnly_equal?: string | undefined;
  overdueOn?: string | undefined;
};

/**
 * The credit queries page (domain.md §7): every debtor with credit the caller sees (company staff all; a
 * distributor its own credit with the company and what it grants its sub-customers), with limit, used,
 * frozen, available, and what is owed aged by due date. Credit repaid pays the oldest due first.
 */
export async function listCreditPositions(
  db: Database,
  caller: Caller,
  query: Query,
  today: string,
): Promise<Page<CreditPosition>> {
  const page = await creditPage(db, caller, query, today, 'credit');
  return {
    ...page,
    records: page.records.map(
      ({ holderPartyType: _type, tempValidTo: _validTo, limitVersion: _version, ...position }) => position,
    ),
  };
}

/**
 * The credit figures of the pairs `which` names, with what is owed aged: the credit queries page (pairs
 * with credit), the sub-customer credit page (a distributor's sub-customers, credit set or not) and the
 * ageing report; "overdue only" narrows the pairs in the query (fund-account.queries.ts).
 */
export async function creditPage(
  db: Database,
  caller: Caller,
  query: Query,
  today: string,
  which: Pairs,
  seen?: RawBuilder<SqlBool>,
): Promise<Page<SubCustomerCredit>> {
  const overdueOn = query.overdueOnly_equal === 'true' ? today : undefined;
  const page = await accountPage(db, caller, { ...query, overdueOn }, which, seen);
  const ledgers = await creditLedgersOf(
    db,
    caller.tenantId,
    page.records.map((row) => [row.holderPartyId, row.counterpartyPartyId] as const),
  );
  return {
    ...page,
    records: page.records.map((row) => {
      const ledger = ledgers.get(row.id) ?? { debits: [], credits: '0' };
      const { total: _total, ...ageing } = ageReceivables(ledger.debits, ledger.credits, today);
      const oldest = oldestOpen(ledger.debits, ledger.credits);
      const overdue = [ageing.d1to30, ageing.d31to60, ageing.d61to90, ageing.d91to120, ageing.over120].reduce(
        (sum, part) => sum + toCents(part),
        0n,
      );
      const overdueDays = oldest && oldest < today ? daysBetween(oldest, today) : 0;
      return {
        id: row.id,
        holderPartyId: row.holderPartyId,
        holderCode: row.holderCode,
        holderName: row.holderName,
        counterpartyPartyId: row.counterpartyPartyId,
        counterpartyCode: row.counterpartyCode,
        counterpartyName: row.counterpartyName,
        creditLimit: row.creditLimit,
        creditTempLimit: row.creditTempLimit,
        creditUnlimited: row.creditUnlimited,
        creditUsed: row.creditUsed,
        creditFrozen: row.creditFrozen,
        creditAvailable: row.creditAvailable,
        creditSource: row.creditSource,
        termDays: row.termDays,
        holderPartyType: row.holderPartyType,
        tempValidTo: row.tempValidTo,
        limitVersion: row.limitVersion,
        overdue: fromCents(overdue),
        oldestDueDate: oldest,
        overdueDays,
        onHold: row.overdueHoldDays !== null && overdueDays > row.overdueHoldDays,
        ageing,
      };
    }),
  };
}

type CreditLedger = { debits: AgeingDebit[]; credits: string };

/**
 * The credit ledger of each pair in two lists: what was used (with its due date; a use without one is due
 * when posted) and the sum of what came back (repayments, refunds, reversals).
 */
async function creditLedgersOf(
  db: Database,
  tenantId: string,
  pairs: readonly (readonly [string, string])[],
): Promise<Map<string, CreditLedger>> {
  const found = new Map<string, CreditLedger>();
  if (pairs.length === 0) return found;
  const wanted = sql.join(pairs.map(([holder, counterparty]) => sql`(${holder}::bigint, ${counterparty}::bigint)`));
  const rows = await sql<{ holder: string; counterparty: string; amount: string; due: string }>`
    select holder_party_id::text as holder, counterparty_party_id::text as counterparty, amount::text as amount,
      coalesce(due_date, posting_date)::text as due
    from fund_ledger_entry
    where tenant_id = ${tenantId} and kind = 'CREDIT' and amount <> 0
      and (holder_party_id, counterparty_party_id) in (${wanted})
    order by id`.execute(db);
  for (const row of rows.rows) {
    const key = `${row.holder}:${row.counterparty}`;
    const ledger = found.get(key) ?? { debits: [], credits: '0' };
    if (row.amount.startsWith('-')) {
      ledger.credits = fromCents(toCents(ledger.credits) - toCents(row.amount));
    } else ledger.debits.push({ amount: row.amount, dueDate: row.due });
    found.set(key, ledger);
  }
  return found;
}

/** The due date of the oldest use not yet paid back, or null when nothing is owed. */
function oldestOpen(debits: readonly AgeingDebit[], credits: string): string | null {
  let left = toCents(credits);
  for (const debit of [...debits].sort((a, b) => a.dueDate.localeCompare(b.dueDate))) {
    const amount = toCents(debit.amount);
    if (amount > left) return debit.dueDate;
    left -= amount;
  }
  return null;
}

const toCents = (money: string) => toUnits(money, 2);
const fromCents = (cents: bigint) => fromUnits(cents, 2);

/**
 * Whether new credit use of the holder goes on hold for overdue debt (domain.md §7): the creditor's
 * `overdueHoldDays` (null: off) against how many days the oldest unpaid use is past its due date.
 * `terms`: the credit terms the caller already read for `today` (else read here).
 */
export async function overdueHoldOf(
  db: Database,
  tenantId: string,
  holder: { holderPartyId: string; counterpartyPartyId: string },
  today: string,
  terms?: CreditTerms,
): Promise<{ overdueDays: number; holdDays: number | null; hold: boolean }> {
  const { overdueHoldDays: holdDays } = terms ?? (await creditTermsOf(db, tenantId, holder, today));
  const ledger = (await creditLedgersOf(db, tenantId, [[holder.holderPartyId, holder.counterpartyPartyId]])).get(
    `${holder.holderPartyId}:${holder.counterpartyPartyId}`,
  );
  const oldest = ledger ? oldestOpen(ledger.debits, ledger.credits) : null;
  const overdueDays = oldest && oldest < today ? daysBetween(oldest, today) : 0;
  return { overdueDays, holdDays, hold: holdDays !== null && overdueDays > holdDays };
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
