import { z } from 'zod';
import { DateTime, Id, IdInput, IdList } from '../common';
import { PageQuery } from '../paging';

export const ADDRESS_TYPES = ['BILLING', 'SHIPPING', 'PICKUP'] as const;
export const AddressType = z.enum(ADDRESS_TYPES);
export type AddressType = z.output<typeof AddressType>;

/** A party's billing, shipping or pick-up address (domain.md §2), at most one default per type. */
export const Address = z.object({
  id: Id,
  partyId: Id,
  partyCode: z.string(),
  partyName: z.string(),
  addressType: AddressType,
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  regionCode: z.string().nullable(),
  line: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  isDefault: z.boolean(),
  version: z.number().int(),
  createTime: DateTime,
});
export type Address = z.output<typeof Address>;

/** `customerAddress/submit`: no id adds, id and version change. */
export const AddressInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  partyId: IdInput.optional().describe("whose address; a customer account's own customer when left out"),
  addressType: AddressType,
  contactName: z.string().trim().max(100).nullish(),
  phone: z.string().trim().max(32).nullish(),
  regionCode: z.string().trim().max(32).nullish(),
  line: z.string().trim().min(1).max(255),
  lat: z.coerce.number().min(-90).max(90).nullish(),
  lng: z.coerce.number().min(-180).max(180).nullish(),
  isDefault: z.boolean().optional(),
});
/** The fields of an address a write sets (its id and version travel apart). */
export type AddressFields = Omit<z.output<typeof AddressInput>, 'id' | 'version'>;

export const AddressListQuery = PageQuery.extend({
  partyId_equal: z.string().max(20).optional(),
  partyCode_like: z.string().max(32).optional(),
  partyName_like: z.string().max(100).optional(),
  addressType_equal: z.string().max(20).optional(),
  line_like: z.string().max(255).optional(),
  contactName_like: z.string().max(100).optional(),
}).loose();

/** `customerAddress/set-default`. */
export const AddressDefaultInput = z.object({ id: IdInput, version: z.coerce.number().int().min(1) });

export const AddressIdQuery = z.object({ id: IdInput });
export const AddressIdsQuery = z.object({ ids: IdList });
/** `remove`: true once the addresses are deleted. */
export const AddressesRemoved = z.boolean();
