import { z } from 'zod';
import { DateTime, FilterDate, Id, IdInput } from '../common';
import { PageQuery } from '../paging';
import { PARTY_STATES, PARTY_TYPES } from './party.machine';

export const PartyTypeEnum = z.enum(PARTY_TYPES);
export const PartyStateEnum = z.enum(PARTY_STATES);

export const PARTY_LIMITS = {
  customerCode: 32,
  customerName: 100,
  customerFullName: 200,
  territory: 100,
  taxNo: 32,
  contactName: 100,
  phone: 32,
  remark: 500,
} as const;

/** A party (customer) as the API gives it. */
export const Party = z.object({
  id: Id,
  customerCode: z.string(),
  customerName: z.string(),
  customerFullName: z.string(),
  partyType: PartyTypeEnum,
  sellerPartyId: Id.nullable().describe('who sells to this party; null: the trading company'),
  sellerCode: z.string().nullable(),
  sellerName: z.string().nullable(),
  levelId: Id.nullable(),
  priceListId: Id.nullable(),
  salespersonId: Id.nullable(),
  salespersonName: z.string().nullable(),
  saleUnitId: Id.nullable(),
  territory: z.string().nullable(),
  taxNo: z.string().nullable(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  defaultWarehouseId: Id.nullable(),
  state: PartyStateEnum,
  reviewRemark: z.string().nullable(),
  submittedAt: DateTime.nullable(),
  submittedBy: Id.nullable().describe('who sent it for approval: may not approve it unless the tenant allows'),
  approvedAt: DateTime.nullable(),
  openedAt: DateTime.nullable(),
  closedAt: DateTime.nullable(),
  remark: z.string().nullable(),
  version: z.number().int(),
  createTime: DateTime,
});
export type Party = z.output<typeof Party>;

const OptionalId = IdInput.nullish();

/** Onboards a party (no id) or changes one (id and version). */
export const PartyInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  customerCode: z
    .string()
    .trim()
    .max(PARTY_LIMITS.customerCode)
    .regex(/^([0-9A-Za-z][0-9A-Za-z_-]*)?$/)
    .optional()
    .describe('left empty: the next free code under the seller; never changes afterwards'),
  customerName: z.string().trim().min(1).max(PARTY_LIMITS.customerName),
  customerFullName: z.string().trim().max(PARTY_LIMITS.customerFullName).nullish(),
  partyType: PartyTypeEnum,
  sellerPartyId: OptionalId.describe('staff only; customer accounts always sell to what they onboard'),
  levelId: OptionalId,
  priceListId: OptionalId,
  salespersonId: OptionalId,
  saleUnitId: OptionalId,
  territory: z.string().trim().max(PARTY_LIMITS.territory).nullish(),
  taxNo: z.string().trim().max(PARTY_LIMITS.taxNo).nullish(),
  contactName: z.string().trim().max(PARTY_LIMITS.contactName).nullish(),
  phone: z.string().trim().max(PARTY_LIMITS.phone).nullish(),
  lat: z.coerce.number().min(-90).max(90).nullish(),
  lng: z.coerce.number().min(-180).max(180).nullish(),
  remark: z.string().trim().max(PARTY_LIMITS.remark).nullish(),
});
/** The fields of a party as a service takes them (no id, no version). */
export type PartyFields = Omit<z.output<typeof PartyInput>, 'id' | 'version'>;

export const PARTY_TIERS = ['all', 'sub'] as const;
/**
 * Which parties a list shows: `all` that the caller manages (staff's customer list), or only `sub`
 * customers, those a distributor sells to rather than the company (the sub-customer page).
 */
export type PartyTier = (typeof PARTY_TIERS)[number];

export const PartyListQuery = PageQuery.extend({
  tier: z
    .enum(PARTY_TIERS)
    .default('all')
    .describe("sub: only second-tier customers (a distributor's, not the company's): the sub-customer page"),
  customerCode_like: z.string().max(32).optional(),
  customerName_like: z.string().max(100).optional(),
  partyType_equal: z.string().max(20).optional(),
  state_equal: z.string().max(20).optional(),
  sellerPartyId_equal: z.string().max(20).optional(),
  sellerCode_like: z.string().max(32).optional(),
  taxNo_like: z.string().max(32).optional(),
  phone_like: z.string().max(32).optional(),
  territory_like: z.string().max(100).optional(),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
}).loose();

export const PartyOptionsQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  states: z
    .string()
    .max(100)
    .optional()
    .transform((text) => text?.split(',').filter(Boolean))
    .pipe(z.array(PartyStateEnum).optional()),
});

/** A party in a picker. */
export const PartyOption = z.object({
  id: Id,
  customerCode: z.string(),
  customerName: z.string(),
  partyType: PartyTypeEnum,
  state: PartyStateEnum,
});
export type PartyOption = z.output<typeof PartyOption>;

export const SalespersonOptionsQuery = z.object({
  sellerPartyId: IdInput.optional().describe("staff only; left out: the company's own staff"),
});
export const SalespersonOption = z.object({ id: Id, account: z.string(), realName: z.string().nullable() });
export type SalespersonOption = z.output<typeof SalespersonOption>;

export const PartyOptions = z.array(PartyOption);
export const SalespersonOptions = z.array(SalespersonOption);
