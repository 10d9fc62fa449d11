import type { Page } from '@smdp/contracts';
import { CREDIT_SOURCES, type CreditSource, type FundAccount, type FundEntry } from '@smdp/contracts/fund';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { notFound } from '../../platform/http/errors';
import { fromUnits, toUnits } from '../../platform/ledger/decimal';
import type { Caller } from '../../platform/scope/caller';
import { dataScopeOf } from '../../platform/scope/data-scope';
import { findParty, partiesAs } from '../customer';
import type { FundHolder } from './funds';

type Paging = { current: number; size: number };

/**
 * Which account pairs the caller sees, as a condition on `holder_party_id` / `counterparty_party_id` of
 * alias `p`: company staff every pair of the tenant; a customer's account its own accounts (holder) and
 * its sub-customers' accounts with it (counterparty); a narrowed sub-account only its customer's own.
 */
async function pairCondition(db: Database, caller: Caller): Promise<RawBuilder<SqlBool>> {
  if (!caller.customerId) return sql<SqlBool>`true`;
  const scope = await dataScopeOf(db, caller);
  const own = sql<SqlBool>`p.holder_party_id = ${caller.customerId}`;
  if (scope.kind === 'customer' && scope.ownRowsOnly) return own;
  return sql<SqlBool>`(${own} or p.counterparty_party_id = ${caller.customerId})`;
}

/** The pair if the caller sees it, else 404. */
export async function assertPairVisible(db: Database, caller: Caller, holder: FundHolder): Promise<void> {
  const { holderPartyId, counterpartyPartyId } = holder;
  if (caller.customerId) {
    const scope = await dataScopeOf(db, caller);
    const own = holderPartyId === caller.customerId;
    const theirs = counterpartyPartyId === caller.customerId && !(scope.kind === 'customer' && scope.ownRowsOnly);
    if (!own && !theirs) throw notFound();
  }
  const [holderParty, counterparty] = await Promise.all([
    findParty(db, caller.tenantId, holderPartyId),
    findParty(db, caller.tenantId, counterpartyPartyId),
  ]);
  if (!holderParty || !counterparty) throw notFound();
}

type AccountFilters = {
  holderPartyId_equal?: string | undefined;
  counterpartyPartyId_equal?: string | undefined;
  holderName_like?: string | undefined;
  /** Only pairs owing credit past its due date on this day (yyyy-MM-dd). */
  overdueOn?: string | undefined;
};

/** The account pairs the caller sees, with every figure of their cash, rebate and credit accounts. */
export async function listFundAccounts(
  db: Database,
  caller: Caller,
  query: Paging & AccountFilters,
): Promise<Page<FundAccount>> {
  const page = await accountPage(db, caller, query, 'all');
  return {
    ...page,
    records: page.records.map(
      ({ termDays: _term, tempValidTo: _validTo, limitVersion: _version, holderPartyType: _type, ...account }) =>
        account,
    ),
  };
}

/**
 * Every pair, or only those with credit (a credit limit, or credit used or frozen), or every live
 * sub-customer of one seller with that seller, whether it has credit yet or not (sub-customer credit).
 */
export type Pairs = 'all' | 'credit' | { soldBy: string };

/** A pair's figures and what the credit forms start from: the term, the stored temporary limit's end, the limit's version. */
export type AccountRow = FundAccount & {
  termDays: number;
  /** The creditor's overdue hold days (null: no automatic hold). */
  overdueHoldDays: number | null;
  tempValidTo: string | null;
  limitVersion: number | null;
  holderPartyType: string;
};

export async function accountPage(
  db: Database,
  caller: Caller,
  query: Paging & AccountFilters,
  which: Pairs,
  seen?: RawBuilder<SqlBool>,
): Promise<Page<AccountRow>> {
  const tenantId = caller.tenantId;
  // `seen`: which pairs a report shows (finance-report.scope.ts) instead of the pages' own rule
  const conditions = [seen ?? (await pairCondition(db, caller))];
  const holderId = query.holderPartyId_equal?.trim();
  if (holderId && /^\d{1,19}$/.test(holderId)) conditions.push(sql<SqlBool>`p.holder_party_id = ${holderId}`);
  else if (holderId) conditions.push(sql<SqlBool>`false`);
  const counterpartyId = query.counterpartyPartyId_equal?.trim();
  if (counterpartyId && /^\d{1,19}$/.test(counterpartyId)) {
    conditions.push(sql<SqlBool>`p.counterparty_party_id = ${counterpartyId}`);
  } else if (counterpartyId) conditions.push(sql<SqlBool>`false`);
  const name = query.holderName_like?.trim();
  if (name) {
    const like = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql<SqlBool>`(h.customer_name ilike ${like} or h.customer_code ilike ${like})`);
  }
  if (query.overdueOn) conditions.push(overdueCondition(tenantId, query.overdueOn));
  const where = sql.join(conditions, sql` and `);
  const pairs = pairsOf(db, tenantId, which);
  // The parties' codes and names through the customer module's derived table (it owns base_customer).
  const from = sql`${pairs} p
    join ${partiesAs(db, 'h')} on h.id = p.holder_party_id and h.tenant_id = ${tenantId}
    join ${partiesAs(db, 'c')} on c.id = p.counterparty_party_id and c.tenant_id = ${tenantId}`;
  const total = await sql<{ total: string }>`select count(*)::text as total from ${from} where ${where}`.execute(db);
  const figure = (kind: string, column: string) =>
    sql`coalesce((select b.${sql.raw(column)} from fund_balance b where b.tenant_id = ${tenantId}
      and b.holder_party_id = p.holder_party_id and b.counterparty_party_id = p.counterparty_party_id
      and b.kind = ${kind}), 0)`;
  const rows = await sql<Record<string, string | number | boolean | null>>`
    select p.holder_party_id::text as "holderPartyId", h.customer_code as "holderCode", h.customer_name as "holderName",
      p.counterparty_party_id::text as "counterpartyPartyId", c.customer_code as "counterpartyCode",
      c.customer_name as "counterpartyName",
      ${figure('CASH', 'balance')}::text as "cashBalance", ${figure('CASH', 'frozen')}::text as "cashFrozen",
      ${figure('CASH', 'available')}::text as "cashAvailable",
      ${figure('REBATE', 'balance')}::text as "rebateBalance", ${figure('REBATE', 'frozen')}::text as "rebateFrozen",
      ${figure('REBATE', 'available')}::text as "rebateAvailable",
      ${figure('CREDIT', 'balance')}::text as "creditUsed", ${figure('CREDIT', 'frozen')}::text as "creditFrozen",
      (case when l.id is not null then l.credit_limit when ld.id is not null then ld.credit_limit
        when cd.id is not null then cd.credit_limit else 0 end)::text as "creditLimit",
      (case when l.temp_valid_to is null or l.temp_valid_to >= current_date then coalesce(l.temp_limit, 0) else 0 end)::text
        as "creditTempLimit",
      coalesce(l.unlimited, ld.unlimited, cd.unlimited, false) as "creditUnlimited",
      coalesce(l.term_days, ld.term_days, cd.term_days, 0) as "termDays",
      (case when l.id is not null then 'DEBTOR' when ld.id is not null then 'LEVEL' when cd.id is not null then 'DEFAULT'
        else 'NONE' end) as "creditSource",
      l.temp_valid_to::text as "tempValidTo", l.version as "limitVersion", h.party_type as "holderPartyType",
      cd.overdue_hold_days as "overdueHoldDays"
    from ${from}
    left join credit_limit l on l.tenant_id = ${tenantId} and l.is_deleted = 0
      and l.debtor_party_id = p.holder_party_id and l.creditor_party_id = p.counterparty_party_id
    left join credit_default ld on ld.tenant_id = ${tenantId} and ld.is_deleted = 0
      and ld.creditor_party_id = p.counterparty_party_id and ld.level_id = h.level_id
    left join credit_default cd on cd.tenant_id = ${tenantId} and cd.is_deleted = 0
      and cd.creditor_party_id = p.counterparty_party_id and cd.level_id is null
    where ${where}
    order by h.customer_code, c.customer_code
    limit ${query.size} offset ${(query.current - 1) * query.size}`.execute(db);
  const count = Number(total.rows[0]?.total ?? 0);
  return {
    records: rows.rows.map(toAccount),
    total: count,
    size: query.size,
    current: query.current,
    pages: Math.ceil(count / query.size),
  };
}

/**
 * The pairs owing credit past due on `day`. Repayments pay the oldest due first (credit-position.queries.ts),
 * so something is overdue exactly when the uses due before that day exceed everything paid back.
 */
function overdueCondition(tenantId: string, day: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(p.holder_party_id, p.counterparty_party_id) in (
    select holder_party_id, counterparty_party_id from fund_ledger_entry
    where tenant_id = ${tenantId} and kind = 'CREDIT' and amount <> 0
    group by holder_party_id, counterparty_party_id
    having sum(case when amount < 0 then amount
      when coalesce(due_date, posting_date) < ${day}::date then amount else 0 end) > 0)`;
}

/** The (holder, counterparty) pairs a page lists, as a derived table of `holder_party_id`, `counterparty_party_id`. */
function pairsOf(db: Database, tenantId: string, which: Pairs) {
  if (typeof which === 'object') {
    // Through the customer module's derived table (it owns base_customer); closed parties take no new credit.
    return sql`(select s.id as holder_party_id, s.seller_party_id as counterparty_party_id
      from ${partiesAs(db, 's')} where s.tenant_id = ${tenantId} and s.seller_party_id = ${which.soldBy}
        and s.is_deleted = 0 and s.state <> 'CLOSED')`;
  }
  const balances = which === 'credit' ? sql`and kind = 'CREDIT' and (balance <> 0 or frozen <> 0)` : sql``;
  // With credit: also every live buyer a default (its level's or its seller's) grants credit to, used or not.
  const defaulted =
    which === 'credit'
      ? sql`union select s.id, s.seller_party_id from ${partiesAs(db, 's')}
          join credit_default d on d.tenant_id = ${tenantId} and d.is_deleted = 0
            and d.creditor_party_id = s.seller_party_id and (d.level_id is null or d.level_id = s.level_id)
            and (d.credit_limit > 0 or d.unlimited)
          where s.tenant_id = ${tenantId} and s.is_deleted = 0 and s.state <> 'CLOSED'`
      : sql``;
  return sql`(select holder_party_id, counterparty_party_id from fund_balance where tenant_id = ${tenantId} ${balances}
      union select debtor_party_id, creditor_party_id from credit_limit where tenant_id = ${tenantId} and is_deleted = 0
      ${defaulted})`;
}

/** Credit available = limit + valid temporary limit - used - frozen, never shown below zero. */
function toAccount(row: Record<string, string | number | boolean | null>): AccountRow {
  const text = (key: string) => String(row[key] ?? '0');
  const cents = (key: string) => toCents(text(key));
  const left = cents('creditLimit') + cents('creditTempLimit') - cents('creditUsed') - cents('creditFrozen');
  return {
    id: `${text('holderPartyId')}:${text('counterpartyPartyId')}`,
    holderPartyId: text('holderPartyId'),
    holderCode: text('holderCode'),
    holderName: text('holderName'),
    counterpartyPartyId: text('counterpartyPartyId'),
    counterpartyCode: text('counterpartyCode'),
    counterpartyName: text('counterpartyName'),
    cashBalance: money(text('cashBalance')),
    cashFrozen: money(text('cashFrozen')),
    cashAvailable: money(text('cashAvailable')),
    rebateBalance: money(text('rebateBalance')),
    rebateFrozen: money(text('rebateFrozen')),
    rebateAvailable: money(text('rebateAvailable')),
    creditLimit: money(text('creditLimit')),
    creditTempLimit: money(text('creditTempLimit')),
    creditUnlimited: row.creditUnlimited === true,
    creditUsed: money(text('creditUsed')),
    creditFrozen: money(text('creditFrozen')),
    creditAvailable: fromCents(left > 0n ? left : 0n),
    creditSource: toSource(row.creditSource),
    termDays: Number(row.termDays ?? 0),
    tempValidTo: row.tempValidTo === null || row.tempValidTo === undefined ? null : String(row.tempValidTo),
    limitVersion: row.limitVersion === null || row.limitVersion === undefined ? null : Number(row.limitVersion),
    overdueHoldDays:
      row.overdueHoldDays === null || row.overdueHoldDays === undefined ? null : Number(row.overdueHoldDays),
    holderPartyType: text('holderPartyType'),
  };
}

const toCents = (value: string) => toUnits(value, 2);
const fromCents = (cents: bigint) => fromUnits(cents, 2);
const money = (value: string) => fromCents(toCents(value));

/**
 * One account pair's ledger lines, newest posting date first (a back-dated entry among the days it is
 * dated, not where it was posted), with the running figures after each line in that order; `kind` and
 * `figure` narrow them to one figure's lines.
 */
export async function listFundEntries(
  db: Database,
  caller: Caller,
  query: Paging &
    FundHolder & { kind?: string | undefined; figure?: string | undefined; entryType_equal?: string | undefined },
): Promise<Page<FundEntry>> {
  await assertPairVisible(db, caller, query);
  // The running figures over every line of the account, before any narrowing drops some of them.
  const running = sql`over (partition by e.kind order by e.posting_date, e.id)`;
  const ledger = db
    .selectFrom('fundLedgerEntry as e')
    .where('e.tenantId', '=', caller.tenantId)
    .where('e.holderPartyId', '=', query.holderPartyId)
    .where('e.counterpartyPartyId', '=', query.counterpartyPartyId)
    .$if(Boolean(query.kind), (rows) => rows.where('e.kind', '=', query.kind as FundEntry['kind']))
    .select([
      'e.id',
      'e.postingDate',
      'e.kind',
      'e.entryType',
      'e.voucherType',
      'e.voucherId',
      'e.reversalOf',
      'e.amount',
      sql<string>`sum(e.amount) ${running}`.as('balanceAfter'),
      'e.frozenChange',
      sql<string>`sum(e.frozen_change) ${running}`.as('frozenAfter'),
      'e.dueDate',
      'e.remark',
      'e.createTime',
    ]);
  let rows = db.selectFrom(ledger.as('l'));
  if (query.figure === 'frozen') rows = rows.where('l.frozenChange', '<>', '0');
  if (query.figure === 'balance') rows = rows.where('l.amount', '<>', '0');
  if (query.entryType_equal) rows = rows.where('l.entryType', '=', query.entryType_equal as FundEntry['entryType']);
  const total = await rows.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const records = await rows
    .select([
      'l.id',
      sql<string>`l.posting_date::text`.as('postingDate'),
      'l.kind',
      'l.entryType',
      'l.voucherType',
      'l.voucherId',
      'l.reversalOf',
      'l.amount',
      sql<string>`l.balance_after::numeric(18,2)::text`.as('balanceAfter'),
      'l.frozenChange',
      sql<string>`l.frozen_after::numeric(18,2)::text`.as('frozenAfter'),
      sql<string | null>`l.due_date::text`.as('dueDate'),
      'l.remark',
      'l.createTime',
    ])
    .orderBy('l.postingDate', 'desc')
    .orderBy('l.id', 'desc')
    .limit(query.size)
    .offset((query.current - 1) * query.size)
    .execute();
  const count = Number(total.n);
  return { records, total: count, size: query.size, current: query.current, pages: Math.ceil(count / query.size) };
}

const toSource = (value: unknown): CreditSource => CREDIT_SOURCES.find((source) => source === value) ?? 'NONE';
