import { z } from 'zod';
import { DateTime, Id, IdInput } from '../common';
import { PageQuery } from '../paging';

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

/** Where a debtor's effective limit came from (domain.md §7 fallback): its own, its level's, the creditor's default, none. */
export const CREDIT_SOURCES = ['DEBTOR', 'LEVEL', 'DEFAULT', 'NONE'] as const;
export type CreditSource = (typeof CREDIT_SOURCES)[number];

const Part = z.object({ balance: z.string(), frozen: z.string(), available: z.string() });

/** What a holder can spend with a counterparty now (the order screen's live banner). */
export const FundAvailability = z.object({
  cash: Part,
  rebate: Part,
  credit: z.object({
    limit: z.string(),
    tempLimit: z.string(),
    unlimited: z.boolean(),
    used: z.string(),
    frozen: z.string(),
    available: z.string(),
    termDays: z.number().int(),
    source: z.enum(CREDIT_SOURCES),
  }),
});
export type FundAvailability = z.output<typeof FundAvailability>;

export const FundAvailabilityQuery = z.object({ holderPartyId: IdInput, counterpartyPartyId: IdInput });

/** One account pair (holder with counterparty) and all its figures. */
export const FundAccount = z.object({
  id: z.string().describe('holder:counterparty'),
  holderPartyId: Id,
  holderCode: z.string(),
  holderName: z.string(),
  counterpartyPartyId: Id,
  counterpartyCode: z.string(),
  counterpartyName: z.string(),
  cashBalance: z.string(),
  cashFrozen: z.string(),
  cashAvailable: z.string(),
  rebateBalance: z.string(),
  rebateFrozen: z.string(),
  rebateAvailable: z.string(),
  creditLimit: z.string(),
  creditTempLimit: z.string(),
  creditUnlimited: z.boolean(),
  creditUsed: z.string(),
  creditFrozen: z.string(),
  creditAvailable: z.string(),
  creditSource: z.enum(CREDIT_SOURCES),
});
export type FundAccount = z.output<typeof FundAccount>;

export const FundAccountListQuery = PageQuery.extend({
  holderPartyId_equal: z.string().max(20).optional(),
  counterpartyPartyId_equal: z.string().max(20).optional(),
  holderName_like: z.string().max(60).optional(),
}).loose();

export const FundEntry = z.object({
  id: Id,
  postingDate: z.string(),
  kind: z.enum(FUND_KINDS),
  entryType: z.enum(FUND_ENTRY_TYPES),
  voucherType: z.string(),
  voucherId: Id,
  reversalOf: Id.nullable(),
  amount: z.string(),
  balanceAfter: z.string(),
  frozenChange: z.string(),
  frozenAfter: z.string(),
  dueDate: z.string().nullable(),
  remark: z.string().nullable(),
  createTime: DateTime,
});
export type FundEntry = z.output<typeof FundEntry>;

export const FundEntryQuery = PageQuery.extend({
  holderPartyId: IdInput,
  counterpartyPartyId: IdInput,
  kind: z.enum(FUND_KINDS).optional(),
  /** `frozen`: only entries that moved the frozen figure; `balance`: only those that moved the balance. */
  figure: z.enum(['balance', 'frozen']).optional(),
  entryType_equal: z.string().max(30).optional(),
});

/** Sets (creates or changes) the credit a creditor grants a debtor; `version` required when one exists. */
export const CreditLimitInput = z.object({
  creditorPartyId: IdInput.optional().describe('default: the company'),
  debtorPartyId: IdInput,
  version: z.coerce.number().int().min(1).optional(),
  creditLimit: z
    .union([z.string().trim(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,16}(\.\d{1,2})?$/, { error: 'fundCreditAmountInvalid' })),
  tempLimit: z
    .union([z.string().trim(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,16}(\.\d{1,2})?$/, { error: 'fundCreditAmountInvalid' }))
    .default('0'),
  tempValidTo: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'fundCreditDayInvalid' })
    .nullish(),
  termDays: z.coerce.number().int().min(0).max(3650).default(30),
  unlimited: z.boolean().default(false),
  remark: z.string().trim().max(500).nullish(),
});
export type CreditLimitInput = z.output<typeof CreditLimitInput>;

export const CreditLimit = z.object({
  id: Id,
  creditorPartyId: Id,
  debtorPartyId: Id,
  creditLimit: z.string(),
  tempLimit: z.string(),
  tempValidTo: z.string().nullable(),
  termDays: z.number().int(),
  unlimited: z.boolean(),
  remark: z.string().nullable(),
  version: z.number().int(),
});
export type CreditLimit = z.output<typeof CreditLimit>;

const Money = z
  .union([z.string().trim(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,16}(\.\d{1,2})?$/, { error: 'fundCreditAmountInvalid' }));

/**
 * A creditor's default credit: with `levelId` the default of debtors of that customer level, without it the
 * creditor's own default (which also holds the overdue auto-hold days). `version` required when one exists.
 */
export const CreditDefaultInput = z.object({
  creditorPartyId: IdInput.optional().describe('default: the company'),
  levelId: IdInput.nullish(),
  version: z.coerce.number().int().min(1).optional(),
  creditLimit: Money,
  unlimited: z.boolean().default(false),
  termDays: z.coerce.number().int().min(0).max(3650).default(30),
  overdueHoldDays: z.coerce.number().int().min(0).max(3650).nullish(),
});
export type CreditDefaultInput = z.output<typeof CreditDefaultInput>;

export const CreditDefault = z.object({
  id: Id,
  creditorPartyId: Id,
  levelId: Id.nullable(),
  creditLimit: z.string(),
  unlimited: z.boolean(),
  termDays: z.number().int(),
  overdueHoldDays: z.number().int().nullable(),
  version: z.number().int(),
});
export type CreditDefault = z.output<typeof CreditDefault>;

/** A debtor's credit as the staff customer screen shows it: the stored limit (null: none set) and the live figures. */
export const CreditOverview = z.object({
  limit: CreditLimit.nullable(),
  credit: FundAvailability.shape.credit,
});
export type CreditOverview = z.output<typeof CreditOverview>;

/** What the fund ledger's invariant check found: nothing when every balance equals its ledger. */
export const FundDriftReport = z.object({
  driftCount: z.number().int(),
  drifts: z.array(
    z.object({
      kind: z.string(),
      key: z.record(z.string(), z.string()),
      figure: z.string().optional(),
      expected: z.string(),
      found: z.string().nullable(),
      entryId: z.string().optional(),
    }),
  ),
});
export type FundDriftReport = z.output<typeof FundDriftReport>;

/**
 * One debtor's credit with one creditor (the credit queries page, domain.md §7): the limit figures of the
 * fund account list, the payment term, and what is owed aged by due date (`overdue` = all past due).
 */
export const CreditPosition = FundAccount.pick({
  id: true,
  holderPartyId: true,
  holderCode: true,
  holderName: true,
  counterpartyPartyId: true,
  counterpartyCode: true,
  counterpartyName: true,
  creditLimit: true,
  creditTempLimit: true,
  creditUnlimited: true,
  creditUsed: true,
  creditFrozen: true,
  creditAvailable: true,
  creditSource: true,
}).extend({
  termDays: z.number().int(),
  overdue: z.string(),
  oldestDueDate: z.string().nullable().describe('the earliest due date of what is still owed'),
  overdueDays: z.number().int().describe('days the oldest unpaid use is past due; 0 when nothing is'),
  onHold: z
    .boolean()
    .describe("new credit orders go on hold: overdue longer than the creditor's hold days (domain.md §7)"),
  ageing: z.object({
    notDue: z.string(),
    d1to30: z.string(),
    d31to60: z.string(),
    d61to90: z.string(),
    d91to120: z.string(),
    over120: z.string(),
  }),
});
export type CreditPosition = z.output<typeof CreditPosition>;

export const CreditPositionQuery = FundAccountListQuery.extend({
  overdueOnly_equal: z.enum(['true', 'false']).optional().describe("'true': only debtors with something past due"),
}).loose();
export type CreditPositionQuery = z.output<typeof CreditPositionQuery>;

/**
 * One sub-customer of a creditor (a distributor) with the credit it is granted (page
 * /finance/sub-cust-credit/setting): the credit queries figures plus what the adjust form starts from.
 */
export const SubCustomerCredit = CreditPosition.extend({
  holderPartyType: z.string(),
  tempValidTo: z.string().nullable().describe('last day the stored temporary limit counts; null: no end date'),
  limitVersion: z.number().int().nullable().describe('version of the stored limit; null: none set yet'),
});
export type SubCustomerCredit = z.output<typeof SubCustomerCredit>;

export const SubCustomerCreditQuery = PageQuery.extend({
  /** The distributor whose sub-customers are listed: company staff name it; a customer's account is its own party. */
  creditorPartyId: IdInput.optional(),
  holderName_like: z.string().max(60).optional(),
}).loose();

/** A sub-customer's limit: as the credit card's, the creditor being the caller's own party for a distributor. */
export const SubCustomerLimitQuery = z.object({ debtorPartyId: IdInput, creditorPartyId: IdInput.optional() });
