import { pageOf } from '@smdp/contracts';
import {
  CustomerCodeQuery,
  SalePoints,
  SalesContactListQuery,
  SalesContactRecord,
  SalesContacts,
} from '@smdp/contracts/customer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/scope/caller';
import { listSalesContacts, salePoints, salesContactsByCustomerCode } from './customer-sales.service';

/** spec §7 `baseCustomerSales` list, list-by-customer-code and list-sale-points (salesList is in customer.routes). */
export const customerSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const base = '/smdp-customer/baseCustomerSales';
  const tags = ['baseCustomerSales'];

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: "Sales contacts, paged: a customer account's own, or every customer's for staff",
        querystring: SalesContactListQuery,
        response: { 200: pageOf(SalesContactRecord) },
      },
    },
    async (request) => listSalesContacts(db, callerOf(request), request.query, request.zone),
  );

  app.get(
    `${base}/list-by-customer-code`,
    {
      schema: {
        tags,
        summary: "One customer's sale units and sales people; customer accounts always get their own",
        querystring: CustomerCodeQuery,
        response: { 200: SalesContacts },
      },
    },
    async (request) => salesContactsByCustomerCode(db, callerOf(request), request.query.customerCode || undefined),
  );

  app.get(
    `${base}/list-sale-points`,
    {
      schema: {
        tags,
        summary: 'Active stores and sub-distributors the caller sells to (staff: all, or one seller by code)',
        querystring: CustomerCodeQuery,
        response: { 200: SalePoints },
      },
    },
    async (request) => salePoints(db, callerOf(request), request.query.customerCode || undefined),
  );
};
