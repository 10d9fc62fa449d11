import { DateTime, Id, IdInput, IdList, PageQuery, pageOf } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import {
  addressDetail,
  createAddress,
  listAddresses,
  removeAddresses,
  setDefaultAddress,
  updateAddress,
} from './address.service';
import { ADDRESS_TYPES } from './customer.tables';

const AddressType = z.enum(ADDRESS_TYPES);

const Address = z.object({
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

const AddressInput = z.object({
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

const ListQuery = PageQuery.extend({
  partyId_equal: z.string().max(20).optional(),
  partyCode_like: z.string().max(32).optional(),
  partyName_like: z.string().max(100).optional(),
  addressType_equal: z.string().max(20).optional(),
  line_like: z.string().max(255).optional(),
  contactName_like: z.string().max(100).optional(),
}).loose();

/** Billing, shipping and pick-up addresses of parties (domain.md §2), at most one default per type. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const base = '/smdp-customer/customerAddress';
  const tags = ['customerAddress'];

  app.get(
    `${base}/list`,
    {
      config: { permission: 'address_view' },
      schema: {
        tags,
        summary: 'Addresses the caller may see, paged',
        querystring: ListQuery,
        response: { 200: pageOf(Address) },
      },
    },
    async (request) => listAddresses(db, sessionOf(request), request.query, request.zone),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: 'address_view' },
      schema: { tags, summary: 'One address', querystring: z.object({ id: IdInput }), response: { 200: Address } },
    },
    async (request) => addressDetail(db, sessionOf(request), request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: ['address_add', 'address_edit'] },
      schema: {
        tags,
        summary: 'Adds an address (no id, address_add) or changes one (id and version, address_edit)',
        body: AddressInput,
        response: { 200: Address },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { id, version, ...input } = request.body;
      const codes = await app.deps.permissions.codesOf(session);
      if (!codes.has(id ? 'address_edit' : 'address_add')) throw forbidden();
      return id
        ? updateAddress(db, session, { ...input, id, version: version ?? 0 }, request.ip)
        : createAddress(db, session, input, request.ip);
    },
  );

  app.post(
    `${base}/set-default`,
    {
      config: { permission: 'address_edit' },
      schema: {
        tags,
        summary: 'Makes an address the default of its type',
        body: z.object({ id: IdInput, version: z.coerce.number().int().min(1) }),
        response: { 200: Address },
      },
    },
    async (request) => setDefaultAddress(db, sessionOf(request), request.body, request.ip),
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: 'address_delete' },
      schema: {
        tags,
        summary: 'Deletes addresses',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      await removeAddresses(db, sessionOf(request), request.query.ids, request.ip);
      return true;
    },
  );
};
