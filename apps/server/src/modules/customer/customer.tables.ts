import type { ColumnType, Generated } from 'kysely';
import type { AuditColumns, GeneratedId, Id, Json, NullableTimestamp } from '../../db/columns';

export const PARTY_TYPES = ['COMPANY', 'DISTRIBUTOR', 'SUB_DISTRIBUTOR', 'STORE'] as const;

export type PartyType = (typeof PARTY_TYPES)[number];

export const PARTY_STATES = ['DRAFT', 'PENDING_APPROVAL', 'ACTIVE', 'SUSPENDED', 'CLOSED'] as const;

export type PartyState = (typeof PARTY_STATES)[number];

export const ADDRESS_TYPES = ['BILLING', 'SHIPPING', 'PICKUP'] as const;

export type AddressType = (typeof ADDRESS_TYPES)[number];

export const CLOSURE_REASONS = ['CLOSED', 'RELOCATED', 'BAD_DEBT', 'DUPLICATE', 'OTHER'] as const;

export type ClosureReason = (typeof CLOSURE_REASONS)[number];

export const CLOSURE_STATES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'EXECUTED', 'REJECTED', 'CANCELLED'] as const;

export type ClosureState = (typeof CLOSURE_STATES)[number];

export const VEHICLE_TYPES = ['VAN', 'TRUCK', 'PICKUP', 'MOTORBIKE', 'TRICYCLE', 'OTHER'] as const;

export type VehicleType = (typeof VEHICLE_TYPES)[number];

export type BaseCustomerTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  customerCode: string;
  customerName: string;
  customerFullName: string;
  saleUnitId: Id | null;
  /** 0003_users: live accounts the customer may have (primary and sub-accounts); -1 means no limit. */
  accountNumber: Generated<number>;
  /** Party columns of 0008_parties (domain.md §2); `PartyType`/`PartyState` above. */
  partyType: ColumnType<PartyType, PartyType | undefined, PartyType>;
  sellerPartyId: Id | null;
  levelId: Id | null;
  priceListId: Id | null;
  salespersonId: Id | null;
  territory: string | null;
  taxNo: string | null;
  contactName: string | null;
  phone: string | null;
  lat: number | null;
  lng: number | null;
  defaultWarehouseId: Id | null;
  state: ColumnType<PartyState, PartyState | undefined, PartyState>;
  reviewRemark: string | null;
  submittedAt: NullableTimestamp;
  /** 0011_lists: who sent it for approval (that account may not approve it unless the tenant allows). */
  submittedBy: Id | null;
  approvedBy: Id | null;
  approvedAt: NullableTimestamp;
  openedAt: NullableTimestamp;
  closedAt: NullableTimestamp;
  remark: string | null;
};

export type CustomerSalesContactTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  customerId: Id;
  saleUnitId: Id | null;
  enName: string;
  jobTitle: string | null;
  contactNumber: string | null;
  sort: Generated<number>;
};

export type PartyAddressTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  partyId: Id;
  addressType: AddressType;
  contactName: string | null;
  phone: string | null;
  regionCode: string | null;
  line: string;
  lat: number | null;
  lng: number | null;
  isDefault: Generated<boolean>;
};

export type CustomerCloseRequestTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  partyId: Id;
  /** The closed party's seller when the request was made: whose accounts may see and approve it. */
  sellerPartyId: Id | null;
  reason: ClosureReason;
  reasonDetail: string | null;
  evidence: Json<string[]>;
  /** A calendar date `yyyy-MM-dd`: text, so no time zone ever shifts it. */
  effectiveDate: string;
  state: ColumnType<ClosureState, ClosureState | undefined, ClosureState>;
  requestedBy: Id | null;
  submittedAt: NullableTimestamp;
  /** 0011_lists: who sent it for approval (that account may not approve it unless the tenant allows). */
  submittedBy: Id | null;
  reviewedBy: Id | null;
  reviewedAt: NullableTimestamp;
  reviewRemark: string | null;
  executedBy: Id | null;
  executedAt: NullableTimestamp;
  /** 0015_documents: the cancelled or rejected request this one was amended from. */
  amendedFrom: Id | null;
};

export type VehicleTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  /** Null: the trading company's own vehicle. */
  ownerPartyId: Id | null;
  plate: string;
  vehicleType: VehicleType;
  /** numeric(18,3): read as text by node-postgres. */
  capacityKg: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  driverUserId: Id | null;
  warehouseId: Id | null;
  remark: string | null;
};

/** Tables of customers (parties), their sales contacts, addresses, closure requests and vehicles (0001, 0008_parties). */
export type CustomerTables = {
  baseCustomer: BaseCustomerTable;
  customerSalesContact: CustomerSalesContactTable;
  partyAddress: PartyAddressTable;
  customerCloseRequest: CustomerCloseRequestTable;
  vehicle: VehicleTable;
};
