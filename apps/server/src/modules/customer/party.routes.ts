import { DateTime, FilterDate, Id, IdInput, IdList, PageQuery, pageOf } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../platform/http/errors';
import { actorOf, holdsAny, PARTY_CODES } from './actor';
import { PARTY_STATES, PARTY_TYPES } from './customer.tables';
import {
  createParty,
  listParties,
  PARTY_TRANSITIONS,
  type PartyAction,
  partyDetail,
  partyOptions,
  removeParties,
  salespersonOptions,
  transitionParty,
  updateParty,
} from './party.service';

const PartyType = z.enum(PARTY_TYPES);
const PartyState = z.enum(PARTY_STATES);

export const Party = z.object({
  id: Id,
  customerCode: z.string(),
  customerName: z.string(),
  customerFullName: z.string(),
  partyType: PartyType,
  sellerPartyId: Id.nullable().describe('who sells to this party; null: the trading company'),
  sellerCode: z.string().nullable(),
  sellerName: z.string().nullable(),
  levelId: Id.nullable(),
  priceListId: Id.nullable(),
  salespersonId: Id.nullable(),
  salespersonName: z.string().nullable(),
  saleUnitId: Id.nullable(),
  territory: z.string().nullable(),
  taxNo: z.string().nullable(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  defaultWarehouseId: Id.nullable(),
  state: PartyState,
  reviewRemark: z.string().nullable(),
  submittedAt: DateTime.nullable(),
  submittedBy: Id.nullable().describe('who sent it for approval: may not approve it unless the tenant allows'),
  approvedAt: DateTime.nullable(),
  openedAt: DateTime.nullable(),
  closedAt: DateTime.nullable(),
  remark: z.string().nullable(),
  version: z.number().int(),
  createTime: DateTime,
});

const OptionalId = IdInput.nullish();
const PartyInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  customerCode: z
    .string()
    .trim()
    .max(32)
    .regex(/^([0-9A-Za-z][0-9A-Za-z_-]*)?$/)
    .optional()
    .describe('left empty: the next free code under the seller; never changes afterwards'),
  customerName: z.string().trim().min(1).max(100),
  customerFullName: z.string().trim().max(200).nullish(),
  partyType: PartyType,
  sellerPartyId: OptionalId.describe('staff only; customer accounts always sell to what they onboard'),
  levelId: OptionalId,
  priceListId: OptionalId,
  salespersonId: OptionalId,
  saleUnitId: OptionalId,
  territory: z.string().trim().max(100).nullish(),
  taxNo: z.string().trim().max(32).nullish(),
  contactName: z.string().trim().max(100).nullish(),
  phone: z.string().trim().max(32).nullish(),
  lat: z.coerce.number().min(-90).max(90).nullish(),
  lng: z.coerce.number().min(-180).max(180).nullish(),
  remark: z.string().trim().max(500).nullish(),
});

const Transition = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  remark: z.string().max(500).optional().describe('the reason of a rejection (required there)'),
});

const ListQuery = PageQuery.extend({
  tier: z
    .enum(['all', 'sub'])
    .default('all')
    .describe("sub: only second-tier customers (a distributor's, not the company's): the sub-customer page"),
  customerCode_like: z.string().max(32).optional(),
  customerName_like: z.string().max(100).optional(),
  partyType_equal: z.string().max(20).optional(),
  state_equal: z.string().max(20).optional(),
  sellerPartyId_equal: z.string().max(20).optional(),
  sellerCode_like: z.string().max(32).optional(),
  taxNo_like: z.string().max(32).optional(),
  phone_like: z.string().max(32).optional(),
  territory_like: z.string().max(100).optional(),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
}).loose();

/** Who may do what: every action on the two pages that manage parties. */
const ACTION_CODES: Record<PartyAction, readonly string[]> = {
  'submit-approval': [...PARTY_CODES.add, ...PARTY_CODES.edit],
  approve: PARTY_CODES.approve,
  reject: PARTY_CODES.approve,
  suspend: PARTY_CODES.edit,
  resume: PARTY_CODES.edit,
};

/** Customers (parties) of spec §7 `baseCustomer`: staff's customer list and a seller's sub-customers. */
export const partyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const base = '/smdp-customer/baseCustomer';
  const tags = ['baseCustomer'];

  app.get(
    `${base}/list`,
    {
      config: { permission: PARTY_CODES.view },
      schema: {
        tags,
        summary: 'Parties the caller manages, paged',
        querystring: ListQuery,
        response: { 200: pageOf(Party) },
      },
    },
    async (request) => {
      const { tier, ...query } = request.query;
      return listParties(db, await actorOf(app, request), tier, query, request.zone);
    },
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: PARTY_CODES.view },
      schema: {
        tags,
        summary: 'One party the caller manages',
        querystring: z.object({ id: IdInput }),
        response: { 200: Party },
      },
    },
    async (request) => partyDetail(db, await actorOf(app, request), request.query.id),
  );

  app.get(
    `${base}/options`,
    {
      config: {
        permission: [
          ...PARTY_CODES.view,
          'address_view',
          'vehicle_view',
          'closure_request_view',
          'closure_request_add',
        ],
      },
      schema: {
        tags,
        summary: 'Parties the caller manages, for pickers (at most 200)',
        querystring: z.object({
          keyword: z.string().trim().max(100).optional(),
          states: z
            .string()
            .max(100)
            .optional()
            .transform((text) => text?.split(',').filter(Boolean))
            .pipe(z.array(PartyState).optional()),
        }),
        response: {
          200: z.array(
            z.object({
              id: Id,
              customerCode: z.string(),
              customerName: z.string(),
              partyType: PartyType,
              state: PartyState,
            }),
          ),
        },
      },
    },
    async (request) => partyOptions(db, await actorOf(app, request), request.query),
  );

  app.get(
    `${base}/salesperson-options`,
    {
      config: { permission: [...PARTY_CODES.add, ...PARTY_CODES.edit] },
      schema: {
        tags,
        summary: "Accounts that may be a party's salesperson: the seller's (staff when the company sells)",
        querystring: z.object({
          sellerPartyId: IdInput.optional().describe("staff only; left out: the company's own staff"),
        }),
        response: { 200: z.array(z.object({ id: Id, account: z.string(), realName: z.string().nullable() })) },
      },
    },
    async (request) => salespersonOptions(db, await actorOf(app, request), request.query.sellerPartyId),
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
      const actor = await actorOf(app, request);
      const { id, version, ...input } = request.body;
      if (!id) {
        if (!holdsAny(actor, PARTY_CODES.add)) throw forbidden();
        return createParty(db, actor, input, request.ip);
      }
      return updateParty(db, actor, { ...input, id, version: version ?? 0 }, request.ip);
    },
  );

  for (const action of Object.keys(PARTY_TRANSITIONS) as PartyAction[]) {
    const { from, to } = PARTY_TRANSITIONS[action];
    app.post(
      `${base}/${action}`,
      {
        config: { permission: ACTION_CODES[action] },
        schema: { tags, summary: `${from.join(' / ')} -> ${to}`, body: Transition, response: { 200: Party } },
      },
      async (request) => transitionParty(db, await actorOf(app, request), action, request.body, request.ip),
    );
  }

  app.post(
    `${base}/remove`,
    {
      config: { permission: PARTY_CODES.delete },
      schema: {
        tags,
        summary: 'Deletes draft parties; their codes stay taken',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      await removeParties(db, await actorOf(app, request), request.query.ids, request.ip);
      return true;
    },
  );
};
