import type { DisputedLine, ReconciliationLine, ReconciliationState, StatementGroup } from '@smdp/contracts/fund';
import type { ColumnType } from 'kysely';
import type { AuditColumns, Decimal, DefaultedDecimal, GeneratedId, Id } from '../../db/columns';

/** A calendar day 'YYYY-MM-DD' in a `date` column, read back as text (`::text`). */
type CalendarDate = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string | undefined, string>;

/** A statement of a period between a creditor and a debtor (0040_reconciliation). */
export type ReconciliationStatementTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  statementNo: string;
  state: ColumnType<ReconciliationState, ReconciliationState | undefined, ReconciliationState>;
  creditorPartyId: Id;
  debtorPartyId: Id;
  periodStart: CalendarDate;
  periodEnd: CalendarDate;
  openingBalance: DefaultedDecimal;
  totalDebit: DefaultedDecimal;
  totalCredit: DefaultedDecimal;
  adjustments: DefaultedDecimal;
  closingBalance: DefaultedDecimal;
  lines: Json<ReconciliationLine[]>;
  disputeLines: Json<DisputedLine[]>;
  disputeReason: string | null;
  signedFileId: string | null;
  issuedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  issuedBy: Id | null;
  answerBy: ColumnType<string | null, string | null | undefined, string | null>;
  confirmedBy: Id | null;
  confirmedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  autoConfirmed: ColumnType<boolean, boolean | undefined, boolean>;
  reissueOf: Id | null;
  chainId: Id | null;
};

/** An adjustment document posted into the fund ledger to settle a dispute of a statement's chain. */
export type ReconciliationAdjustmentTable = {
  id: GeneratedId;
  tenantId: string;
  chainId: Id;
  statementId: Id;
  amount: Decimal;
  reason: string;
  postingDate: CalendarDate;
  createUser: Id | null;
  createTime: ColumnType<Date, Date | undefined, never>;
};

export type ReconciliationTables = {
  reconciliationStatement: ReconciliationStatementTable;
  reconciliationAdjustment: ReconciliationAdjustmentTable;
  statementSchedule: StatementScheduleTable;
};

/** A user's weekly or monthly group statements (0045_statement_schedules). */
export type StatementScheduleTable = {
  id: GeneratedId;
  tenantId: string;
  userId: Id;
  account: string;
  customerId: Id | null;
  deptId: Id | null;
  frequency: 'WEEKLY' | 'MONTHLY';
  groupBy: StatementGroup;
  groupValue: string | null;
  ageing: ColumnType<boolean, boolean | undefined, boolean>;
  lang: string;
  zone: string;
  lastRunOn: ColumnType<string | null, string | null | undefined, string | null>;
  createTime: ColumnType<Date, Date | undefined, never>;
};
