import { Id, PageQuery, pageOf } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { listSalesContacts, salePoints, salesContactsByCustomerCode } from './customer-sales.service';

const SalesContactRecord = z.object({
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

const SalesContacts = z.object({
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

const SalePoint = z.object({
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

const CustomerCode = z.string().trim().max(64).optional();

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
        querystring: PageQuery.extend({
          customerCode_like: z.string().max(32).optional(),
          customerCode_equal: z.string().max(32).optional(),
          enName_like: z.string().max(100).optional(),
        }).loose(),
        response: { 200: pageOf(SalesContactRecord) },
      },
    },
    async (request) => listSalesContacts(db, sessionOf(request), request.query, request.zone),
  );

  app.get(
    `${base}/list-by-customer-code`,
    {
      schema: {
        tags,
        summary: "One customer's sale units and sales people; customer accounts always get their own",
        querystring: z.object({ customerCode: CustomerCode }),
        response: { 200: SalesContacts },
      },
    },
    async (request) => salesContactsByCustomerCode(db, sessionOf(request), request.query.customerCode || undefined),
  );

  app.get(
    `${base}/list-sale-points`,
    {
      schema: {
        tags,
        summary: 'Active stores and sub-distributors the caller sells to (staff: all, or one seller by code)',
        querystring: z.object({ customerCode: CustomerCode }),
        response: { 200: z.array(SalePoint) },
      },
    },
    async (request) => salePoints(db, sessionOf(request), request.query.customerCode || undefined),
  );
};
