/**
 * Store visits (domain.md §9), under `/api/smdp-field/visit`:
 * - `GET list`          VisitListQuery -> Page<Visit>: the caller's visits (a salesperson its own, the
 *                       distributor's primary all of its party's), with the store's repeated misses
 * - `GET detail?id=`    -> Visit with its tasks
 * - `POST check-in`     VisitCheckIn -> Visit: a PLANNED visit (`id`) or an unplanned one (`storePartyId`);
 *                       a retried call with the same `clientKey` returns the same visit
 * - `POST task`         VisitTaskSave -> Visit: saves a task's result (idempotent: the last save wins)
 * - `POST order`        { id } -> Visit: the shelf count's suggestion as a SECONDARY order (source VISIT)
 * - `POST collection`   VisitCollection -> Visit: a receipt of the store's payment to its distributor
 * - `POST check-out`    VisitCheckOut -> Visit: once; a retry of a completed visit returns it unchanged
 * - `POST cancel`       VisitReason -> Visit: a PLANNED visit, with a reason (manager)
 * - `POST missed-reason` VisitReason -> Visit: why a MISSED visit did not happen (MISSED_REASONS)
 * Another tenant's, distributor's or salesperson's visit -> 404.
 */
import { z } from 'zod';
import { DateTime, Id, IdInput } from '../common';
import { PageQuery } from '../paging';
import {
  CHECKIN_MODES,
  MISSED_REASONS,
  NO_ORDER_REASONS,
  VISIT_OUTCOMES,
  VISIT_STATES,
  VISIT_TASK_TYPES,
} from './field.machine';

export const VISIT_LIMITS = { reason: 200, notes: 500, clientKey: 64, shelfLines: 200, photos: 10 } as const;

/**
 * The tasks every check-in opens: the shelf count is required (it blocks check-out); the order and the
 * collection are done by creating them; the photo is optional.
 */
export const DEFAULT_VISIT_TASKS = [
  { taskType: 'SHELF_STOCK', required: true },
  { taskType: 'ORDER', required: false },
  { taskType: 'COLLECTION', required: false },
  { taskType: 'PHOTO', required: false },
] as const;

const Quantity = z.coerce.number().min(0).max(1_000_000_000);

/** One shelf line: what is on the shelf and what should be. */
export const ShelfLine = z.object({ goodsId: IdInput, counted: Quantity, target: Quantity });
export type ShelfLine = z.output<typeof ShelfLine>;
export const ShelfResult = z.object({ lines: z.array(ShelfLine).max(VISIT_LIMITS.shelfLines) });
export const PhotoResult = z.object({
  files: z.array(z.object({ id: z.string().max(40), name: z.string().max(255) })).max(VISIT_LIMITS.photos),
});

/** The order a shelf count suggests: target − counted on every line where it is positive. */
export function suggestedOrder(lines: readonly ShelfLine[]): { goodsId: string; qty: number }[] {
  return lines
    .map((line) => ({ goodsId: String(line.goodsId), qty: Math.round((line.target - line.counted) * 1000) / 1000 }))
    .filter((line) => line.qty > 0);
}

export const VisitTask = z.object({
  id: Id,
  taskType: z.enum(VISIT_TASK_TYPES),
  required: z.boolean(),
  done: z.boolean(),
  result: z.record(z.string(), z.unknown()).nullable(),
  doneTime: DateTime.nullable(),
});
export type VisitTask = z.output<typeof VisitTask>;

export const Visit = z.object({
  id: Id,
  visitNo: z.string(),
  planId: Id.nullable(),
  ownerPartyId: Id.nullable(),
  storePartyId: Id,
  storeCode: z.string(),
  storeName: z.string(),
  storeLat: z.number().nullable(),
  storeLng: z.number().nullable(),
  salespersonId: Id,
  salespersonName: z.string(),
  seq: z.number().int(),
  visitDate: z.string(),
  plannedStart: DateTime.nullable(),
  actualStart: DateTime.nullable(),
  actualEnd: DateTime.nullable(),
  state: z.enum(VISIT_STATES),
  checkinMode: z.enum(CHECKIN_MODES).nullable(),
  checkinDistanceM: z.number().nullable(),
  forcedReason: z.string().nullable(),
  outcome: z.enum(VISIT_OUTCOMES).nullable(),
  noOrderReason: z.string().nullable(),
  missedReason: z.string().nullable(),
  orderId: Id.nullable(),
  receiptId: Id.nullable(),
  shortVisit: z.boolean(),
  clientKey: z.string().nullable(),
  notes: z.string().nullable(),
  /** MISSED visits of the same store by the same salesperson (repeated misses). */
  missCount: z.number().int(),
  version: z.number().int(),
  tasks: z.array(VisitTask).optional(),
});
export type Visit = z.output<typeof Visit>;

export const VisitListQuery = PageQuery.extend({
  visitDate_equal: z.string().max(10).optional(),
  visitDate_datege: z.string().max(10).optional(),
  visitDate_datelt: z.string().max(10).optional(),
  state_equal: z.enum(VISIT_STATES).optional(),
  storePartyId_equal: z.string().max(20).optional(),
  salespersonId_equal: z.string().max(20).optional(),
  /** Only the caller's own visits (the phone screen). */
  mine: z.enum(['true', 'false']).optional(),
}).loose();
export type VisitListQuery = z.output<typeof VisitListQuery>;

const Reason = z.string().trim().min(1).max(VISIT_LIMITS.reason);

export const VisitCheckIn = z
  .object({
    id: IdInput.optional().describe('a PLANNED visit; without it an unplanned visit of storePartyId'),
    storePartyId: IdInput.optional(),
    lat: z.number().min(-90).max(90).nullish().describe('null: the phone has no position (FORCED only)'),
    lng: z.number().min(-180).max(180).nullish(),
    accuracy: z.number().min(0).max(100_000).nullish(),
    clientKey: z.string().trim().min(8).max(VISIT_LIMITS.clientKey),
    forcedReason: Reason.nullish().describe('a FORCED check-in: outside the radius or a store without coordinates'),
  })
  .refine((body) => body.id !== undefined || body.storePartyId !== undefined, {
    message: 'id or storePartyId is required',
    path: ['storePartyId'],
  })
  .refine((body) => (body.lat === null || body.lat === undefined) === (body.lng === null || body.lng === undefined), {
    message: 'lat and lng go together',
    path: ['lng'],
  });
export type VisitCheckIn = z.output<typeof VisitCheckIn>;

export const VisitTaskSave = z.object({
  id: IdInput.describe('the visit'),
  taskType: z.enum(VISIT_TASK_TYPES),
  result: z.record(z.string(), z.unknown()).nullish(),
  done: z.boolean(),
});
export type VisitTaskSave = z.output<typeof VisitTaskSave>;

export const VisitOrder = z.object({ id: IdInput, shipFromWarehouseId: IdInput.optional() });
export type VisitOrder = z.output<typeof VisitOrder>;

export const VisitCollection = z.object({
  id: IdInput,
  amount: z.string().regex(/^\d{1,16}(\.\d{1,2})?$/),
  method: z.enum(['CASH', 'BANK']).default('CASH'),
  bankRef: z.string().trim().max(64).nullish(),
});
export type VisitCollection = z.output<typeof VisitCollection>;

export const VisitCheckOut = z.object({
  id: IdInput,
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
  outcome: z.enum(VISIT_OUTCOMES),
  noOrderReason: z.enum(NO_ORDER_REASONS).nullish(),
  notes: z.string().trim().max(VISIT_LIMITS.notes).nullish(),
});
export type VisitCheckOut = z.output<typeof VisitCheckOut>;

export const VisitCancel = z.object({ id: IdInput, version: z.coerce.number().int().min(1), reason: Reason });
export const VisitMissedReason = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  reason: z.enum(MISSED_REASONS),
});
