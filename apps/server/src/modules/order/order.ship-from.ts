import { IdInput } from '@smdp/contracts';
import { OrderChannel, orderCodes } from '@smdp/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentCallerOf } from '../../platform/document/define';
import { shipFromChoices } from '../store';
import { orderParties } from './order.parties';

const ShipFromQuery = z.object({ channel: OrderChannel, buyerPartyId: IdInput });
const ShipFromChoice = z.object({ id: z.string(), code: z.string(), name: z.string() });

/**
 * `GET /smdp-order/order/ship-from`: the warehouses the seller of a buyer's order ships from, for the
 * purchase screen's picker (a distributor does not see the company's warehouses otherwise). A buyer
 * outside the caller's reach is 404, as everywhere in the order module.
 */
export const shipFromRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/smdp-order/order/ship-from',
    {
      config: { permission: [orderCodes.view] },
      schema: {
        tags: ['order'],
        summary: "The warehouses an order of this buyer may ship from (its seller's live normal warehouses)",
        querystring: ShipFromQuery,
        response: { 200: z.array(ShipFromChoice) },
      },
    },
    async (request) => {
      const caller = await documentCallerOf(app, request);
      const parties = await orderParties(db, caller, request.query);
      const owner = parties.sellerPartyId === parties.companyPartyId ? null : parties.sellerPartyId;
      const choices = await shipFromChoices(db, caller.tenantId, owner);
      return choices.map(({ id, code, name }) => ({ id, code, name }));
    },
  );
};
