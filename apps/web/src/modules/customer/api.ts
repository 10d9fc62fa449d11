import type { Page, Wire } from '@smdp/contracts';
import type {
  Address as AddressShape,
  DriverOption,
  Vehicle as VehicleShape,
  VehicleWarehouseOption,
} from '@smdp/contracts/customer';
import { useQuery } from '@tanstack/react-query';
import { get, post } from '../../lib/http';
import { type PartyOption, partyLabel, partyOptions } from '../../lib/party-options';

export { ADDRESS_TYPES, type AddressType, VEHICLE_TYPES, type VehicleType } from '@smdp/contracts/customer';
export { type PartyOption, partyLabel, partyOptions };

export const PARTY_API = '/smdp-customer/baseCustomer';
export const CLOSURE_API = '/smdp-customer/customerCloseRequest';
export const ADDRESS_API = '/smdp-customer/customerAddress';
export const VEHICLE_API = '/smdp-customer/vehicle';

export type PartyType = PartyOption['partyType'];
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

export type Address = Wire<AddressShape>;
export type Vehicle = Wire<VehicleShape>;

/** An account for a picker (drivers, salespeople). */
export type AccountOption = { id: string; account: string; realName: string | null };
export type { DriverOption };
export type WarehouseOption = VehicleWarehouseOption;

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
 * What the party form shows of a customer level or price list (the catalog's; read through its
 * calls, since the customer and catalog modules do not import each other).
 */
export type OwnedOption = { id: string; code: string; name: string; ownerName: string };

/**
 * Customer levels and price lists the caller may give (its own, every one for staff). Quiet: an
 * account without the catalog's buttons gets none, and the party form shows no choice.
 */
export const levelOptions = () =>
  get<Page<OwnedOption>>('/smdp-goods/customer-level/list', { size: 500 }, { quiet: true }).then(
    (page) => page.records,
  );
export const priceLists = () =>
  get<Page<OwnedOption>>('/smdp-goods/price-list/list', { size: 500 }, { quiet: true }).then((page) => page.records);

/** Query keys of the customer pages' pickers: one place, so a page and a refresh name the same data. */
export const customerKeys = {
  all: ['customer'] as const,
  partyOptions: (use: string, states?: readonly PartyState[]) =>
    [...customerKeys.all, 'party-options', use, ...(states ?? [])] as const,
  levelOptions: () => [...customerKeys.all, 'level-options'] as const,
  priceListOptions: () => [...customerKeys.all, 'price-list-options'] as const,
  /** The parties a closure request may name (the closure page invalidates it after an execute). */
  closableOptions: () => [...customerKeys.all, 'closable-options'] as const,
  driverOptions: (owner?: string) => [...customerKeys.all, 'driver-options', owner ?? null] as const,
  vehicleWarehouseOptions: (owner?: string) =>
    [...customerKeys.all, 'vehicle-warehouse-options', owner ?? null] as const,
};

/** The parties the caller manages in `states`, for one page's picker (`use` names the picker). */
export const usePartyOptions = (use: string, states: readonly PartyState[], enabled = true) =>
  useQuery({ queryKey: customerKeys.partyOptions(use, states), queryFn: () => partyOptions(states), enabled });

export const useLevelOptions = (enabled: boolean) =>
  useQuery({ queryKey: customerKeys.levelOptions(), queryFn: levelOptions, retry: false, enabled });

export const usePriceListOptions = (enabled: boolean) =>
  useQuery({ queryKey: customerKeys.priceListOptions(), queryFn: priceLists, retry: false, enabled });

/** The accounts that may drive the owner's vehicles (a customer account always gets its own). */
export const useDriverOptions = (owner: string | undefined, enabled: boolean) =>
  useQuery({ queryKey: customerKeys.driverOptions(owner), queryFn: () => driverOptions(owner), enabled });

/** The owner's VEHICLE warehouses (a customer account always gets its own). */
export const useVehicleWarehouseOptions = (owner: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: customerKeys.vehicleWarehouseOptions(owner),
    queryFn: () => vehicleWarehouseOptions(owner),
    enabled,
  });
