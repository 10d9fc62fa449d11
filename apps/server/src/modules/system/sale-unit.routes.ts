import { IdInput, IdList, pageOf } from '@smdp/contracts';
import { SalesContacts, SaleUnit, SaleUnitInput, SaleUnitListQuery, saleUnitCodes } from '@smdp/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { TtlCache } from '../../platform/cache';
import { forbidden } from '../../platform/http/errors';
import { callerOf } from '../../platform/scope/caller';
import { listSaleUnits, removeSaleUnits, salesContactsOf, saleUnitDetail, saveSaleUnit } from './sale-unit.service';

/** spec §9: sale units are cached 30 minutes; a change on this instance clears the cache at once. */
const SALES_CONTACTS_TTL_MS = 30 * 60_000;

export const saleUnitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, caches, permissions } = app.deps;
  const base = '/blade-system/saleUnit';
  const tags = ['saleUnit'];
  const contacts = new TtlCache<SalesContacts>(SALES_CONTACTS_TTL_MS, 10_000);
  caches.push(contacts);

  app.get(
    `${base}/selectSaleUnitList`,
    {
      schema: {
        tags,
        summary: "The caller's customer's sale units and sales people (the contact dialog); empty for staff",
        response: { 200: SalesContacts },
      },
    },
    async (request) => {
      const session = callerOf(request);
      return contacts.getOrLoad(`${session.tenantId}:${session.customerId ?? ''}`, () => salesContactsOf(db, session));
    },
  );

  app.get(
    `${base}/list`,
    {
      config: { permission: saleUnitCodes.view },
      schema: {
        tags,
        summary: "The tenant's sales units, a page",
        querystring: SaleUnitListQuery,
        response: { 200: pageOf(SaleUnit) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, ...filters } = request.query;
      return listSaleUnits(db, callerOf(request).tenantId, { current, size, ascs, descs }, filters, request.zone);
    },
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: saleUnitCodes.view },
      schema: { tags, summary: 'One sales unit', querystring: z.object({ id: IdInput }), response: { 200: SaleUnit } },
    },
    async (request) => saleUnitDetail(db, callerOf(request).tenantId, request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [saleUnitCodes.add, saleUnitCodes.edit] },
      schema: {
        tags,
        summary: 'Creates a sales unit, or updates one (id and version)',
        body: SaleUnitInput,
        response: { 200: SaleUnit },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!(await permissions.has(session, request.body.id ? saleUnitCodes.edit : saleUnitCodes.add)))
        throw forbidden();
      const saved = await saveSaleUnit(db, session, request.body, request.ip);
      contacts.clear();
      return saved;
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: saleUnitCodes.delete },
      schema: {
        tags,
        summary: 'Soft-removes sales units no customer is assigned to',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const removed = await removeSaleUnits(db, callerOf(request), request.query.ids, request.ip);
      contacts.clear();
      return removed > 0;
    },
  );
};
