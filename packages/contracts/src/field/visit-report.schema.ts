import { z } from 'zod';
import { FilterDate, IdInput } from '../common';
import { PageQuery } from '../paging';
import { CHECKIN_MODES, VISIT_STATES } from './field.machine';

/**
 * The field row of domain.md §11 (and §9 "visit reports"): paged lists in the list dialect, so that the
 * report centre filters, charts and exports them like its other reports. Rates are percents with 2
 * decimals as decimal strings, minutes with 1.
 */

/** Visit days from (inclusive) and to (exclusive), and one salesperson. */
const VisitFilters = {
  visitDate_datege: FilterDate,
  visitDate_datelt: FilterDate,
  salespersonId_equal: IdInput.optional(),
};

export const VisitReportQuery = PageQuery.extend(VisitFilters).loose();
export type VisitReportQuery = z.output<typeof VisitReportQuery>;

/** Plan against actual per salesperson: planned visits made, missed, cancelled; unplanned ones; time in store. */
export const CoverageRow = z.object({
  salespersonId: z.string(),
  salespersonName: z.string().nullable(),
  planned: z.number().int().describe('visits of plans'),
  visited: z.number().int().describe('planned visits checked in or completed'),
  missed: z.number().int(),
  cancelled: z.number().int(),
  unplanned: z.number().int().describe('visits made without a plan'),
  coverage: z.string().describe('visited ÷ planned, in percent'),
  avgMinutes: z.string().describe('mean minutes in store of completed visits'),
  shortVisits: z.number().int(),
});
export type CoverageRow = z.output<typeof CoverageRow>;

/** Orders per visit per salesperson: completed visits, those that took an order, and the lines of those orders. */
export const StrikeRateRow = z.object({
  salespersonId: z.string(),
  salespersonName: z.string().nullable(),
  visits: z.number().int().describe('completed visits'),
  orders: z.number().int().describe('completed visits that took an order'),
  strikeRate: z.string().describe('orders ÷ visits, in percent'),
  linesPerCall: z.string().describe('order lines ÷ visits that took an order'),
  orderAmount: z.string(),
});
export type StrikeRateRow = z.output<typeof StrikeRateRow>;

/** Missed visits of one reason ('' while nobody gave one) and the stores missed more than once. */
export const MissedReasonRow = z.object({
  reason: z.string(),
  visitCount: z.number().int(),
  storeCount: z.number().int(),
  repeatedStores: z.number().int().describe('stores missed at least twice in the period'),
});
export type MissedReasonRow = z.output<typeof MissedReasonRow>;

/** A check-in outside the radius or forced: who, where, how far. */
export const DistanceAnomalyRow = z.object({
  visitId: z.string(),
  visitNo: z.string(),
  visitDate: z.string(),
  salespersonName: z.string().nullable(),
  storeCode: z.string().nullable(),
  storeName: z.string().nullable(),
  checkinMode: z.enum(CHECKIN_MODES).nullable(),
  distanceM: z.number().nullable(),
  forcedReason: z.string().nullable(),
});
export type DistanceAnomalyRow = z.output<typeof DistanceAnomalyRow>;

export const DayMapQuery = z.object({ salespersonId: IdInput, date: z.iso.date() });
export type DayMapQuery = z.output<typeof DayMapQuery>;

/** One visit of a salesperson's day, with the store's position and where the check-in and check-out happened. */
export const DayMapVisit = z.object({
  visitId: z.string(),
  visitNo: z.string(),
  seq: z.number().int(),
  state: z.enum(VISIT_STATES),
  storeName: z.string().nullable(),
  storeLat: z.number().nullable(),
  storeLng: z.number().nullable(),
  checkinLat: z.number().nullable(),
  checkinLng: z.number().nullable(),
  checkoutLat: z.number().nullable(),
  checkoutLng: z.number().nullable(),
  actualStart: z.string().nullable(),
  actualEnd: z.string().nullable(),
  distanceM: z.number().nullable(),
});
export type DayMapVisit = z.output<typeof DayMapVisit>;

/** The day's visits in the order they happened (then the planned order) and the tile server, if any. */
export const DayMap = z.object({ visits: z.array(DayMapVisit), tileUrl: z.string().nullable() });
export type DayMap = z.output<typeof DayMap>;

/** The tenant parameter holding a map tile URL template ({z}/{x}/{y}); none: points and path on a plain background. */
export const MAP_TILE_URL_PARAM = 'map.tileUrl';
