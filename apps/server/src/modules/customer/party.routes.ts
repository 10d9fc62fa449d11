import { pageOf } from '@smdp/contracts';
import {
  addressCodes,
  closureRequestCodes,
  PARTY_CODES,
  Party,
  PartyInput,
  PartyListQuery,
  PartyOptions,
  PartyOptionsQuery,
  SalespersonOptions,
  SalespersonOptionsQuery,
  vehicleCodes,
} from '@smdp/contracts/customer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentCallerOf, holdsAny } from '../../platform/document/define';
import { documentRoutes } from '../../platform/document/routes';
import { forbidden } from '../../platform/http/errors';
import { partyDocument } from './party.document';
import { createParty, updateParty } from './party.onboarding';
import { listParties, partyOptions, salespersonOptions } from './party.queries';

const base = '/smdp-customer/baseCustomer';
const tags = ['baseCustomer'];

/** List, detail, one call per lifecycle action, remove and timeline: generated from the party document. */
const partyDocumentRoutes = documentRoutes(partyDocument, {
  base,
  tags,
  entity: Party,
  list: {
    summary: 'Parties the caller manages, paged',
    querystring: PartyListQuery,
    response: pageOf(Party),
    handler: (caller, { tier, ...query }, request) =>
      listParties(request.server.deps.db, caller, tier, query, request.zone),
  },
  detail: { summary: 'One party the caller manages' },
  remove: { summary: 'Deletes draft parties; their codes stay taken' },
  timeline: { summary: "A party's history: who moved it from which state to which, when and why" },
});

/** Customers (parties) of spec §7 `baseCustomer`: staff's customer list and a seller's sub-customers. */
export const partyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  await app.register(partyDocumentRoutes);

  app.get(
    `${base}/options`,
    {
      config: {
        permission: [
          ...PARTY_CODES.view,
          addressCodes.view,
          vehicleCodes.view,
          closureRequestCodes.view,
          closureRequestCodes.add,
        ],
      },
      schema: {
        tags,
        summary: 'Parties the caller manages, for pickers (at most 200)',
        querystring: PartyOptionsQuery,
        response: { 200: PartyOptions },
      },
    },
    async (request) => partyOptions(db, await documentCallerOf(app, request), request.query),
  );

  app.get(
    `${base}/salesperson-options`,
    {
      config: { permission: [...PARTY_CODES.add, ...PARTY_CODES.edit] },
      schema: {
        tags,
        summary: "Accounts that may be a party's salesperson: the seller's (staff when the company sells)",
        querystring: SalespersonOptionsQuery,
        response: { 200: SalespersonOptions },
      },
    },
    async (request) => salespersonOptions(db, await documentCallerOf(app, request), request.query.sellerPartyId),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [...PARTY_CODES.add, ...PARTY_CODES.edit] },
      schema: {
        tags,
        summary:
          'Onboards a party as a draft (no id) or changes one (id and version); duplicate tax number or phone: 400',
        body: PartyInput,
        response: { 200: Party },
      },
    },
    async (request) => {
      const caller = await documentCallerOf(app, request);
      const { id, version, ...input } = request.body;
      if (!id) {
        if (!holdsAny(caller, PARTY_CODES.add)) throw forbidden();
        return createParty(db, caller, input, request.ip);
      }
      return updateParty(db, caller, { ...input, id, version: version ?? 0 }, request.ip);
    },
  );
};
