import { z } from 'zod';
import { DateTime, Id, IdInput } from '../common';
import { PageQuery } from '../paging';
import { PLAN_STATES, VISIT_STATES } from './field.machine';
import { CalendarDay, ROUTE_LIMITS } from './route.schema';

/** The most days one generation covers. */
export const PLAN_GENERATE_MAX_DAYS = 31;

export const PlanVisit = z.object({
  id: Id,
  visitNo: z.string(),
  seq: z.number().int(),
  storePartyId: Id,
  storeCode: z.string().nullable(),
  storeName: z.string().nullable(),
  state: z.enum(VISIT_STATES),
  plannedStart: DateTime.nullable(),
  plannedEnd: DateTime.nullable(),
  outcome: z.string().nullable(),
});
export type PlanVisit = z.output<typeof PlanVisit>;

export const PlanSummary = z.object({
  id: Id,
  planNo: z.string(),
  ownerPartyId: Id.nullable(),
  ownerName: z.string().nullable(),
  salespersonId: Id,
  salespersonName: z.string().nullable(),
  routeId: Id.nullable(),
  routeName: z.string().nullable(),
  planDate: z.string(),
  state: z.enum(PLAN_STATES),
  proposedBy: Id.nullable(),
  remark: z.string().nullable(),
  visitCount: z.number().int(),
  version: z.number().int(),
  createTime: DateTime,
});
export type PlanSummary = z.output<typeof PlanSummary>;

export const Plan = PlanSummary.extend({ visits: z.array(PlanVisit) });
export type Plan = z.output<typeof Plan>;

/** Generates DRAFT plans: one per route per day its frequency runs on, in [from, to]; existing ones stay. */
export const PlanGenerateInput = z
  .object({
    routeIds: z.array(IdInput).max(200).optional().describe('none: every ACTIVE route the caller sees'),
    from: CalendarDay,
    to: CalendarDay,
    dayStart: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:mm')
      .default('08:00'),
  })
  .refine((input) => input.from <= input.to, { path: ['to'], message: 'to is before from' })
  .refine(
    (input) =>
      Date.parse(`${input.to}T00:00:00Z`) - Date.parse(`${input.from}T00:00:00Z`) < PLAN_GENERATE_MAX_DAYS * 86_400_000,
    { path: ['to'], message: `At most ${PLAN_GENERATE_MAX_DAYS} days` },
  );
export type PlanGenerateInput = z.output<typeof PlanGenerateInput>;

export const PlanGenerated = z.object({ created: z.number().int(), visits: z.number().int(), planIds: z.array(Id) });
export type PlanGenerated = z.output<typeof PlanGenerated>;

/** A DRAFT plan's stores in their new order (added, removed, re-ordered). */
export const PlanVisitsInput = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  stores: z
    .array(
      z.object({
        storePartyId: IdInput,
        plannedMinutes: z.coerce.number().int().min(1).max(ROUTE_LIMITS.plannedMinutes).default(15),
      }),
    )
    .max(ROUTE_LIMITS.stops),
});
export type PlanVisitsInput = z.output<typeof PlanVisitsInput>;

export const PlanListQuery = PageQuery.extend({
  planNo_like: z.string().max(32).optional(),
  state_equal: z.enum(PLAN_STATES).optional(),
  routeId_equal: z.string().max(20).optional(),
  salespersonId_equal: z.string().max(20).optional(),
  planDate_ge: z.string().max(10).optional(),
  planDate_le: z.string().max(10).optional(),
}).loose();
