import {
  type AgeingDebit,
  ageReceivables,
  owedChange,
  STATEMENT_MAX_DAYS,
  type Statement,
  type StatementBuyer,
  type StatementGroup,
  type StatementQuery,
  statementTotals,
} from '@smdp/contracts/fund';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { dataScopeOf } from '../../platform/scope/data-scope';
import { companyPartyOf, findParty, partiesAs } from '../customer';
import { assertPairVisible } from './fund-account.queries';
import { type LineOptions, owedBefore, pairEntries, periodLines, type StatementPair } from './reconciliation.lines';
import { daysIn } from './reconciliation.rules';

/** A statement on demand shows the whole ledger of the pair, adjustment documents included. */
const WHOLE_LEDGER: LineOptions = { adjustments: true };

/**
 * The pair a statement is about, if the caller sees it (else 404): staff any debtor of the tenant
 * towards the company (or a named creditor); a distributor its own statement with the company, or its
 * statement towards one of its own buyers; a sub-account narrowed to its own rows only its own.
 */
export async function statementPairOf(
  db: Database,
  caller: Caller,
  query: Pick<StatementQuery, 'debtorPartyId' | 'creditorPartyId'>,
): Promise<StatementPair> {
  const company = await companyPartyOf(db, caller.tenantId);
  const ownStatement = caller.customerId !== null && query.debtorPartyId === caller.customerId;
  const creditorPartyId = query.creditorPartyId ?? (caller.customerId && !ownStatement ? caller.customerId : company);
  if (!creditorPartyId || creditorPartyId === query.debtorPartyId) throw notFound();
  await assertPairVisible(db, caller, { holderPartyId: query.debtorPartyId, counterpartyPartyId: creditorPartyId });
  // Between customers only a seller and its own buyer have a ledger: anything else is as unknown.
  if (creditorPartyId !== company) {
    const buyer = await findParty(db, caller.tenantId, query.debtorPartyId, { soldBy: creditorPartyId });
    if (!buyer) throw notFound();
  }
  return { tenantId: caller.tenantId, creditorPartyId, debtorPartyId: query.debtorPartyId };
}

/** Refuses a period that runs backwards or is longer than the limit. */
export function assertStatementPeriod(start: string, end: string): void {
  if (start > end || daysIn(start, end) > STATEMENT_MAX_DAYS) {
    throw badRequest('statementPeriodInvalid', { days: STATEMENT_MAX_DAYS });
  }
}

async function partyFace(db: Database, tenantId: string, id: string) {
  const party = await findParty(db, tenantId, id);
  if (!party) throw notFound();
  return { id: party.id, code: party.customerCode, name: party.customerName };
}

/**
 * What is owed on `asOf` by days past due: every debit of the pair up to that day falls due on its due
 * date (or when posted if it has none), and every credit pays the oldest due first.
 */
async function ageingOf(db: Database, pair: StatementPair, asOf: string) {
  const rows = await pairEntries(db, pair, WHOLE_LEDGER)
    .where('postingDate', '<=', asOf)
    .select(['kind', 'amount', sql<string>`coalesce(due_date, posting_date)::text`.as('due')])
    .orderBy('id')
    .execute();
  const debits: AgeingDebit[] = [];
  let credits = new Decimal(0);
  for (const row of rows) {
    const change = owedChange(row.kind, row.amount);
    if (change.isPositive()) debits.push({ amount: change.toFixed(2), dueDate: row.due });
    else credits = credits.minus(change);
  }
  return ageReceivables(debits, credits.toFixed(2), asOf);
}

/** The figures of a pair's statement for a period (the caller's right to see it checked before). */
export async function statementFigures(
  db: Database,
  pair: StatementPair,
  query: Pick<StatementQuery, 'start' | 'end' | 'ageing'>,
): Promise<Statement> {
  assertStatementPeriod(query.start, query.end);
  const opening = await owedBefore(db, pair, query.start, WHOLE_LEDGER);
  const lines = await periodLines(db, pair, { start: query.start, end: query.end }, opening, WHOLE_LEDGER);
  const totals = statementTotals(opening, lines, '0');
  const [creditor, debtor, ageing] = await Promise.all([
    partyFace(db, pair.tenantId, pair.creditorPartyId),
    partyFace(db, pair.tenantId, pair.debtorPartyId),
    query.ageing ? ageingOf(db, pair, query.end) : Promise.resolve(null),
  ]);
  return {
    creditor,
    debtor,
    start: query.start,
    end: query.end,
    opening,
    lines,
    totalDebit: totals.totalDebit,
    totalCredit: totals.totalCredit,
    closing: totals.closing,
    ageing,
  };
}

/** The statement the caller asked for, if it may see it. */
export async function statementFor(db: Database, caller: Caller, query: StatementQuery): Promise<Statement> {
  assertStatementPeriod(query.start, query.end);
  return statementFigures(db, await statementPairOf(db, caller, query), query);
}

/**
 * The buyers the caller may ask a statement for, by code, at most `limit` (a group: those of one level,
 * salesperson or region): staff every customer their data scope reaches towards its seller (the company,
 * or the distributor it buys from); a distributor itself towards the company first, then its own buyers
 * towards itself; a sub-account narrowed to its own rows only its customer's own statement.
 */
export async function statementBuyers(
  db: Database,
  caller: Caller,
  keyword: string | undefined,
  group?: { groupBy: StatementGroup; groupValue?: string | undefined },
  limit = 500,
): Promise<StatementBuyer[]> {
  const company = await companyPartyOf(db, caller.tenantId);
  if (!company) return [];
  const own = caller.customerId;
  let rows = db
    .selectFrom(partiesAs(db, 'p'))
    .select(['p.id', 'p.customerCode', 'p.customerName', 'p.sellerPartyId'])
    .where('p.tenantId', '=', caller.tenantId)
    .where('p.isDeleted', '=', 0)
    .where('p.partyType', '<>', 'COMPANY');
  if (own) rows = rows.where((eb) => eb.or([eb('p.id', '=', own), eb('p.sellerPartyId', '=', own)]));
  // Staff with a narrowed data scope see the buyers their departments (or they) entered, as in the reports.
  const scope = await dataScopeOf(db, caller);
  if (scope.kind === 'depts') rows = rows.where('p.createDept', 'in', scope.deptIds.length ? scope.deptIds : ['0']);
  if (scope.kind === 'self') rows = rows.where('p.createUser', '=', caller.userId);
  if (scope.kind === 'customer' && scope.ownRowsOnly) rows = rows.where('p.id', '=', scope.customerId);
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    rows = rows.where((eb) => eb.or([eb('p.customerCode', 'ilike', like), eb('p.customerName', 'ilike', like)]));
  }
  const value = group?.groupValue ?? '';
  if (group?.groupBy === 'LEVEL') rows = rows.where('p.levelId', '=', /^\d{1,19}$/.test(value) ? value : '0');
  if (group?.groupBy === 'SALESPERSON') {
    rows = rows.where('p.salespersonId', '=', /^\d{1,19}$/.test(value) ? value : '0');
  }
  if (group?.groupBy === 'REGION') rows = rows.where('p.territory', '=', value);
  const found = await rows.orderBy('p.customerCode').limit(limit).execute();
  const buyers = found.map((row) => ({
    debtorPartyId: row.id,
    creditorPartyId: own ? (row.id === own ? company : own) : (row.sellerPartyId ?? company),
    customerCode: row.customerCode,
    customerName: row.customerName,
    own: row.id === own,
  }));
  return [...buyers.filter((buyer) => buyer.own), ...buyers.filter((buyer) => !buyer.own)];
}
