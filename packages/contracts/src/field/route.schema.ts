import { z } from 'zod';
import { DateTime, Id, IdInput, IdList } from '../common';
import { PageQuery } from '../paging';
import { ROUTE_FREQUENCIES, ROUTE_STATES } from './field.machine';

/** A calendar day 'yyyy-MM-dd'. */
export const CalendarDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected yyyy-MM-dd')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'Expected a real date');

export const ROUTE_LIMITS = { name: 80, remark: 500, stops: 60, plannedMinutes: 480 } as const;

/** A stop of a route: a store in sequence, with the minutes planned there and whether it keeps its place. */
export const RouteStop = z.object({
  id: Id,
  storePartyId: Id,
  storeCode: z.string().nullable(),
  storeName: z.string().nullable(),
  storeState: z.string().nullable(),
  address: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  seq: z.number().int(),
  plannedMinutes: z.number().int(),
  locked: z.boolean(),
});
export type RouteStop = z.output<typeof RouteStop>;

export const RouteSummary = z.object({
  id: Id,
  routeNo: z.string(),
  ownerPartyId: Id.nullable(),
  ownerName: z.string().nullable(),
  name: z.string(),
  salespersonId: Id.nullable(),
  salespersonName: z.string().nullable(),
  frequency: z.enum(ROUTE_FREQUENCIES),
  weekdays: z.array(z.number().int()),
  startDate: z.string(),
  state: z.enum(ROUTE_STATES),
  remark: z.string().nullable(),
  stopCount: z.number().int(),
  version: z.number().int(),
  createTime: DateTime,
});
export type RouteSummary = z.output<typeof RouteSummary>;

/** A visit of one of the route's plans, newest first (the route detail's recent visits). */
export const RouteVisit = z.object({
  id: Id,
  visitNo: z.string(),
  visitDate: z.string(),
  storePartyId: Id,
  storeName: z.string().nullable(),
  state: z.string(),
  outcome: z.string().nullable(),
});
export type RouteVisit = z.output<typeof RouteVisit>;

export const Route = RouteSummary.extend({ stops: z.array(RouteStop), recentVisits: z.array(RouteVisit) });
export type Route = z.output<typeof Route>;

export const RouteStopInput = z.object({
  storePartyId: IdInput,
  plannedMinutes: z.coerce.number().int().min(1).max(ROUTE_LIMITS.plannedMinutes).default(15),
  locked: z.boolean().default(false),
});

/**
 * The frequency rules (all from `startDate` on, weekdays ISO 1 = Monday .. 7):
 * - WEEKLY: once a week, on its one weekday;
 * - WEEKDAYS: every listed weekday of every week;
 * - BIWEEKLY: the listed weekdays of every other week: weeks 0, 2, 4.. counted from the week (Monday) of startDate;
 * - MONTHLY: the first of each listed weekday in each month (the first Monday, ...).
 */
export const RouteInput = z
  .object({
    id: IdInput.optional(),
    version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
    ownerPartyId: IdInput.nullish().describe('staff only; a customer account owns what it adds'),
    name: z.string().trim().min(1).max(ROUTE_LIMITS.name),
    salespersonId: IdInput.nullish().describe("an enabled account of the owner's party"),
    frequency: z.enum(ROUTE_FREQUENCIES),
    weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7),
    startDate: CalendarDay,
    remark: z.string().trim().max(ROUTE_LIMITS.remark).nullish(),
    stops: z
      .array(RouteStopInput)
      .max(ROUTE_LIMITS.stops)
      .optional()
      .describe('left out when changing a route: its stops stay as they are'),
  })
  .refine((input) => input.frequency !== 'WEEKLY' || input.weekdays.length === 1, {
    path: ['weekdays'],
    message: 'A weekly route runs on one weekday',
  })
  .refine((input) => new Set(input.weekdays).size === input.weekdays.length, {
    path: ['weekdays'],
    message: 'Each weekday once',
  });
export type RouteInput = z.output<typeof RouteInput>;

/** Moves a stop up or down (or to a seq); locked stops keep their place. */
export const RouteStopsInput = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  stops: z.array(RouteStopInput).max(ROUTE_LIMITS.stops),
});
export type RouteStopsInput = z.output<typeof RouteStopsInput>;

export const RouteListQuery = PageQuery.extend({
  routeNo_like: z.string().max(32).optional(),
  name_like: z.string().max(80).optional(),
  state_equal: z.enum(ROUTE_STATES).optional(),
  frequency_equal: z.enum(ROUTE_FREQUENCIES).optional(),
  salespersonId_equal: z.string().max(20).optional(),
  ownerPartyId_equal: z.string().max(20).optional(),
}).loose();

export const RouteIdQuery = z.object({ id: IdInput });
export const RouteIdsQuery = z.object({ ids: IdList });
export const RouteOwnerQuery = z.object({ ownerPartyId: IdInput.optional() });
export const RouteStateInput = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  state: z.enum(ROUTE_STATES),
});

export const SalespersonOption = z.object({ id: Id, account: z.string(), realName: z.string().nullable() });
export type SalespersonOption = z.output<typeof SalespersonOption>;
/** A store a route may stop at: ACTIVE, of type STORE, sold to by the owner. */
export const StoreOption = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type StoreOption = z.output<typeof StoreOption>;
