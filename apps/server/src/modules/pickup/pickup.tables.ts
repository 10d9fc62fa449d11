import type { PickupState } from '@smdp/contracts/pickup';
import type { ColumnType } from 'kysely';
import type { GeneratedId, Id, NullableTimestamp } from '../../db/columns';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A pick-up ticket (0032_pickup): the code is kept only as an HMAC. */
export type PickupTicketTable = {
  id: GeneratedId;
  tenantId: string;
  ticketNo: string;
  orderId: Id;
  warehouseId: Id;
  /** The order's seller; null: the company. */
  sellerPartyId: Id | null;
  buyerPartyId: Id;
  pickerName: string;
  pickerMobile: string;
  pickerIdNo: string | null;
  vehiclePlate: string | null;
  codeHash: string;
  expiresAt: Timestamp;
  failedAttempts: ColumnType<number, number | undefined, number>;
  state: ColumnType<PickupState, PickupState | undefined, PickupState>;
  issuedBy: Id;
  issuedAt: Timestamp;
  verifiedBy: Id | null;
  verifiedAt: NullableTimestamp;
  pickedAt: NullableTimestamp;
  outboundId: Id | null;
  revokeReason: string | null;
};

export type PickupTables = { pickupTicket: PickupTicketTable };
