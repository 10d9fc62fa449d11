import { defineMachine } from '../document';
import { visitCodes, visitPlanCodes } from './field.codes';

/** How often a route is run (domain.md §9); WEEKDAYS: every listed weekday of every week. */
export const ROUTE_FREQUENCIES = ['WEEKLY', 'BIWEEKLY', 'MONTHLY', 'WEEKDAYS'] as const;
export type RouteFrequency = (typeof ROUTE_FREQUENCIES)[number];

export const ROUTE_STATES = ['ACTIVE', 'INACTIVE'] as const;
export type RouteState = (typeof ROUTE_STATES)[number];

/** A salesperson's day (domain.md §9): DRAFT -> (SUBMITTED when proposed) -> PUBLISHED -> IN_PROGRESS -> CLOSED. */
export const PLAN_STATES = ['DRAFT', 'SUBMITTED', 'PUBLISHED', 'IN_PROGRESS', 'CLOSED', 'CANCELLED'] as const;
export type PlanState = (typeof PLAN_STATES)[number];

/**
 * `publish` is the manager's (a plan it drafted); `submit` is a salesperson proposing its own plan,
 * which `approve` publishes or `reject` sends back. `start` happens at the plan's first check-in and
 * `close` when its day is done.
 */
export const planMachine = defineMachine({
  states: PLAN_STATES,
  actions: {
    publish: { from: ['DRAFT'], to: 'PUBLISHED', codes: [visitPlanCodes.approve] },
    // Without the tenant's approval policy a salesperson's proposal publishes at once (`alsoTo`).
    submit: {
      from: ['DRAFT'],
      to: 'SUBMITTED',
      alsoTo: ['PUBLISHED'],
      codes: [visitPlanCodes.add, visitPlanCodes.edit],
    },
    approve: { from: ['SUBMITTED'], to: 'PUBLISHED', codes: [visitPlanCodes.approve] },
    reject: { from: ['SUBMITTED'], to: 'DRAFT', codes: [visitPlanCodes.approve], remarkRequired: true },
    start: { from: ['PUBLISHED'], to: 'IN_PROGRESS', codes: [visitCodes.add, visitPlanCodes.edit] },
    close: { from: ['PUBLISHED', 'IN_PROGRESS'], to: 'CLOSED', codes: [visitCodes.add, visitPlanCodes.edit] },
    cancel: { from: ['DRAFT', 'SUBMITTED', 'PUBLISHED'], to: 'CANCELLED', codes: [visitPlanCodes.edit] },
  },
});
export type PlanAction = keyof typeof planMachine.actions;

/** A store visit (domain.md §9): PLANNED -> CHECKED_IN -> COMPLETED; MISSED by the nightly job; CANCELLED with a reason. */
export const VISIT_STATES = ['PLANNED', 'CHECKED_IN', 'COMPLETED', 'MISSED', 'CANCELLED'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

export const CHECKIN_MODES = ['GPS', 'FORCED'] as const;
export type CheckinMode = (typeof CHECKIN_MODES)[number];

export const VISIT_OUTCOMES = ['ORDER', 'NO_ORDER', 'COLLECTION'] as const;
export type VisitOutcome = (typeof VISIT_OUTCOMES)[number];

export const VISIT_TASK_TYPES = ['SHELF_STOCK', 'DISPLAY', 'PROMO', 'ORDER', 'COLLECTION', 'SURVEY', 'PHOTO'] as const;
export type VisitTaskType = (typeof VISIT_TASK_TYPES)[number];

/** Why a store bought nothing, and why a planned visit did not happen (dictionary-like fixed lists). */
export const NO_ORDER_REASONS = [
  'STOCK_ENOUGH',
  'NO_MONEY',
  'OWNER_ABSENT',
  'STORE_CLOSED',
  'COMPETITOR',
  'OTHER',
] as const;
export const MISSED_REASONS = ['NO_TIME', 'STORE_CLOSED', 'VEHICLE', 'WEATHER', 'SICK', 'OTHER'] as const;

/** The radius in metres inside which a GPS check-in is allowed (tenant parameter, default 300). */
export const VISIT_RADIUS_PARAM = 'visit.radius';
export const VISIT_RADIUS_DEFAULT = 300;
/** A completed visit shorter than this many minutes is flagged (tenant parameter). */
export const VISIT_SHORT_MINUTES_PARAM = 'visit.shortMinutes';
export const VISIT_SHORT_MINUTES_DEFAULT = 3;
/** Whether salespeople's proposed plans need a manager's approval (tenant parameter, 'true' or 'false'). */
export const PLAN_APPROVAL_PARAM = 'visit.planApproval';

/** A delivery trip (domain.md §9): status follows its stops (any visited -> IN_TRANSIT, all -> COMPLETED). */
export const TRIP_STATES = ['DRAFT', 'SCHEDULED', 'IN_TRANSIT', 'COMPLETED', 'CANCELLED'] as const;
export type TripState = (typeof TRIP_STATES)[number];
