import { z } from 'zod';
import { DateTime, Id, IdInput } from '../common';
import { PageQuery } from '../paging';
import { PositiveQty, Qty } from '../stock/voucher.schema';
import { TRIP_STATES, VAN_DAY_STATES, VAN_MOVE_KINDS } from './delivery.machine';

export const DELIVERY_LIMITS = { stops: 100, lines: 100, remark: 500, address: 300 } as const;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected yyyy-MM-dd');
const Clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:mm');
const Remark = z.string().trim().max(DELIVERY_LIMITS.remark).nullish();

export const TripStop = z.object({
  id: Id,
  seq: z.number().int(),
  partyId: Id,
  partyCode: z.string(),
  partyName: z.string(),
  address: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  outboundId: Id.nullable(),
  outboundNo: z.string().nullable(),
  eta: z.string().nullable().describe('HH:mm: the expected arrival, from the average speed and the stop time'),
  legKm: z.number().nullable().describe('straight-line km from the previous stop (or the start)'),
  visited: z.boolean(),
  visitedAt: DateTime.nullable(),
  locked: z.boolean().describe('kept at its position when the stops are optimised'),
});
export type TripStop = z.output<typeof TripStop>;

export const TripSummary = z.object({
  id: Id,
  tripNo: z.string(),
  state: z.enum(TRIP_STATES),
  ownerPartyId: Id.nullable().describe("the vehicle's owner; null: the company"),
  ownerName: z.string().nullable(),
  vehicleId: Id,
  plate: z.string(),
  driverUserId: Id.nullable(),
  driverName: z.string().nullable(),
  tripDate: z.string().describe('yyyy-MM-dd'),
  departTime: z.string().describe('HH:mm'),
  stopCount: z.number().int(),
  visitedCount: z.number().int(),
  remark: z.string().nullable(),
  version: z.number().int(),
  createTime: DateTime,
  updateTime: DateTime,
});
export type TripSummary = z.output<typeof TripSummary>;

export const Trip = TripSummary.extend({
  startLat: z.number().nullable(),
  startLng: z.number().nullable(),
  totalKm: z.number().nullable(),
  stops: z.array(TripStop),
});
export type Trip = z.output<typeof Trip>;

export const TripStopInput = z.object({
  partyId: IdInput,
  address: z.string().trim().max(DELIVERY_LIMITS.address).nullish(),
  outboundId: IdInput.nullish(),
  locked: z.boolean().optional(),
});
export type TripStopInput = z.output<typeof TripStopInput>;

export const TripInput = z.object({
  vehicleId: IdInput,
  tripDate: Day,
  departTime: Clock.optional(),
  driverUserId: IdInput.nullish(),
  remark: Remark,
  stops: z.array(TripStopInput).max(DELIVERY_LIMITS.stops).optional(),
});
export type TripInput = z.output<typeof TripInput>;

/** The stops of a trip in their new order (reordered, locked, added or removed), with the version read. */
export const TripStopsInput = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  stops: z.array(TripStopInput).max(DELIVERY_LIMITS.stops),
});
export type TripStopsInput = z.output<typeof TripStopsInput>;

export const TripStopVisitInput = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  stopId: IdInput,
});
export type TripStopVisitInput = z.output<typeof TripStopVisitInput>;

export const TripVersionInput = z.object({ id: IdInput, version: z.coerce.number().int().min(1) });
export type TripVersionInput = z.output<typeof TripVersionInput>;

export const TripListQuery = PageQuery.extend({
  tripNo_like: z.string().max(40).optional(),
  state_equal: z.string().max(20).optional(),
  vehicleId_equal: z.string().max(20).optional(),
  tripDate_equal: z.string().max(10).optional(),
}).loose();

/** An open outbound of the vehicle owner that a stop can deliver. */
export const TripOutboundOption = z.object({
  id: Id,
  voucherNo: z.string(),
  partyId: Id,
  partyName: z.string(),
  address: z.string().nullable(),
});
export type TripOutboundOption = z.output<typeof TripOutboundOption>;

export const DeliveryVehicle = z.object({
  id: Id,
  plate: z.string(),
  ownerPartyId: Id.nullable(),
  ownerName: z.string().nullable(),
  driverUserId: Id.nullable(),
  warehouseId: Id.nullable(),
});
export type DeliveryVehicle = z.output<typeof DeliveryVehicle>;

export const DeliveryParty = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
});
export type DeliveryParty = z.output<typeof DeliveryParty>;

export const DeliveryWarehouse = z.object({ id: Id, code: z.string(), name: z.string() });
export type DeliveryWarehouse = z.output<typeof DeliveryWarehouse>;

/** A goods with stock in a warehouse (the van's, or the one it loads from). */
export const VanStockLine = z.object({
  goodsId: Id,
  sku: z.string(),
  goodsName: z.string(),
  unit: z.string().describe('the base unit'),
  batchNo: z.string().describe("'' when the goods is not batch-tracked"),
  onHand: z.string(),
  available: z.string(),
});
export type VanStockLine = z.output<typeof VanStockLine>;

export const VanMoveLine = z.object({
  goodsId: Id,
  sku: z.string(),
  goodsName: z.string(),
  unit: z.string(),
  batchNo: z.string(),
  qty: z.string().describe('signed for an adjustment'),
});
export type VanMoveLine = z.output<typeof VanMoveLine>;

export const VanMove = z.object({
  id: Id,
  kind: z.enum(VAN_MOVE_KINDS),
  voucherId: Id,
  voucherNo: z.string(),
  partyId: Id.nullable(),
  partyName: z.string().nullable(),
  visitId: Id.nullable(),
  lines: z.array(VanMoveLine),
  createTime: DateTime,
});
export type VanMove = z.output<typeof VanMove>;

export const VanCountLine = z.object({
  goodsId: Id,
  sku: z.string(),
  goodsName: z.string(),
  unit: z.string(),
  batchNo: z.string(),
  bookQty: z.string(),
  countedQty: z.string(),
  diffQty: z.string(),
});
export type VanCountLine = z.output<typeof VanCountLine>;

export const VanDaySummary = z.object({
  id: Id,
  dayNo: z.string(),
  state: z.enum(VAN_DAY_STATES),
  ownerPartyId: Id.nullable(),
  vehicleId: Id,
  plate: z.string(),
  warehouseId: Id,
  dayDate: z.string(),
  remark: z.string().nullable(),
  version: z.number().int(),
  createTime: DateTime,
  updateTime: DateTime,
});
export type VanDaySummary = z.output<typeof VanDaySummary>;

export const VanDay = VanDaySummary.extend({
  moves: z.array(VanMove),
  stock: z.array(VanStockLine).describe("what the van's warehouse holds now"),
  counts: z.array(VanCountLine).describe('the end-of-day count, once closed'),
});
export type VanDay = z.output<typeof VanDay>;

export const VanDayListQuery = PageQuery.extend({
  state_equal: z.string().max(20).optional(),
  vehicleId_equal: z.string().max(20).optional(),
  dayDate_equal: z.string().max(10).optional(),
}).loose();

export const VanDayOpenInput = z.object({ vehicleId: IdInput, dayDate: Day, remark: Remark });
export type VanDayOpenInput = z.output<typeof VanDayOpenInput>;

const BatchNo = z.string().trim().max(40).nullish().describe('required for a batch-tracked goods');
const VanLineInput = z.object({
  goodsId: IdInput,
  unit: z.string().trim().min(1).max(20),
  batchNo: BatchNo,
  qty: PositiveQty,
});
export type VanLineInput = z.output<typeof VanLineInput>;

export const VanLoadInput = z.object({
  id: IdInput,
  fromWarehouseId: IdInput,
  lines: z.array(VanLineInput).min(1).max(DELIVERY_LIMITS.lines),
});
export type VanLoadInput = z.output<typeof VanLoadInput>;

export const VanSellInput = z.object({
  id: IdInput,
  partyId: IdInput,
  visitId: IdInput.nullish().describe('the store visit the sale was taken in'),
  lines: z.array(VanLineInput).min(1).max(DELIVERY_LIMITS.lines),
});
export type VanSellInput = z.output<typeof VanSellInput>;

export const VanCloseInput = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  returnWarehouseId: IdInput,
  counts: z
    .array(z.object({ goodsId: IdInput, batchNo: BatchNo, countedQty: Qty }))
    .max(DELIVERY_LIMITS.lines)
    .describe('what was counted in the van; a goods not listed is counted at its book quantity'),
});
export type VanCloseInput = z.output<typeof VanCloseInput>;
