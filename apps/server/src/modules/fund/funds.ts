import type { CreditSource } from '@smdp/contracts/fund';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../platform/http/errors';
import { fromUnits, toUnits } from '../../platform/ledger/decimal';
import { createBalanceRows, type LedgerLine, post } from '../../platform/ledger/post';
import type { Caller } from '../../platform/scope/caller';
import { findParty } from '../customer';
import { resolveCreditLimit } from './credit-terms';
import { fundLedger, MONEY_SCALE } from './fund.ledger';
import { FUND_KINDS, type FundEntryType, type FundKind } from './fund.tables';

type Db = Kysely<DB>;
type FundCaller = Pick<Caller, 'tenantId' | 'userId'>;

/** The buyer who holds the money and the seller it is held with. */
export type FundHolder = { holderPartyId: string; counterpartyPartyId: string };
/** Money per part, as decimal strings (2 dp). */
export type FundParts = { cash: string; rebate: string; credit: string };
/**
 * The document money is held for or paid by: `{ type: 'order', id, docNo }`. Its number names the
 * entries it posts (their remark, unless a line has its own) on statements and ledgers.
 */
export type FundSource = { type: string; id: string; docNo?: string };

export type FundAvailability = {
  cash: { balance: string; frozen: string; available: string };
  rebate: { balance: string; frozen: string; available: string };
  credit: {
    limit: string;
    tempLimit: string;
    unlimited: boolean;
    used: string;
    frozen: string;
    available: string;
    termDays: number;
    source: CreditSource;
  };
};

type Figures = { balance: bigint; frozen: bigint; available: bigint };
type Accounts = Record<FundKind, Figures>;
type Units = Record<FundKind, bigint>;
type FundLine = LedgerLine<typeof fundLedger>;

const money = (units: bigint) => fromUnits(units, MONEY_SCALE);
const units = (value: string | number | null | undefined) => toUnits(value ?? '0', MONEY_SCALE);
const max = (a: bigint, b: bigint) => (a > b ? a : b);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** The calendar day of now in UTC, 'YYYY-MM-DD'. */
const todayOf = () => new Date().toISOString().slice(0, 10);

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** A non-negative amount with at most two decimals, in units; refuses anything else with a translated 400. */
export function amountUnits(value: unknown, field: string): bigint {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,16}(\.\d{1,2})?$/.test(text.trim())) {
    throw badRequest('fundBadAmount', { field });
  }
  return units(text.trim());
}

function partsUnits(parts: FundParts): Units {
  return {
    CASH: amountUnits(parts.cash, 'cash'),
    REBATE: amountUnits(parts.rebate, 'rebate'),
    CREDIT: amountUnits(parts.credit, 'credit'),
  };
}

function checkSource(source: FundSource) {
  if (!/^\d{1,19}$/.test(String(source.id)) || !source.type) {
    throw badRequest('invalidParameter', { field: 'source', detail: `${source.type}:${source.id}` });
  }
}

const keysOf = (holder: FundHolder) =>
  FUND_KINDS.map((kind) => ({
    holderPartyId: holder.holderPartyId,
    counterpartyPartyId: holder.counterpartyPartyId,
    kind,
  }));

const emptyFigures = (): Figures => ({ balance: 0n, frozen: 0n, available: 0n });

async function readAccounts(db: Db, tenantId: string, holder: FundHolder, lock: boolean): Promise<Accounts> {
  return (await readAccountRows(db, tenantId, holder, lock)).accounts;
}

/** The holder's accounts and how many of its three balance rows exist. */
async function readAccountRows(db: Db, tenantId: string, holder: FundHolder, lock: boolean) {
  const forUpdate = lock ? sql`for update` : sql``;
  const found = await sql<{ kind: FundKind; balance: string; frozen: string; available: string }>`
    select kind, balance::text as balance, frozen::text as frozen, available::text as available
    from fund_balance
    where tenant_id = ${tenantId} and holder_party_id = ${holder.holderPartyId}
      and counterparty_party_id = ${holder.counterpartyPartyId}
    order by holder_party_id, counterparty_party_id, kind ${forUpdate}`.execute(db);
  const accounts: Accounts = { CASH: emptyFigures(), REBATE: emptyFigures(), CREDIT: emptyFigures() };
  for (const row of found.rows) {
    accounts[row.kind] = { balance: units(row.balance), frozen: units(row.frozen), available: units(row.available) };
  }
  return { accounts, rows: found.rows.length };
}

/**
 * Locks the holder's three balance rows (creating those missing first) in the kernel's key order, so that
 * every fund operation on one holder queues behind the others; the post that follows finds them locked.
 */
export async function lockAccounts(trx: Transaction<DB>, tenantId: string, holder: FundHolder): Promise<Accounts> {
  if (!/^\d+$/.test(holder.holderPartyId) || !/^\d+$/.test(holder.counterpartyPartyId)) {
    throw badRequest('invalidParameter', {
      field: 'holder',
      detail: `${holder.holderPartyId}/${holder.counterpartyPartyId}`,
    });
  }
  // Once a holder has its rows (every call but its first) the lock is one round trip, not two.
  const existing = await readAccountRows(trx, tenantId, holder, true);
  if (existing.rows === FUND_KINDS.length) return existing.accounts;
  await createBalanceRows(trx, fundLedger, tenantId, keysOf(holder));
  return readAccounts(trx, tenantId, holder, true);
}

/** The credit a counterparty grants the holder, as of `onDate`, through the fallback chain (credit-terms.ts). */
export type CreditTerms = {
  limit: bigint;
  tempLimit: bigint;
  unlimited: boolean;
  termDays: number;
  source: CreditSource;
  /** The creditor's overdue auto-hold days; null: off. */
  overdueHoldDays: number | null;
};

export async function creditTermsOf(
  db: Db,
  tenantId: string,
  holder: FundHolder,
  onDate: string,
): Promise<CreditTerms> {
  const debtor = await db
    .selectFrom('creditLimit')
    .select([
      'creditLimit',
      'tempLimit',
      sql<string | null>`temp_valid_to::text`.as('tempValidTo'),
      'termDays',
      'unlimited',
    ])
    .where('tenantId', '=', tenantId)
    .where('creditorPartyId', '=', holder.counterpartyPartyId)
    .where('debtorPartyId', '=', holder.holderPartyId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  const party = await findParty(db, tenantId, holder.holderPartyId);
  const defaults = await db
    .selectFrom('creditDefault')
    .select(['levelId', 'creditLimit', 'unlimited', 'termDays', 'overdueHoldDays'])
    .where('tenantId', '=', tenantId)
    .where('creditorPartyId', '=', holder.counterpartyPartyId)
    .where('isDeleted', '=', 0)
    .where((eb) =>
      party?.levelId
        ? eb.or([eb('levelId', 'is', null), eb('levelId', '=', party.levelId)])
        : eb('levelId', 'is', null),
    )
    .execute();
  const creditor = defaults.find((row) => row.levelId === null) ?? null;
  const level = defaults.find((row) => row.levelId !== null) ?? null;
  const resolved = resolveCreditLimit({ debtor, level, creditor }, onDate);
  return {
    limit: units(resolved.creditLimit),
    tempLimit: units(resolved.tempLimit),
    unlimited: resolved.unlimited,
    termDays: resolved.termDays,
    source: resolved.source,
    overdueHoldDays: creditor?.overdueHoldDays ?? null,
  };
}

/** Credit still to use: limit + valid temporary limit - used - frozen (may be below zero after a lowered limit). */
const creditLeft = (terms: CreditTerms, credit: Figures) =>
  terms.limit + terms.tempLimit - credit.balance - credit.frozen;

/** What the holder can spend with the counterparty now, per part. */
export async function fundAvailability(db: Db, tenantId: string, holder: FundHolder): Promise<FundAvailability> {
  const accounts = await readAccounts(db, tenantId, holder, false);
  const terms = await creditTermsOf(db, tenantId, holder, todayOf());
  const part = (figures: Figures) => ({
    balance: money(figures.balance),
    frozen: money(figures.frozen),
    available: money(figures.available),
  });
  return {
    cash: part(accounts.CASH),
    rebate: part(accounts.REBATE),
    credit: {
      limit: money(terms.limit),
      tempLimit: money(terms.tempLimit),
      unlimited: terms.unlimited,
      used: money(accounts.CREDIT.balance),
      frozen: money(accounts.CREDIT.frozen),
      available: money(max(0n, creditLeft(terms, accounts.CREDIT))),
      termDays: terms.termDays,
      source: terms.source,
    },
  };
}

type Posting = {
  caller: FundCaller;
  holder: FundHolder;
  voucher: FundSource;
  postingDate: string;
  lines: {
    kind: FundKind;
    amount?: bigint;
    frozen?: bigint;
    available?: bigint;
    entryType: FundEntryType;
    dueDate?: string;
    remark?: string;
  }[];
};

/** Appends the lines (those that move something) through the ledger kernel. */
export async function postFund(trx: Transaction<DB>, posting: Posting) {
  const lines: FundLine[] = posting.lines
    .filter((line) => (line.amount ?? 0n) !== 0n || (line.frozen ?? 0n) !== 0n || (line.available ?? 0n) !== 0n)
    .map((line) => ({
      key: {
        holderPartyId: posting.holder.holderPartyId,
        counterpartyPartyId: posting.holder.counterpartyPartyId,
        kind: line.kind,
      },
      change: {
        amount: money(line.amount ?? 0n),
        frozenChange: money(line.frozen ?? 0n),
        availableChange: money(line.available ?? 0n),
      },
      extra: {
        entryType: line.entryType,
        dueDate: line.dueDate ?? null,
        remark: line.remark ?? posting.voucher.docNo ?? null,
        createUser: /^\d+$/.test(posting.caller.userId) ? posting.caller.userId : null,
      },
    }));
  if (lines.length === 0) return [];
  return post(trx, fundLedger, {
    voucher: { tenantId: posting.caller.tenantId, type: posting.voucher.type, id: posting.voucher.id },
    postingDate: posting.postingDate,
    party: posting.holder.holderPartyId,
    lines,
  });
}

/**
 * Freezes the parts for the source (ORDER_FREEZE); refuses with a translated 400 and writes nothing
 * when a part exceeds what is available. `overrideCreditLimit`: a controller's release may exceed the limit.
 */
export async function freezeFunds(
  trx: Transaction<DB>,
  caller: FundCaller,
  input: {
    holder: FundHolder;
    source: FundSource;
    parts: FundParts;
    postingDate: string;
    overrideCreditLimit?: boolean;
  },
): Promise<void> {
  checkSource(input.source);
  const parts = partsUnits(input.parts);
  if (parts.CASH === 0n && parts.REBATE === 0n && parts.CREDIT === 0n) return;
  const accounts = await lockAccounts(trx, caller.tenantId, input.holder);
  if (parts.CASH > accounts.CASH.available) {
    throw badRequest('fundCashNotEnough', { available: money(accounts.CASH.available), needed: money(parts.CASH) });
  }
  if (parts.REBATE > accounts.REBATE.available) {
    throw badRequest('fundRebateNotEnough', {
      available: money(accounts.REBATE.available),
      needed: money(parts.REBATE),
    });
  }
  if (parts.CREDIT > 0n && !input.overrideCreditLimit) {
    const terms = await creditTermsOf(trx, caller.tenantId, input.holder, input.postingDate);
    const left = creditLeft(terms, accounts.CREDIT);
    if (!terms.unlimited && parts.CREDIT > left) {
      throw badRequest('fundCreditNotEnough', { available: money(max(0n, left)), needed: money(parts.CREDIT) });
    }
  }
  await postFund(trx, {
    caller,
    holder: input.holder,
    voucher: input.source,
    postingDate: input.postingDate,
    lines: [
      { kind: 'CASH', frozen: parts.CASH, available: -parts.CASH, entryType: 'ORDER_FREEZE' },
      { kind: 'REBATE', frozen: parts.REBATE, available: -parts.REBATE, entryType: 'ORDER_FREEZE' },
      { kind: 'CREDIT', frozen: parts.CREDIT, entryType: 'ORDER_FREEZE' },
    ],
  });
}

async function frozenUnits(db: Db, tenantId: string, holder: FundHolder, source: FundSource): Promise<Units> {
  const rows = await db
    .selectFrom('fundLedgerEntry')
    .select(['kind', sql<string>`coalesce(sum(frozen_change), 0)::text`.as('frozen')])
    .where('tenantId', '=', tenantId)
    .where('voucherType', '=', source.type)
    .where('voucherId', '=', source.id)
    .where('holderPartyId', '=', holder.holderPartyId)
    .where('counterpartyPartyId', '=', holder.counterpartyPartyId)
    .groupBy('kind')
    .execute();
  const frozen: Units = { CASH: 0n, REBATE: 0n, CREDIT: 0n };
  for (const row of rows) frozen[row.kind] = units(row.frozen);
  return frozen;
}

/** What the source holds frozen now, per part (for order detail and short-close). */
export async function frozenBy(db: Db, tenantId: string, holder: FundHolder, source: FundSource): Promise<FundParts> {
  checkSource(source);
  const frozen = await frozenUnits(db, tenantId, holder, source);
  return { cash: money(frozen.CASH), rebate: money(frozen.REBATE), credit: money(frozen.CREDIT) };
}

/** The entries by which a source pays from each account. */
const PAID_ENTRIES: readonly FundEntryType[] = ['ORDER_PAYMENT', 'REBATE_USE', 'CREDIT_USE'];

/**
 * What the source really paid from each account (its ORDER_PAYMENT, REBATE_USE and CREDIT_USE entries)
 * and what was given back under it (RETURN_REFUND: the credit part as the credit used it repaid, what
 * exceeded the credit used counted as cash, as the ledger holds it). Read from the ledger, not from the
 * document's own figures.
 */
export async function settledBy(
  db: Db,
  tenantId: string,
  holder: FundHolder,
  source: FundSource,
): Promise<{ paid: FundParts; refunded: FundParts }> {
  checkSource(source);
  const rows = await db
    .selectFrom('fundLedgerEntry')
    .select(['kind', 'entryType', sql<string>`coalesce(sum(amount), 0)::text`.as('amount')])
    .where('tenantId', '=', tenantId)
    .where('voucherType', '=', source.type)
    .where('voucherId', '=', source.id)
    .where('holderPartyId', '=', holder.holderPartyId)
    .where('counterpartyPartyId', '=', holder.counterpartyPartyId)
    .where('entryType', 'in', [...PAID_ENTRIES, 'RETURN_REFUND'])
    .groupBy(['kind', 'entryType'])
    .execute();
  const paid: Units = { CASH: 0n, REBATE: 0n, CREDIT: 0n };
  const refunded: Units = { CASH: 0n, REBATE: 0n, CREDIT: 0n };
  for (const row of rows) {
    // cash and rebate balances go down on payment and up on refund; the credit used the other way
    const signed = row.kind === 'CREDIT' ? units(row.amount) : -units(row.amount);
    if (row.entryType === 'RETURN_REFUND') refunded[row.kind] -= signed;
    else paid[row.kind] += signed;
  }
  const parts = (of: Units) => ({ cash: money(of.CASH), rebate: money(of.REBATE), credit: money(of.CREDIT) });
  return { paid: parts(paid), refunded: parts(refunded) };
}

/** Whatever the source still holds frozen goes back to available (ORDER_RELEASE). Idempotent. */
export async function releaseFunds(
  trx: Transaction<DB>,
  caller: FundCaller,
  input: { holder: FundHolder; source: FundSource; postingDate: string },
): Promise<void> {
  checkSource(input.source);
  await lockAccounts(trx, caller.tenantId, input.holder);
  const frozen = await frozenUnits(trx, caller.tenantId, input.holder, input.source);
  await postFund(trx, {
    caller,
    holder: input.holder,
    voucher: input.source,
    postingDate: input.postingDate,
    lines: FUND_KINDS.map((kind) => ({
      kind,
      frozen: -frozen[kind],
      available: kind === 'CREDIT' ? 0n : frozen[kind],
      entryType: 'ORDER_RELEASE' as const,
    })),
  });
}

/**
 * Frozen becomes payment: cash and rebate balances go down (ORDER_PAYMENT / REBATE_USE), credit used goes
 * up (CREDIT_USE, due = postingDate + termDays). Idempotent: a source with nothing frozen pays nothing.
 */
export async function payFrozenFunds(
  trx: Transaction<DB>,
  caller: FundCaller,
  input: { holder: FundHolder; source: FundSource; postingDate: string },
): Promise<void> {
  checkSource(input.source);
  await lockAccounts(trx, caller.tenantId, input.holder);
  const frozen = await frozenUnits(trx, caller.tenantId, input.holder, input.source);
  const dueDate =
    frozen.CREDIT > 0n
      ? addDays(
          input.postingDate,
          (await creditTermsOf(trx, caller.tenantId, input.holder, input.postingDate)).termDays,
        )
      : undefined;
  await postFund(trx, {
    caller,
    holder: input.holder,
    voucher: input.source,
    postingDate: input.postingDate,
    lines: [
      { kind: 'CASH', amount: -frozen.CASH, frozen: -frozen.CASH, entryType: 'ORDER_PAYMENT' },
      { kind: 'REBATE', amount: -frozen.REBATE, frozen: -frozen.REBATE, entryType: 'REBATE_USE' },
      {
        kind: 'CREDIT',
        amount: frozen.CREDIT,
        frozen: -frozen.CREDIT,
        entryType: 'CREDIT_USE',
        ...(dueDate ? { dueDate } : {}),
      },
    ],
  });
}

/**
 * Gives money back in a mix (RETURN_REFUND): cash and rebate go up, credit used goes down, never below
 * zero: what exceeds the credit used goes to cash.
 */
export async function refundFunds(
  trx: Transaction<DB>,
  caller: FundCaller,
  input: { holder: FundHolder; source: FundSource; parts: FundParts; postingDate: string },
): Promise<void> {
  checkSource(input.source);
  const parts = partsUnits(input.parts);
  if (parts.CASH === 0n && parts.REBATE === 0n && parts.CREDIT === 0n) return;
  const accounts = await lockAccounts(trx, caller.tenantId, input.holder);
  const repaid = min(parts.CREDIT, accounts.CREDIT.balance);
  const cash = parts.CASH + (parts.CREDIT - repaid);
  await postFund(trx, {
    caller,
    holder: input.holder,
    voucher: input.source,
    postingDate: input.postingDate,
    lines: [
      { kind: 'CASH', amount: cash, available: cash, entryType: 'RETURN_REFUND' },
      { kind: 'REBATE', amount: parts.REBATE, available: parts.REBATE, entryType: 'RETURN_REFUND' },
      { kind: 'CREDIT', amount: -repaid, entryType: 'RETURN_REFUND' },
    ],
  });
}

/**
 * Money paid in (a receipt's approval): RECEIPT to cash, or CREDIT_REPAY lowering the credit used with
 * what exceeds it going to cash as a RECEIPT.
 */
export async function receiveFunds(
  trx: Transaction<DB>,
  caller: FundCaller,
  input: {
    holder: FundHolder;
    source: FundSource;
    amount: string;
    target: 'CASH' | 'CREDIT_REPAY';
    postingDate: string;
    remark?: string;
  },
): Promise<void> {
  checkSource(input.source);
  const amount = amountUnits(input.amount, 'amount');
  if (amount === 0n) return;
  const accounts = await lockAccounts(trx, caller.tenantId, input.holder);
  const repaid = input.target === 'CREDIT_REPAY' ? min(amount, accounts.CREDIT.balance) : 0n;
  const cash = amount - repaid;
  const remark = input.remark ? { remark: input.remark } : {};
  await postFund(trx, {
    caller,
    holder: input.holder,
    voucher: input.source,
    postingDate: input.postingDate,
    lines: [
      { kind: 'CREDIT', amount: -repaid, entryType: 'CREDIT_REPAY', ...remark },
      { kind: 'CASH', amount: cash, available: cash, entryType: 'RECEIPT', ...remark },
    ],
  });
}

/** A rebate the counterparty granted the holder (REBATE_SETTLEMENT): rebate balance and available go up. */
export async function settleRebate(
  trx: Transaction<DB>,
  caller: FundCaller,
  input: { holder: FundHolder; source: FundSource; amount: string; postingDate: string; remark?: string },
): Promise<void> {
  checkSource(input.source);
  const amount = amountUnits(input.amount, 'amount');
  if (amount === 0n) return;
  await lockAccounts(trx, caller.tenantId, input.holder);
  await postFund(trx, {
    caller,
    holder: input.holder,
    voucher: input.source,
    postingDate: input.postingDate,
    lines: [
      {
        kind: 'REBATE',
        amount,
        available: amount,
        entryType: 'REBATE_SETTLEMENT',
        ...(input.remark ? { remark: input.remark } : {}),
      },
    ],
  });
}

/**
 * A rebate granted as a credit note (REBATE_SETTLEMENT): the credit used (the receivable) goes down,
 * never below zero; what exceeds it goes to cash, as a refund does.
 */
export async function settleRebateAsCreditNote(
  trx: Transaction<DB>,
  caller: FundCaller,
  input: { holder: FundHolder; source: FundSource; amount: string; postingDate: string; remark?: string },
): Promise<void> {
  checkSource(input.source);
  const amount = amountUnits(input.amount, 'amount');
  if (amount === 0n) return;
  const accounts = await lockAccounts(trx, caller.tenantId, input.holder);
  const repaid = min(amount, accounts.CREDIT.balance);
  const cash = amount - repaid;
  const remark = input.remark ? { remark: input.remark } : {};
  await postFund(trx, {
    caller,
    holder: input.holder,
    voucher: input.source,
    postingDate: input.postingDate,
    lines: [
      { kind: 'CREDIT', amount: -repaid, entryType: 'REBATE_SETTLEMENT', ...remark },
      { kind: 'CASH', amount: cash, available: cash, entryType: 'REBATE_SETTLEMENT', ...remark },
    ],
  });
}
