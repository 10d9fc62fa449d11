import { z } from 'zod';
import { DateTime, Id, IdInput, PageQuery } from '..';

export const TRANSITION_LIMITS = { name: 64, condition: 500, remark: 255, dueHours: 24 * 90 } as const;

/** One approval rule: who may take `action` on a document of `docType` in `fromState`. */
export const WorkflowTransition = z.object({
  id: Id,
  docType: z.string(),
  fromState: z.string(),
  action: z.string(),
  toState: z.string(),
  roleId: Id.nullable(),
  roleName: z.string().nullable(),
  allowSelfApproval: z.boolean(),
  direct: z.boolean(),
  condition: z.string().nullable(),
  dueHours: z.number().int().nullable(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updateTime: DateTime,
});
export type WorkflowTransition = z.output<typeof WorkflowTransition>;

const Name = z.string().trim().min(1).max(TRANSITION_LIMITS.name);

export const WorkflowTransitionInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  docType: Name,
  fromState: Name,
  action: Name,
  roleId: IdInput.nullish().describe('empty: any role holding the action button'),
  allowSelfApproval: z.boolean().default(false),
  direct: z.boolean().default(false),
  condition: z
    .string()
    .trim()
    .max(TRANSITION_LIMITS.condition)
    .nullish()
    .describe("comparisons joined by and: totalAmount >= 10000 and channel = 'PRIMARY'"),
  dueHours: z.coerce.number().int().min(1).max(TRANSITION_LIMITS.dueHours).nullish(),
  remark: z.string().trim().max(TRANSITION_LIMITS.remark).nullish(),
});
export type WorkflowTransitionInput = z.output<typeof WorkflowTransitionInput>;

export const WorkflowTransitionListQuery = PageQuery.extend({
  docType_equal: z.string().max(TRANSITION_LIMITS.name).optional(),
  action_equal: z.string().max(TRANSITION_LIMITS.name).optional(),
});

/** A document type the rules can name: its states and actions, from its machine. */
export const WorkflowDocType = z.object({
  docType: z.string(),
  states: z.array(z.string()),
  actions: z.array(z.object({ action: z.string(), from: z.array(z.string()), to: z.string() })),
});
export type WorkflowDocType = z.output<typeof WorkflowDocType>;
