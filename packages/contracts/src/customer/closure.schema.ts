import { z } from 'zod';
import { DateTime, FilterDate, Id, IdInput } from '../common';
import { PageQuery } from '../paging';
import { CLOSURE_REASONS, CLOSURE_STATES } from './closure.machine';
import { PARTY_STATES, PARTY_TYPES } from './party.machine';

export const CLOSURE_LIMITS = { reasonDetail: 500, evidenceItem: 500, evidenceCount: 10 } as const;

/** A store-closure request (domain.md §9) as the API gives it. */
export const ClosureRequest = z.object({
  id: Id,
  partyId: Id,
  partyCode: z.string(),
  partyName: z.string(),
  partyType: z.enum(PARTY_TYPES),
  partyState: z.enum(PARTY_STATES),
  sellerPartyId: Id.nullable(),
  sellerCode: z.string().nullable(),
  reason: z.enum(CLOSURE_REASONS),
  reasonDetail: z.string().nullable(),
  evidence: z.array(z.string()),
  effectiveDate: z.string().describe('yyyy-MM-dd'),
  state: z.enum(CLOSURE_STATES),
  requestedBy: Id.nullable(),
  requestedByName: z.string().nullable(),
  submittedAt: DateTime.nullable(),
  submittedBy: Id.nullable().describe('who sent it: may not approve it unless the tenant allows'),
  reviewedBy: Id.nullable(),
  reviewedByName: z.string().nullable(),
  reviewedAt: DateTime.nullable(),
  reviewRemark: z.string().nullable(),
  executedAt: DateTime.nullable(),
  version: z.number().int(),
  createTime: DateTime,
});
export type ClosureRequest = z.output<typeof ClosureRequest>;

/** Drafts a closure request (no id) or changes a draft (id and version). */
export const ClosureInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  partyId: IdInput,
  reason: z.enum(CLOSURE_REASONS),
  reasonDetail: z.string().trim().max(CLOSURE_LIMITS.reasonDetail).nullish(),
  evidence: z
    .array(z.string().trim().min(1).max(CLOSURE_LIMITS.evidenceItem))
    .max(CLOSURE_LIMITS.evidenceCount)
    .optional()
    .describe('links to photos or documents (at most 10)'),
  effectiveDate: z.string().trim().max(10).describe('yyyy-MM-dd: from that day the closure can be executed'),
});
/** The fields of a request as a service takes them (no id, no version). */
export type ClosureFields = Omit<z.output<typeof ClosureInput>, 'id' | 'version'>;

export const ClosureListQuery = PageQuery.extend({
  partyCode_like: z.string().max(32).optional(),
  partyName_like: z.string().max(100).optional(),
  partyId_equal: z.string().max(20).optional(),
  reason_equal: z.string().max(20).optional(),
  state_equal: z.string().max(20).optional(),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
}).loose();
