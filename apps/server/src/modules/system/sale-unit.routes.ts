import { DateTime, FilterDate, Id, IdInput, IdList, PageQuery, pageOf } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { TtlCache } from '../../platform/cache';
import { forbidden } from '../../platform/http/errors';
import {
  listSaleUnits,
  removeSaleUnits,
  type SalesContacts as SalesContactsValue,
  salesContactsOf,
  saleUnitDetail,
  saveSaleUnit,
} from './sale-unit.service';

const IpoStatus = z.number().int().describe('1 smdp, 2 fmmc, 3 bmmc: drives the My-Head-Agent header');

const SalesContacts = z.object({
  saleUnitList: z.array(z.object({ id: Id, saleUnitCode: z.string(), saleUnitName: z.string(), ipoStatus: IpoStatus })),
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

const SaleUnit = z.object({
  id: Id,
  saleUnitCode: z.string(),
  saleUnitName: z.string(),
  ipoStatus: IpoStatus,
  status: z.number().int(),
  version: z.number().int(),
  createTime: DateTime,
});

const SaleUnitInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  saleUnitCode: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[0-9A-Za-z._-]+$/),
  saleUnitName: z.string().trim().min(1).max(100),
  ipoStatus: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
});

const ListQuery = PageQuery.extend({
  saleUnitCode: z.string().max(32).optional(),
  saleUnitCode_like: z.string().max(32).optional(),
  saleUnitName: z.string().max(100).optional(),
  saleUnitName_like: z.string().max(100).optional(),
  ipoStatus_equal: z.string().max(2).optional(),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
});

/** spec §9: sale units are cached 30 minutes; a change on this instance clears the cache at once. */
const SALES_CONTACTS_TTL_MS = 30 * 60_000;

export const saleUnitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, caches, permissions } = app.deps;
  const base = '/blade-system/saleUnit';
  const tags = ['saleUnit'];
  const contacts = new TtlCache<SalesContactsValue>(SALES_CONTACTS_TTL_MS, 10_000);
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
      const session = sessionOf(request);
      return contacts.getOrLoad(`${session.tenantId}:${session.customerId ?? ''}`, () => salesContactsOf(db, session));
    },
  );

  app.get(
    `${base}/list`,
    {
      config: { permission: 'saleunit_view' },
      schema: {
        tags,
        summary: "The tenant's sales units, a page",
        querystring: ListQuery,
        response: { 200: pageOf(SaleUnit) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, ...filters } = request.query;
      return listSaleUnits(db, sessionOf(request).tenantId, { current, size, ascs, descs }, filters, request.zone);
    },
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: 'saleunit_view' },
      schema: { tags, summary: 'One sales unit', querystring: z.object({ id: IdInput }), response: { 200: SaleUnit } },
    },
    async (request) => saleUnitDetail(db, sessionOf(request).tenantId, request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: ['saleunit_add', 'saleunit_edit'] },
      schema: {
        tags,
        summary: 'Creates a sales unit, or updates one (id and version)',
        body: SaleUnitInput,
        response: { 200: SaleUnit },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!(await permissions.has(session, request.body.id ? 'saleunit_edit' : 'saleunit_add'))) throw forbidden();
      const saved = await saveSaleUnit(db, session, request.body, request.ip);
      contacts.clear();
      return saved;
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: 'saleunit_delete' },
      schema: {
        tags,
        summary: 'Soft-removes sales units no customer is assigned to',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const removed = await removeSaleUnits(db, sessionOf(request), request.query.ids, request.ip);
      contacts.clear();
      return removed > 0;
    },
  );
};
