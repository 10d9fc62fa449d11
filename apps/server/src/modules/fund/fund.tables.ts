import type {
  CreditChangeState,
  CreditChangeTerms,
  ReceiptKind,
  ReceiptMethod,
  ReceiptState,
  ReceiptTarget,
} from '@smdp/contracts/fund';
import type { ColumnType, Generated } from 'kysely';
import type {
  AuditColumns,
  Decimal,
  DefaultedDecimal,
  GeneratedId,
  Id,
  Json,
  NullableTimestamp,
} from '../../db/columns';

/** A calendar day 'YYYY-MM-DD' in a `date` column: written as text, read back as text (`::text`). */
type CalendarDate = ColumnType<string, string, string>;

export const FUND_KINDS = ['CASH', 'REBATE', 'CREDIT'] as const;
export type FundKind = (typeof FUND_KINDS)[number];

export const FUND_ENTRY_TYPES = [
  'RECEIPT',
  'ORDER_FREEZE',
  'ORDER_PAYMENT',
  'ORDER_RELEASE',
  'RETURN_REFUND',
  'REBATE_SETTLEMENT',
  'REBATE_USE',
  'CREDIT_USE',
  'CREDIT_REPAY',
  'ADJUSTMENT',
  'WITHDRAWAL',
] as const;
export type FundEntryType = (typeof FUND_ENTRY_TYPES)[number];

/** One move of money on a fund account (domain.md §7), append-only, with the running figures after it. */
export type FundLedgerEntryTable = {
  id: GeneratedId;
  tenantId: string;
  postingDate: CalendarDate;
  voucherType: string;
  voucherId: Id;
  voucherLine: number;
  reversalOf: Id | null;
  holderPartyId: Id;
  counterpartyPartyId: Id;
  kind: FundKind;
  amount: Decimal;
  balanceAfter: Decimal;
  frozenChange: Decimal;
  frozenAfter: Decimal;
  availableChange: Decimal;
  availableAfter: Decimal;
  entryType: FundEntryType;
  dueDate: ColumnType<string | null, string | null | undefined, string | null>;
  remark: string | null;
  createUser: Id | null;
  createTime: Generated<Date>;
};

/** The cache of the ledger per holder, counterparty and kind. */
export type FundBalanceTable = {
  tenantId: string;
  holderPartyId: Id;
  counterpartyPartyId: Id;
  kind: FundKind;
  balance: DefaultedDecimal;
  frozen: DefaultedDecimal;
  available: DefaultedDecimal;
};

/** The credit a creditor grants a debtor; 0 means no credit, `unlimited` lifts the check. */
export type CreditLimitTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  creditorPartyId: Id;
  debtorPartyId: Id;
  creditLimit: DefaultedDecimal;
  tempLimit: DefaultedDecimal;
  tempValidTo: ColumnType<string | null, string | null | undefined, string | null>;
  termDays: Generated<number>;
  unlimited: Generated<boolean>;
  remark: string | null;
};

/** A creditor's default credit (0042_credit_defaults): per customer level, or with no level its own default. */
export type CreditDefaultTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  creditorPartyId: Id;
  levelId: Id | null;
  creditLimit: DefaultedDecimal;
  unlimited: Generated<boolean>;
  termDays: Generated<number>;
  overdueHoldDays: number | null;
};

/** A request to change a credit limit (0046_credit_changes). */
export type CreditChangeTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  state: ColumnType<CreditChangeState, CreditChangeState | undefined, CreditChangeState>;
  creditorPartyId: Id;
  debtorPartyId: Id;
  proposed: Json<CreditChangeTerms>;
  before: Json<CreditChangeTerms | null>;
  limitVersion: number | null;
  direct: Generated<boolean>;
  decidedBy: Id | null;
  decidedAt: NullableTimestamp;
  decisionRemark: string | null;
};

export type FundTables = {
  creditChange: CreditChangeTable;
  creditDefault: CreditDefaultTable;
  fundLedgerEntry: FundLedgerEntryTable;
  fundBalance: FundBalanceTable;
  creditLimit: CreditLimitTable;
  fundReceipt: FundReceiptTable;
};

/** A receipt (0031_fund_receipts): a DRAFT until approved into the fund ledger. */
export type FundReceiptTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  receiptNo: string;
  kind: ColumnType<ReceiptKind, ReceiptKind | undefined, ReceiptKind>;
  state: ColumnType<ReceiptState, ReceiptState | undefined, ReceiptState>;
  payerPartyId: Id;
  payeePartyId: Id;
  amount: Decimal;
  method: ReceiptMethod;
  bankRef: string | null;
  paidAt: ColumnType<Date, Date | string, Date | string>;
  target: ColumnType<ReceiptTarget, ReceiptTarget | undefined, ReceiptTarget>;
  remarks: string | null;
  proofIds: ColumnType<string[], string | undefined, string>;
  reversalOf: Id | null;
  reversedBy: Id | null;
  submittedBy: Id | null;
  approvedBy: Id | null;
  approvedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  postingDate: ColumnType<string | null, string | null | undefined, string | null>;
};
