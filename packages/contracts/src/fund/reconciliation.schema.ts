import { z } from 'zod';
import { DateTime, Id, IdInput, isFilterDate } from '../common';
import { PageQuery } from '../paging';
import { FUND_ENTRY_TYPES, FUND_KINDS } from './fund.schema';
import { RECONCILIATION_STATES } from './reconciliation.machine';

export const RECONCILIATION_LIMITS = { reason: 500, disputedLines: 200 } as const;

const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected yyyy-MM-dd')
  .refine(isFilterDate, 'Expected a real calendar day');

/** A signed amount with at most two decimals, not zero: + the debtor owes more, − it owes less. */
export const SignedMoney = z
  .union([z.string().trim(), z.number()])
  .transform(String)
  .pipe(
    z
      .string()
      .regex(/^-?\d{1,16}(\.\d{1,2})?$/, 'Expected an amount with at most 2 decimals')
      .refine((amount) => /[1-9]/.test(amount), 'Expected an amount other than zero'),
  );

/** Drafts the statement of a debtor for a period (the creditor: the company for staff, else the caller's party). */
export const ReconciliationDraftInput = z.object({
  debtorPartyId: IdInput,
  periodStart: Day,
  periodEnd: Day,
});
export type ReconciliationDraftInput = z.output<typeof ReconciliationDraftInput>;

/** One ledger line as the statement froze it. */
export const ReconciliationLine = z.object({
  lineNo: z.number().int(),
  entryId: Id,
  postingDate: z.string(),
  kind: z.enum(FUND_KINDS),
  entryType: z.enum(FUND_ENTRY_TYPES),
  voucherType: z.string(),
  voucherId: Id,
  remark: z.string().nullable(),
  dueDate: z.string().nullable(),
  debit: z.string(),
  credit: z.string(),
  balance: z.string(),
  /** The mirror of an earlier entry (a reversed receipt): shown as a reversal. Absent in older snapshots. */
  reversal: z.boolean().optional(),
});
export type ReconciliationLine = z.output<typeof ReconciliationLine>;

/** A line the debtor disputes: the amount it holds right, and why. */
export const DisputedLine = z.object({
  lineNo: z.coerce.number().int().min(1),
  claimedAmount: z
    .union([z.string().trim(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,16}(\.\d{1,2})?$/, 'Expected an amount with at most 2 decimals')),
  note: z.string().trim().max(RECONCILIATION_LIMITS.reason).nullish(),
});
export type DisputedLine = z.output<typeof DisputedLine>;

export const ReconciliationDisputeInput = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  remark: z.string().trim().min(1).max(RECONCILIATION_LIMITS.reason),
  lines: z.array(DisputedLine).min(1).max(RECONCILIATION_LIMITS.disputedLines),
  signedFileId: z.string().trim().max(200).nullish(),
});
export type ReconciliationDisputeInput = z.output<typeof ReconciliationDisputeInput>;

export const ReconciliationConfirmInput = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  remark: z.string().trim().max(RECONCILIATION_LIMITS.reason).optional(),
  signedFileId: z.string().trim().max(200).nullish(),
});
export type ReconciliationConfirmInput = z.output<typeof ReconciliationConfirmInput>;

/** An adjustment document settling a dispute, posted into the next open period. */
export const ReconciliationAdjustInput = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  amount: SignedMoney,
  reason: z.string().trim().min(1).max(RECONCILIATION_LIMITS.reason),
});
export type ReconciliationAdjustInput = z.output<typeof ReconciliationAdjustInput>;

export const ReconciliationAdjustment = z.object({
  id: Id,
  amount: z.string(),
  reason: z.string(),
  postingDate: z.string(),
  createTime: DateTime,
});

/** Which side of the statement the caller stands on: the side decides its buttons. */
export const RECONCILIATION_SIDES = ['CREDITOR', 'DEBTOR'] as const;

export const ReconciliationSummary = z.object({
  id: Id,
  statementNo: z.string(),
  state: z.enum(RECONCILIATION_STATES),
  creditorPartyId: Id,
  creditorCode: z.string(),
  creditorName: z.string(),
  debtorPartyId: Id,
  debtorCode: z.string(),
  debtorName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  openingBalance: z.string(),
  totalDebit: z.string(),
  totalCredit: z.string(),
  adjustments: z.string(),
  closingBalance: z.string(),
  issuedAt: DateTime.nullable(),
  answerBy: z.string().nullable().describe('the day the debtor should answer by (issued + answer days)'),
  overdue: z.boolean(),
  confirmedAt: DateTime.nullable(),
  autoConfirmed: z.boolean(),
  reissueOf: Id.nullable(),
  version: z.number().int(),
});
export type ReconciliationSummary = z.output<typeof ReconciliationSummary>;

export const Reconciliation = ReconciliationSummary.extend({
  lines: z.array(ReconciliationLine),
  disputeLines: z.array(DisputedLine),
  disputeReason: z.string().nullable(),
  signedFileId: z.string().nullable(),
  adjustmentList: z.array(ReconciliationAdjustment),
  side: z.enum(RECONCILIATION_SIDES).nullable(),
  actions: z.array(z.string()),
});
export type Reconciliation = z.output<typeof Reconciliation>;

export const RECONCILIATION_BOARD = ['DRAFT', 'ISSUED', 'CONFIRMED', 'DISPUTED', 'OVERDUE'] as const;

export const ReconciliationListQuery = PageQuery.extend({
  state_equal: z.enum(RECONCILIATION_STATES).or(z.literal('')).optional(),
  board: z.enum(RECONCILIATION_BOARD).or(z.literal('')).optional(),
  debtorName_like: z.string().max(60).optional(),
  debtorPartyId_equal: z.string().max(20).optional(),
}).loose();

export const ReconciliationBoard = z.record(z.enum(RECONCILIATION_BOARD), z.number().int());
export type ReconciliationBoard = z.output<typeof ReconciliationBoard>;
