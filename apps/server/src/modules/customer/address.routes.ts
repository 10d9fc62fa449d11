import { pageOf } from '@smdp/contracts';
import {
  Address,
  AddressDefaultInput,
  AddressesRemoved,
  AddressIdQuery,
  AddressIdsQuery,
  AddressInput,
  AddressListQuery,
  addressCodes as codes,
} from '@smdp/contracts/customer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../platform/http/errors';
import { callerOf } from '../../platform/scope/caller';
import {
  addressDetail,
  createAddress,
  listAddresses,
  removeAddresses,
  setDefaultAddress,
  updateAddress,
} from './address.service';

/** Billing, shipping and pick-up addresses of parties (domain.md §2), at most one default per type. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const base = '/smdp-customer/customerAddress';
  const tags = ['customerAddress'];

  app.get(
    `${base}/list`,
    {
      config: { permission: codes.view },
      schema: {
        tags,
        summary: 'Addresses the caller may see, paged',
        querystring: AddressListQuery,
        response: { 200: pageOf(Address) },
      },
    },
    async (request) => listAddresses(db, callerOf(request), request.query, request.zone),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: codes.view },
      schema: { tags, summary: 'One address', querystring: AddressIdQuery, response: { 200: Address } },
    },
    async (request) => addressDetail(db, callerOf(request), request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [codes.add, codes.edit] },
      schema: {
        tags,
        summary: 'Adds an address (no id, address_add) or changes one (id and version, address_edit)',
        body: AddressInput,
        response: { 200: Address },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id, version, ...input } = request.body;
      const held = await app.deps.permissions.codesOf(caller);
      if (!held.has(id ? codes.edit : codes.add)) throw forbidden();
      return id
        ? updateAddress(db, caller, { ...input, id, version: version ?? 0 }, request.ip)
        : createAddress(db, caller, input, request.ip);
    },
  );

  app.post(
    `${base}/set-default`,
    {
      config: { permission: codes.edit },
      schema: {
        tags,
        summary: 'Makes an address the default of its type',
        body: AddressDefaultInput,
        response: { 200: Address },
      },
    },
    async (request) => setDefaultAddress(db, callerOf(request), request.body, request.ip),
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: codes.delete },
      schema: {
        tags,
        summary: 'Deletes addresses',
        querystring: AddressIdsQuery,
        response: { 200: AddressesRemoved },
      },
    },
    async (request) => {
      await removeAddresses(db, callerOf(request), request.query.ids, request.ip);
      return true;
    },
  );
};
