import type { Page } from '@smdp/contracts';
import { isFilterDate } from '@smdp/contracts';
import type {
  AgeingReportRow,
  CreditPosition,
  FinanceReportQuery,
  FundAccount,
  ReceiptJournalQuery,
  ReceiptJournalRow,
} from '@smdp/contracts/fund';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { badRequest } from '../../platform/http/errors';
import { fromUnits, toUnits } from '../../platform/ledger/decimal';
import type { Caller } from '../../platform/scope/caller';
import { dataScopeOf } from '../../platform/scope/data-scope';
import { partiesAs } from '../customer';
import { creditPage } from './credit-position.queries';
import { reportPairCondition } from './finance-report.scope';
import { accountPage } from './fund-account.queries';
import { visibleReceipts } from './receipt.queries';

/**
 * Finance reports (domain.md §7): fund balances per buyer, receivables ageing by due date, credit use and
 * overdue, the receipts journal. The buyers are those `reportPairCondition` lets the caller see.
 */

/** Every buyer account's cash, frozen, rebate and credit figures. */
export async function fundBalanceReport(
  db: Database,
  caller: Caller,
  query: FinanceReportQuery,
): Promise<Page<FundAccount>> {
  const page = await accountPage(db, caller, query, 'all', await reportPairCondition(db, caller));
  return {
    ...page,
    records: page.records.map(
      ({ termDays: _term, tempValidTo: _validTo, limitVersion: _version, holderPartyType: _type, ...account }) =>
        account,
    ),
  };
}

/** Buyers with credit: limit, used, frozen, available, overdue and the oldest open due date. */
export async function creditReport(
  db: Database,
  caller: Caller,
  query: FinanceReportQuery,
  today: string,
): Promise<Page<CreditPosition>> {
  const page = await agedPage(db, caller, query, today);
  return {
    ...page,
    records: page.records.map(
      ({ holderPartyType: _type, tempValidTo: _validTo, limitVersion: _version, ...position }) => position,
    ),
  };
}

/** What each buyer owes aged 30/60/90/120 days past its due date, with the total owed. */
export async function ageingReport(
  db: Database,
  caller: Caller,
  query: FinanceReportQuery,
  today: string,
): Promise<Page<AgeingReportRow>> {
  const page = await agedPage(db, caller, query, today);
  return {
    ...page,
    records: page.records.map((row) => {
      const total = Object.values(row.ageing).reduce((sum, part) => sum + toUnits(part, 2), 0n);
      return {
        id: row.id,
        holderPartyId: row.holderPartyId,
        holderCode: row.holderCode,
        holderName: row.holderName,
        counterpartyPartyId: row.counterpartyPartyId,
        counterpartyCode: row.counterpartyCode,
        counterpartyName: row.counterpartyName,
        overdue: row.overdue,
        oldestDueDate: row.oldestDueDate,
        ...row.ageing,
        total: fromUnits(total, 2),
      };
    }),
  };
}

/** The credit pairs with their ageing, as the report's scope rule sees them. */
async function agedPage(db: Database, caller: Caller, query: FinanceReportQuery, today: string) {
  return creditPage(db, caller, query, today, 'credit', await reportPairCondition(db, caller));
}

const JOURNAL_COLUMNS: ListColumns = {
  receiptNo: 'r.receipt_no',
  state: 'r.state',
  method: 'r.method',
  paidAt: 'r.paid_at',
};

/**
 * The receipts journal: receipts by posting period (calendar days, as posted), payment day, method and
 * state. Staff see the receipts of their data scope; a customer's primary account the payments its own
 * buyers made to it; a narrowed sub-account none.
 */
export async function receiptJournal(
  db: Database,
  caller: Caller,
  query: ReceiptJournalQuery,
  zone: string,
): Promise<Page<ReceiptJournalRow>> {
  const scope = await dataScopeOf(db, caller);
  let rows = (await visibleReceipts(db, caller)).innerJoin(partiesAs(db, 'payer'), 'payer.id', 'r.payerPartyId');
  if (scope.kind === 'customer') {
    rows = scope.ownRowsOnly ? rows.where(sql<boolean>`false`) : rows.where('r.payeePartyId', '=', scope.customerId);
  }
  const name = query.payerName_like?.trim();
  if (name) {
    const like = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    rows = rows.where((eb) =>
      eb.or([eb('payer.customerName', 'ilike', like), eb('payer.customerCode', 'ilike', like)]),
    );
  }
  const day = (key: 'postingDate_datege' | 'postingDate_datelt') => {
    const value = query[key]?.trim();
    if (!value) return undefined;
    if (!isFilterDate(value)) throw badRequest('invalidParameter', { field: key, detail: 'yyyy-MM-dd HH:mm:ss' });
    return value.length === 10 ? `${value} 00:00:00` : value;
  };
  const from = day('postingDate_datege');
  const to = day('postingDate_datelt');
  if (from) rows = rows.where(sql<boolean>`r.posting_date::timestamp >= ${from}::timestamp`);
  if (to) rows = rows.where(sql<boolean>`r.posting_date::timestamp < ${to}::timestamp`);
  const { payerName_like: _name, postingDate_datege: _from, postingDate_datelt: _to, ...filters } = query;
  const page = await paginate(applyFilters(rows, filters, JOURNAL_COLUMNS, zone), query, JOURNAL_COLUMNS, {
    column: 'r.id',
    direction: 'desc',
  });
  return {
    ...page,
    records: page.records.map((row) => ({
      id: row.id,
      receiptNo: row.receiptNo,
      kind: row.kind,
      state: row.state,
      payerPartyId: row.payerPartyId,
      payerCode: row.payerCode,
      payerName: row.payerName,
      payeePartyId: row.payeePartyId,
      payeeCode: row.payeeCode,
      payeeName: row.payeeName,
      amount: row.amount,
      method: row.method,
      bankRef: row.bankRef,
      paidAt: row.paidAt,
      postingDate: row.postingDate,
    })),
  };
}
