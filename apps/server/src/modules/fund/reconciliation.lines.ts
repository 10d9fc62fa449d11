import {
  type FundEntryType,
  type FundKind,
  owedChange,
  type ReconciliationLine,
  runningLines,
} from '@smdp/contracts/fund';
import Decimal from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** The voucher type of an adjustment document: its entries count in the statement chain it settles. */
export const ADJUSTMENT_VOUCHER = 'reconciliation_adjustment';

export type StatementPair = { tenantId: string; creditorPartyId: string; debtorPartyId: string };

type Db = Database | Transaction<DB>;

/**
 * Whether adjustment documents count as lines: a reconciliation leaves them out (they count in the
 * statement they settle); a statement on demand shows the whole ledger (`{ adjustments: true }`).
 */
export type LineOptions = { adjustments?: boolean };

/** The pair's fund entries that moved a balance, adjustments left out unless asked for. */
export const pairEntries = (db: Db, pair: StatementPair, options: LineOptions = {}) =>
  db
    .selectFrom('fundLedgerEntry')
    .where('tenantId', '=', pair.tenantId)
    .where('holderPartyId', '=', pair.debtorPartyId)
    .where('counterpartyPartyId', '=', pair.creditorPartyId)
    .where('amount', '<>', '0')
    .$if(!options.adjustments, (query) => query.where('voucherType', '<>', ADJUSTMENT_VOUCHER));

/** What the debtor owed the creditor at the end of the day before `day`, from the ledger alone. */
export async function owedBefore(db: Db, pair: StatementPair, day: string, options: LineOptions = {}): Promise<string> {
  const rows = await pairEntries(db, pair, options)
    .where('postingDate', '<', day)
    .select(['kind', sql<string>`sum(amount)::text`.as('amount')])
    .groupBy('kind')
    .execute();
  return rows.reduce((owed, row) => owed.plus(owedChange(row.kind, row.amount)), new Decimal(0)).toFixed(2);
}

/** The lines of a period in posting order, numbered from 1, with their running balance after `opening`. */
export async function periodLines(
  db: Db,
  pair: StatementPair,
  period: { start: string; end: string },
  opening: string,
  options: LineOptions = {},
): Promise<ReconciliationLine[]> {
  const entries = await pairEntries(db, pair, options)
    .where('postingDate', '>=', period.start)
    .where('postingDate', '<=', period.end)
    .select([
      'id',
      sql<string>`posting_date::text`.as('postingDate'),
      'kind',
      'entryType',
      'voucherType',
      'voucherId',
      'remark',
      sql<string | null>`due_date::text`.as('dueDate'),
      'amount',
      'reversalOf',
    ])
    .orderBy('postingDate')
    .orderBy('id')
    .execute();
  const figures = runningLines(opening, entries);
  return entries.map((entry, index) => ({
    lineNo: index + 1,
    entryId: entry.id,
    postingDate: entry.postingDate,
    kind: entry.kind as FundKind,
    entryType: entry.entryType as FundEntryType,
    voucherType: entry.voucherType,
    voucherId: entry.voucherId,
    remark: entry.remark,
    dueDate: entry.dueDate,
    debit: figures[index]?.debit ?? '0.00',
    credit: figures[index]?.credit ?? '0.00',
    balance: figures[index]?.balance ?? opening,
    reversal: entry.reversalOf !== null,
  }));
}
