import { CustomerDetail, CustomerDetailQuery, MyShops, SalesContactList } from '@smdp/contracts/customer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/scope/caller';
import { customerDetail, myShops, salesContacts } from './customer.service';

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/smdp-customer/baseCustomer/byDetail',
    {
      schema: {
        tags: ['customer'],
        summary: "The caller's customer; company staff may name one of their tenant by customerCode",
        querystring: CustomerDetailQuery,
        response: { 200: CustomerDetail.nullable() },
      },
    },
    async (request) => customerDetail(db, callerOf(request), request.query.customerCode?.trim() || undefined),
  );

  app.get(
    '/smdp-customer/baseCustomerSales/salesList',
    {
      schema: {
        tags: ['customer'],
        summary: "The sales contacts of the caller's customer",
        response: { 200: SalesContactList },
      },
    },
    async (request) => salesContacts(db, callerOf(request)),
  );

  app.get(
    '/smdp-customer/customerShop/myShopList',
    {
      schema: {
        tags: ['customer'],
        summary: "The caller customer's active stores with their bound warehouses (the store selector)",
        response: { 200: MyShops },
      },
    },
    async (request) => myShops(db, callerOf(request)),
  );
};
