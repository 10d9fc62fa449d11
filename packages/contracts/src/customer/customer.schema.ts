import { z } from 'zod';
import { Id } from '../common';

/** `baseCustomer/byDetail`: the caller's customer (staff: one of the tenant by code). */
export const CustomerDetail = z.object({
  id: Id,
  customerCode: z.string(),
  customerName: z.string(),
  customerFullName: z.string(),
});
export type CustomerDetail = z.output<typeof CustomerDetail>;

export const CustomerDetailQuery = z.object({ customerCode: z.string().max(64).optional() });

/** `baseCustomerSales/salesList`: a sales person who looks after the caller's customer. */
export const SalesContact = z.object({
  id: Id,
  saleUnitName: z.string(),
  jobTitle: z.string(),
  enName: z.string(),
  contactNumber: z.string(),
});
export type SalesContact = z.output<typeof SalesContact>;

/** `customerShop/myShopList`: one of the caller customer's active stores, with its warehouses. */
export const MyShop = z.object({
  id: Id,
  shopCode: z.string(),
  shopName: z.string(),
  status: z.number().int(),
  isDeleted: z.number().int(),
  bindWarehouseIds: z.array(Id),
});
export type MyShop = z.output<typeof MyShop>;

export const SalesContactList = z.array(SalesContact);
export const MyShops = z.array(MyShop);
