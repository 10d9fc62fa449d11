import { z } from 'zod';
import { buttonCodes } from '../codes';
import { Id, IdInput, isFilterDate } from '../common';
import { AGEING_BUCKETS } from './fund.ageing';
import { ReconciliationLine } from './reconciliation.schema';

/** Statements on demand (page /finance/statement): read them (`view`), download them as PDF or Excel (`export`). */
export const statementCodes = buttonCodes('statement', ['view', 'export']);

/** The longest period one statement covers, in days (both ends counted). */
export const STATEMENT_MAX_DAYS = 366;

const StatementDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected yyyy-MM-dd')
  .refine(isFilterDate, 'Expected a real calendar day');

/**
 * Which statement: the debtor, optionally the creditor (by default the company for its staff; for a
 * distributor the company when it asks for its own, else itself), the period, and whether to age it.
 */
export const StatementQuery = z.object({
  debtorPartyId: IdInput,
  creditorPartyId: IdInput.optional(),
  start: StatementDay,
  end: StatementDay,
  ageing: z
    .enum(['0', '1'])
    .default('0')
    .transform((flag) => flag === '1'),
});
export type StatementQuery = z.output<typeof StatementQuery>;
export type StatementQueryInput = z.input<typeof StatementQuery>;

export const StatementParty = z.object({ id: Id, code: z.string(), name: z.string() });
export type StatementParty = z.output<typeof StatementParty>;

export const StatementAgeing = z.object({
  ...(Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, z.string()])) as Record<
    (typeof AGEING_BUCKETS)[number],
    z.ZodString
  >),
  total: z.string(),
});

/** A statement (domain.md §7): the ledger lines of a period with opening, running and closing balance. */
export const Statement = z.object({
  creditor: StatementParty,
  debtor: StatementParty,
  start: z.string(),
  end: z.string(),
  opening: z.string(),
  lines: z.array(ReconciliationLine),
  totalDebit: z.string(),
  totalCredit: z.string(),
  closing: z.string(),
  ageing: StatementAgeing.nullable().describe('what is owed on `end`, by days past due; null unless asked'),
});
export type Statement = z.output<typeof Statement>;

/** A buyer a statement may be asked for, with the creditor its statement is towards. */
export const StatementBuyer = z.object({
  debtorPartyId: Id,
  creditorPartyId: Id,
  customerCode: z.string(),
  customerName: z.string(),
  /** A distributor's own statement with the company. */
  own: z.boolean(),
});
export type StatementBuyer = z.output<typeof StatementBuyer>;

export const StatementBuyersQuery = z.object({ keyword: z.string().trim().max(60).optional() });

/** Which buyers a group statement covers: all the caller may ask for, or those of one level, region or salesperson. */
export const STATEMENT_GROUPS = ['ALL', 'LEVEL', 'REGION', 'SALESPERSON'] as const;
export type StatementGroup = (typeof STATEMENT_GROUPS)[number];

/**
 * Statements for a group of buyers, run as a job: one PDF per buyer in a ZIP on the downloads page.
 * `groupValue`: the level's or salesperson's id, or the region (territory) code; not with ALL.
 */
export const StatementBatchInput = z
  .object({
    groupBy: z.enum(STATEMENT_GROUPS),
    groupValue: z.string().trim().max(64).optional(),
    start: StatementDay,
    end: StatementDay,
    ageing: z.boolean().default(false),
  })
  .refine((input) => input.groupBy === 'ALL' || Boolean(input.groupValue), {
    message: 'Name the level, region or salesperson',
    path: ['groupValue'],
  });
export type StatementBatchInput = z.output<typeof StatementBatchInput>;

export const StatementBatchStarted = z.object({ jobId: z.string(), buyers: z.number().int() });
export type StatementBatchStarted = z.output<typeof StatementBatchStarted>;

export const STATEMENT_FREQUENCIES = ['WEEKLY', 'MONTHLY'] as const;

/** A schedule of group statements: each Monday for the week before, or each 1st for the month before. */
export const StatementScheduleInput = z
  .object({
    frequency: z.enum(STATEMENT_FREQUENCIES),
    groupBy: z.enum(STATEMENT_GROUPS),
    groupValue: z.string().trim().max(64).optional(),
    ageing: z.boolean().default(false),
  })
  .refine((input) => input.groupBy === 'ALL' || Boolean(input.groupValue), {
    message: 'Name the level, region or salesperson',
    path: ['groupValue'],
  });
export type StatementScheduleInput = z.output<typeof StatementScheduleInput>;

export const StatementSchedule = z.object({
  id: z.string(),
  frequency: z.enum(STATEMENT_FREQUENCIES),
  groupBy: z.enum(STATEMENT_GROUPS),
  groupValue: z.string().nullable(),
  ageing: z.boolean(),
  lastRunOn: z.string().nullable(),
});
export type StatementSchedule = z.output<typeof StatementSchedule>;
