import { Id } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { customerDetail, myShops, salesContacts } from './customer.service';

const CustomerDetail = z.object({
  id: Id,
  customerCode: z.string(),
  customerName: z.string(),
  customerFullName: z.string(),
});
const SalesContact = z.object({
  id: Id,
  saleUnitName: z.string(),
  jobTitle: z.string(),
  enName: z.string(),
  contactNumber: z.string(),
});
const Shop = z.object({
  id: Id,
  shopCode: z.string(),
  shopName: z.string(),
  status: z.number().int(),
  isDeleted: z.number().int(),
  bindWarehouseIds: z.array(Id),
});

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/smdp-customer/baseCustomer/byDetail',
    {
      schema: {
        tags: ['customer'],
        summary: "The caller's customer; company staff may name one of their tenant by customerCode",
        querystring: z.object({ customerCode: z.string().max(64).optional() }),
        response: { 200: CustomerDetail.nullable() },
      },
    },
    async (request) => customerDetail(db, sessionOf(request), request.query.customerCode?.trim() || undefined),
  );

  app.get(
    '/smdp-customer/baseCustomerSales/salesList',
    {
      schema: {
        tags: ['customer'],
        summary: "The sales contacts of the caller's customer",
        response: { 200: z.array(SalesContact) },
      },
    },
    async (request) => salesContacts(db, sessionOf(request)),
  );

  app.get(
    '/smdp-customer/customerShop/myShopList',
    {
      schema: {
        tags: ['customer'],
        summary: "The caller customer's active stores with their bound warehouses (the store selector)",
        response: { 200: z.array(Shop) },
      },
    },
    async (request) => myShops(db, sessionOf(request)),
  );
};
