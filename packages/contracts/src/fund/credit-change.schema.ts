import { z } from 'zod';
import { DateTime, Id, IdInput } from '../common';
import { PageQuery } from '../paging';
import { CREDIT_CHANGE_STATES } from './credit-change.machine';
import { CreditLimit } from './fund.schema';

/** The terms a credit change proposes, or the terms in force when it was asked (null: none were set). */
export const CreditChangeTerms = z.object({
  creditLimit: z.string(),
  tempLimit: z.string(),
  tempValidTo: z.string().nullable(),
  termDays: z.number().int(),
  unlimited: z.boolean(),
  remark: z.string().nullable(),
});
export type CreditChangeTerms = z.output<typeof CreditChangeTerms>;

/** A request to change the credit a creditor grants a debtor, with what was in force and what is now. */
export const CreditChange = z.object({
  id: Id,
  state: z.enum(CREDIT_CHANGE_STATES),
  creditorPartyId: Id,
  creditorCode: z.string(),
  creditorName: z.string(),
  debtorPartyId: Id,
  debtorCode: z.string(),
  debtorName: z.string(),
  proposed: CreditChangeTerms,
  before: CreditChangeTerms.nullable().describe('the stored limit when the change was asked; null: none was set'),
  limit: CreditLimit.nullable().describe('the stored limit now'),
  direct: z.boolean().describe('approved in the same step by who asked'),
  menu: z
    .enum(['credit', 'sub_cust_credit'])
    .describe("the page whose buttons decide it: the company's credit, or a distributor's to its sub-customers"),
  requesterId: Id,
  requestedBy: z.string().describe("the requester's name"),
  requestedAt: DateTime,
  decidedBy: z.string().nullable(),
  decidedAt: DateTime.nullable(),
  decisionRemark: z.string().nullable(),
  version: z.number().int(),
});
export type CreditChange = z.output<typeof CreditChange>;

export const CreditChangeListQuery = PageQuery.extend({
  state_equal: z.enum(CREDIT_CHANGE_STATES).optional(),
  /** `pending`: SUBMITTED only; `history`: decided ones. */
  view: z.enum(['pending', 'history']).optional(),
  debtorPartyId_equal: IdInput.optional(),
  debtorName_like: z.string().max(60).optional(),
}).loose();
export type CreditChangeListQuery = z.output<typeof CreditChangeListQuery>;
