import { z } from 'zod';
import { Id } from '../common';
import { PageQuery } from '../paging';

/** One row of `baseCustomerSales/list`: a sales contact with its customer. */
export const SalesContactRecord = z.object({
  id: Id,
  customerId: Id,
  customerCode: z.string(),
  customerName: z.string(),
  saleUnitName: z.string().nullable(),
  enName: z.string(),
  jobTitle: z.string().nullable(),
  contactNumber: z.string().nullable(),
  sort: z.number().int(),
});
export type SalesContactRecord = z.output<typeof SalesContactRecord>;

export const SalesContactListQuery = PageQuery.extend({
  customerCode_like: z.string().max(32).optional(),
  customerCode_equal: z.string().max(32).optional(),
  enName_like: z.string().max(100).optional(),
}).loose();

/** `list-by-customer-code`: one customer's sale units (its own first) and sales people. */
export const SalesContacts = z.object({
  saleUnitList: z.array(
    z.object({ id: Id, saleUnitCode: z.string(), saleUnitName: z.string(), ipoStatus: z.number() }),
  ),
  salesPersonList: z.array(
    z.object({
      id: Id,
      saleUnitName: z.string().nullable(),
      jobTitle: z.string().nullable(),
      enName: z.string(),
      contactNumber: z.string().nullable(),
    }),
  ),
});
export type SalesContacts = z.output<typeof SalesContacts>;

/** `list-sale-points`: an active store or sub-distributor a seller sells to. */
export const SalePoint = z.object({
  id: Id,
  customerCode: z.string(),
  customerName: z.string(),
  partyType: z.string(),
  sellerCode: z.string().nullable(),
  territory: z.string().nullable(),
  phone: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type SalePoint = z.output<typeof SalePoint>;

/** A customer named by code (staff); customer accounts always get their own. */
export const CustomerCodeQuery = z.object({ customerCode: z.string().trim().max(64).optional() });

export const SalePoints = z.array(SalePoint);
