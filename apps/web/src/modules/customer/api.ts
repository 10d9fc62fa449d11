import type { Page } from '@smdp/contracts';
import { get, post } from '../../lib/http';
import { type CustomerLevel, LEVEL_API, priceListOptions } from '../catalog/api';

export const PARTY_API = '/smdp-customer/baseCustomer';
export const CLOSURE_API = '/smdp-customer/customerCloseRequest';
export const ADDRESS_API = '/smdp-customer/customerAddress';
export const VEHICLE_API = '/smdp-customer/vehicle';

export type PartyType = 'COMPANY' | 'DISTRIBUTOR' | 'SUB_DISTRIBUTOR' | 'STORE';
export const PARTY_STATES = ['DRAFT', 'PENDING_APPROVAL', 'ACTIVE', 'SUSPENDED', 'CLOSED'] as const;
export type PartyState = (typeof PARTY_STATES)[number];

/** A customer (party) as `baseCustomer/list` and `detail` answer it. */
export type Party = {
  id: string;
  version: number;
  customerCode: string;
  customerName: string;
  customerFullName: string;
  partyType: PartyType;
  sellerPartyId: string | null;
  sellerCode: string | null;
  sellerName: string | null;
  levelId: string | null;
  priceListId: string | null;
  salespersonId: string | null;
  salespersonName: string | null;
  saleUnitId: string | null;
  territory: string | null;
  taxNo: string | null;
  contactName: string | null;
  phone: string | null;
  lat: number | null;
  lng: number | null;
  state: PartyState;
  reviewRemark: string | null;
  submittedAt: string | null;
  /** Who sent it for approval: that account does not approve it unless self-approval is allowed. */
  submittedBy: string | null;
  approvedAt: string | null;
  openedAt: string | null;
  closedAt: string | null;
  remark: string | null;
  createTime: string;
};

export type PartyOption = {
  id: string;
  customerCode: string;
  customerName: string;
  partyType: PartyType;
  state: PartyState;
};

/** The moves of a party's lifecycle (CLOSED only comes from an executed closure request). */
export type PartyAction = 'submit-approval' | 'approve' | 'reject' | 'suspend' | 'resume';

export const CLOSURE_REASONS = ['CLOSED', 'RELOCATED', 'BAD_DEBT', 'DUPLICATE', 'OTHER'] as const;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];
export const CLOSURE_STATES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'EXECUTED', 'REJECTED', 'CANCELLED'] as const;
export type ClosureState = (typeof CLOSURE_STATES)[number];

/** A store-closure request (domain.md §9) as `customerCloseRequest/list` and `detail` answer it. */
export type ClosureRequest = {
  id: string;
  version: number;
  partyId: string;
  partyCode: string;
  partyName: string;
  partyType: PartyType;
  partyState: PartyState;
  sellerPartyId: string | null;
  sellerCode: string | null;
  reason: ClosureReason;
  reasonDetail: string | null;
  evidence: string[];
  /** yyyy-MM-dd */
  effectiveDate: string;
  state: ClosureState;
  requestedBy: string | null;
  requestedByName: string | null;
  submittedAt: string | null;
  /** Who sent it: that account does not approve it unless self-approval is allowed. */
  submittedBy: string | null;
  reviewedBy: string | null;
  reviewedByName: string | null;
  reviewedAt: string | null;
  reviewRemark: string | null;
  executedAt: string | null;
  createTime: string;
};

export type ClosureAction = 'send' | 'approve' | 'reject' | 'execute' | 'cancel';

export const ADDRESS_TYPES = ['BILLING', 'SHIPPING', 'PICKUP'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export type Address = {
  id: string;
  version: number;
  partyId: string;
  partyCode: string;
  partyName: string;
  addressType: AddressType;
  contactName: string | null;
  phone: string | null;
  regionCode: string | null;
  line: string;
  lat: number | null;
  lng: number | null;
  isDefault: boolean;
  createTime: string;
};

export const VEHICLE_TYPES = ['VAN', 'TRUCK', 'PICKUP', 'MOTORBIKE', 'TRICYCLE', 'OTHER'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export type Vehicle = {
  id: string;
  version: number;
  /** null: the trading company's own fleet. */
  ownerPartyId: string | null;
  ownerCode: string | null;
  ownerName: string | null;
  plate: string;
  vehicleType: VehicleType;
  capacityKg: number | null;
  driverUserId: string | null;
  driverName: string | null;
  warehouseId: string | null;
  warehouseCode: string | null;
  warehouseName: string | null;
  remark: string | null;
  /** 1 in service, 0 out of service. */
  status: number;
  createTime: string;
};

/** An account for a picker (drivers, salespeople). */
export type AccountOption = { id: string; account: string; realName: string | null };
export type DriverOption = AccountOption;
export type WarehouseOption = { id: string; code: string; name: string };

/** Parties the caller manages, for pickers (at most 200), optionally only in some states. */
export const partyOptions = (states?: readonly PartyState[]) =>
  get<PartyOption[]>(`${PARTY_API}/options`, { states: states?.join(',') });

/** The caller's own customer's accounts: who may be the salesperson of the parties it onboards. */
/** Staff name the seller (none: the company's own staff); a customer account always gets its own people. */
export const salespersonOptions = (sellerPartyId?: string) =>
  get<AccountOption[]>(`${PARTY_API}/salesperson-options`, sellerPartyId ? { sellerPartyId } : {});

export const accountLabel = (account: AccountOption) =>
  account.realName ? `${account.realName} (${account.account})` : account.account;

export const transitionParty = (action: PartyAction, party: Party, remark?: string) =>
  post<Party>(`${PARTY_API}/${action}`, { id: party.id, version: party.version, remark });

export const transitionClosure = (action: ClosureAction, request: ClosureRequest, remark?: string) =>
  post<ClosureRequest>(`${CLOSURE_API}/${action}`, { id: request.id, version: request.version, remark });

export const setDefaultAddress = (address: Address) =>
  post<Address>(`${ADDRESS_API}/set-default`, { id: address.id, version: address.version });

/** The owner's accounts and VEHICLE warehouses; a customer account always gets its own customer's. */
export const driverOptions = (ownerPartyId?: string) =>
  get<DriverOption[]>(`${VEHICLE_API}/driver-options`, { ownerPartyId });
export const vehicleWarehouseOptions = (ownerPartyId?: string) =>
  get<WarehouseOption[]>(`${VEHICLE_API}/warehouse-options`, { ownerPartyId });

/**
 * Customer levels and price lists the caller may give (its own, every one for staff). Quiet: an
 * account without the catalog's buttons gets none, and the party form shows no choice.
 */
export const levelOptions = () =>
  get<Page<CustomerLevel>>(`${LEVEL_API}/list`, { size: 500 }, { quiet: true }).then((page) => page.records);
export const priceLists = () => priceListOptions().then((page) => page.records);

export const partyLabel = (party: { customerCode: string; customerName: string }) =>
  `${party.customerCode} ${party.customerName}`;
