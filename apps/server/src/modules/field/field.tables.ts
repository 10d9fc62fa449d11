import type {
  CheckinMode,
  PlanState,
  RouteFrequency,
  RouteState,
  VisitOutcome,
  VisitState,
  VisitTaskType,
} from '@smdp/contracts/field';
import type { ColumnType, Generated } from 'kysely';
import type { AuditColumns, GeneratedId, Id, Json, NullableTimestamp } from '../../db/columns';

/** A calendar day 'YYYY-MM-DD' in a `date` column, written as text (select it `::text`). */
type CalendarDate = ColumnType<string, string, string>;
/** double precision: degrees, metres. */
type NullableNumber = ColumnType<number | null, number | null | undefined, number | null>;

export type FieldRouteTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  routeNo: string;
  /** The distributor whose salespeople run the route (null: the company's own). */
  ownerPartyId: Id | null;
  name: string;
  salespersonId: Id | null;
  frequency: RouteFrequency;
  /** ISO weekdays 1 (Monday) .. 7 the route runs on. */
  weekdays: Json<number[]>;
  /** The first day of the cycle: the anchor of BIWEEKLY weeks. */
  startDate: CalendarDate;
  state: ColumnType<RouteState, RouteState | undefined, RouteState>;
  remark: string | null;
};

export type FieldRouteStopTable = {
  id: GeneratedId;
  tenantId: string;
  routeId: Id;
  storePartyId: Id;
  seq: number;
  plannedMinutes: number;
  /** A locked stop keeps its place when the stops are re-ordered. */
  locked: Generated<boolean>;
};

export type VisitPlanTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  planNo: string;
  ownerPartyId: Id | null;
  salespersonId: Id;
  routeId: Id | null;
  planDate: CalendarDate;
  state: ColumnType<PlanState, PlanState | undefined, PlanState>;
  /** The account that proposed it (a salesperson), when it was not drafted by a manager. */
  proposedBy: Id | null;
  remark: string | null;
};

export type VisitTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  visitNo: string;
  /** Null: an unplanned visit. */
  planId: Id | null;
  ownerPartyId: Id | null;
  storePartyId: Id;
  salespersonId: Id;
  seq: number;
  visitDate: CalendarDate;
  plannedStart: NullableTimestamp;
  plannedEnd: NullableTimestamp;
  actualStart: NullableTimestamp;
  actualEnd: NullableTimestamp;
  state: ColumnType<VisitState, VisitState | undefined, VisitState>;
  checkinLat: NullableNumber;
  checkinLng: NullableNumber;
  checkinDistanceM: NullableNumber;
  checkinMode: CheckinMode | null;
  forcedReason: string | null;
  checkoutLat: NullableNumber;
  checkoutLng: NullableNumber;
  outcome: VisitOutcome | null;
  noOrderReason: string | null;
  /** Why a planned visit was MISSED or CANCELLED. */
  missedReason: string | null;
  orderId: Id | null;
  /** The lines and total of the order taken in the visit, as taken: what "lines per call" counts. */
  orderLines: number | null;
  orderAmount: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  receiptId: Id | null;
  /** Completed in fewer minutes than the tenant's short-visit parameter. */
  shortVisit: Generated<boolean>;
  /** The client's key of the check-in call: a retried offline check-in lands once. */
  clientKey: string | null;
  photos: Json<{ id: string; name: string }[]> | null;
  notes: string | null;
};

export type VisitTaskTable = {
  id: GeneratedId;
  tenantId: string;
  visitId: Id;
  taskType: VisitTaskType;
  required: Generated<boolean>;
  done: Generated<boolean>;
  /** The task's result: SHELF_STOCK lines {goodsId, counted, target}, a survey's answers, a photo's file. */
  result: Json<Record<string, unknown>> | null;
  doneTime: NullableTimestamp;
};

/** Tables of field sales (0054_field_sales): routes and their stops, visit plans, visits and their tasks. */
export type FieldTables = {
  fieldRoute: FieldRouteTable;
  fieldRouteStop: FieldRouteStopTable;
  visitPlan: VisitPlanTable;
  visit: VisitTable;
  visitTask: VisitTaskTable;
};
