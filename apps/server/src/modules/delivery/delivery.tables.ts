import type { TripState, VanCountLine, VanDayState, VanMoveKind, VanMoveLine } from '@smdp/contracts/delivery';
import type { ColumnType, Generated } from 'kysely';
import type { AuditColumns, GeneratedId, Id } from '../../db/columns';

/** A calendar day 'YYYY-MM-DD' in a `date` column, written as text (select it `::text`). */
type CalendarDate = ColumnType<string, string, string>;
type NullableDecimal = ColumnType<string | null, string | number | null | undefined, string | number | null>;

export type DeliveryTripTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  tripNo: string;
  /** The vehicle's owner (null: the company): whose accounts see the trip. */
  ownerPartyId: Id | null;
  vehicleId: Id;
  driverUserId: Id | null;
  tripDate: CalendarDate;
  departTime: Generated<string>;
  /** Where optimising starts: the owner's location, else the first stop. */
  startLat: number | null;
  startLng: number | null;
  state: ColumnType<TripState, TripState | undefined, TripState>;
  remark: string | null;
};

export type DeliveryTripStopTable = {
  id: GeneratedId;
  tenantId: string;
  tripId: Id;
  seq: number;
  partyId: Id;
  address: string | null;
  lat: number | null;
  lng: number | null;
  /** A stock outbound this stop delivers (the stock module's; named by id only). */
  outboundId: Id | null;
  eta: string | null;
  legKm: NullableDecimal;
  visited: Generated<boolean>;
  visitedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  locked: Generated<boolean>;
};

export type VanDayTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  dayNo: string;
  ownerPartyId: Id | null;
  vehicleId: Id;
  /** The vehicle's warehouse (type VEHICLE) when the day was opened. */
  warehouseId: Id;
  dayDate: CalendarDate;
  state: ColumnType<VanDayState, VanDayState | undefined, VanDayState>;
  counts: ColumnType<VanCountLine[], string | undefined, string>;
  remark: string | null;
};

export type VanDayMoveTable = {
  id: GeneratedId;
  tenantId: string;
  vanDayId: Id;
  kind: VanMoveKind;
  /** The stock voucher (transfer, outbound or adjustment) the move posted, and its number. */
  voucherId: Id;
  voucherNo: string;
  partyId: Id | null;
  visitId: Id | null;
  lines: ColumnType<VanMoveLine[], string, string>;
  createUser: Id | null;
  createTime: Generated<Date>;
};

/** Tables of delivery trips and van days (0057_delivery). */
export type DeliveryTables = {
  deliveryTrip: DeliveryTripTable;
  deliveryTripStop: DeliveryTripStopTable;
  vanDay: VanDayTable;
  vanDayMove: VanDayMoveTable;
};
