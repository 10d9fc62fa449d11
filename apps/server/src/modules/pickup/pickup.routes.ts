import { LANGUAGES, pageOf } from '@smdp/contracts';
import {
  IssuePickupTicket,
  PICKUP_CODES,
  PickupHandOver,
  PickupListQuery,
  PickupTicket,
  RevokePickupTicket,
  VerifiedPickup,
  VerifyPickupTicket,
} from '@smdp/contracts/pickup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentCallerOf } from '../../platform/document/define';
import { signLink, verifyLink } from '../../platform/files/signed-link';
import { notFound } from '../../platform/http/errors';
import { callerOf } from '../../platform/scope/caller';
import { pickupOrderFacts } from '../order';
import { smsProviderOf } from '../records';
import { handOverPickup, pickupLinesOf } from './pickup.handover';
import { listPickupTickets, pickupTicketOf, pickupTicketOfTenant } from './pickup.queries';
import { issuePickupTicket, revokePickupTicket, verifyPickupTicket } from './pickup.service';
import { pickupSlipPdf } from './pickup.slip';

const base = '/smdp-order/pickup';
/** A slip link works for ten minutes: long enough to open, too short to pass around. */
const SLIP_LINK_SECONDS = 600;
const SlipLinkQuery = z.object({
  tenantId: z.string().min(1).max(12),
  userId: z.string().regex(/^\d{1,19}$/),
  kind: z.literal('pickupSlip'),
  id: z.string().regex(/^\d{1,19}$/),
  expires: z.coerce.number().int(),
  sig: z.string().min(1).max(100),
  lang: z.enum(LANGUAGES).default('en'),
  zone: z.string().max(64).default('UTC'),
});
const tags = ['pickup'];

/** Pick-up tickets (domain.md §5): issued by whoever sells or buys, verified and handed over at the counter. */
export const pickupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const deps = { db, sms: smsProviderOf(config, db, app.log), pepper: config.tokenSecret };
  const ticket = async (request: Parameters<typeof callerOf>[0], id: string) => {
    const found = await pickupTicketOf(db, callerOf(request), id);
    if (!found) throw notFound();
    return found;
  };

  app.get(
    `${base}/list`,
    {
      config: { permission: PICKUP_CODES.view },
      schema: {
        tags,
        summary: 'Pick-up tickets the caller sees, newest first',
        querystring: PickupListQuery,
        response: { 200: pageOf(PickupTicket) },
      },
    },
    (request) => listPickupTickets(db, callerOf(request), request.query),
  );

  app.post(
    `${base}/issue`,
    {
      config: { permission: PICKUP_CODES.issue },
      schema: {
        tags,
        summary:
          'Issues a ticket for an approved pick-up order, revoking the one in use, and texts its code to the picker',
        body: IssuePickupTicket,
        response: { 200: PickupTicket },
      },
    },
    async (request) => {
      const issued = await issuePickupTicket(deps, callerOf(request), request.body, request.lang, request.ip);
      return ticket(request, issued.id);
    },
  );

  app.post(
    `${base}/revoke`,
    {
      config: { permission: PICKUP_CODES.issue },
      schema: {
        tags,
        summary: 'Revokes a ticket in use, with a reason',
        body: RevokePickupTicket,
        response: { 200: PickupTicket },
      },
    },
    async (request) => {
      await revokePickupTicket(db, callerOf(request), request.body.id, request.body.remark, request.ip);
      return ticket(request, request.body.id);
    },
  );

  app.post(
    `${base}/verify`,
    {
      config: { permission: PICKUP_CODES.verify },
      schema: {
        tags,
        summary:
          "The counter's check of a ticket's code and the picker's ID or plate; a wrong answer counts, five lock it",
        body: VerifyPickupTicket,
        response: { 200: VerifiedPickup },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const verified = await verifyPickupTicket(deps, caller, request.body, request.ip);
      return { ticket: await ticket(request, verified.ticket.id), lines: pickupLinesOf(verified.order) };
    },
  );

  app.post(
    `${base}/hand-over`,
    {
      config: { permission: PICKUP_CODES.verify },
      schema: {
        tags,
        summary:
          'After a verified code: the quantities handed over become a PICKUP_OUT outbound to check out on pickCheck',
        body: PickupHandOver,
        response: { 200: z.object({ ticket: PickupTicket, outboundId: z.string() }) },
      },
    },
    async (request) => {
      const caller = await documentCallerOf(app, request);
      const outboundId = await handOverPickup(db, caller, request.body, { zone: request.zone, ip: request.ip });
      return { ticket: await ticket(request, String(request.body.ticketId)), outboundId };
    },
  );

  app.post(
    `${base}/slip-link`,
    {
      config: { permission: PICKUP_CODES.view },
      schema: {
        tags,
        summary: "A ten-minute link to a ticket's pick-up slip (PDF), for the standalone pdf page's frame",
        body: z.object({ id: z.string().regex(/^\d{1,19}$/) }),
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await ticket(request, request.body.id);
      const link = signLink(
        config.tokenSecret,
        { tenantId: caller.tenantId, userId: caller.userId, kind: 'pickupSlip', id: request.body.id },
        SLIP_LINK_SECONDS,
      );
      const query = new URLSearchParams({
        ...link,
        expires: String(link.expires),
        lang: request.lang,
        zone: request.zone,
      });
      return { url: `/api${base}/slip?${query}` };
    },
  );

  app.get(
    `${base}/slip`,
    {
      config: { public: true, envelope: false },
      schema: {
        tags,
        summary: 'A pick-up slip as PDF, through a signed link from slip-link',
        querystring: SlipLinkQuery,
      },
    },
    async (request, reply) => {
      const { lang, zone, ...link } = request.query;
      if (!verifyLink(config.tokenSecret, link)) throw notFound();
      const found = await pickupTicketOfTenant(db, link.tenantId, link.id);
      const order = found && (await pickupOrderFacts(db, link.tenantId, found.orderId));
      if (!found || !order) throw notFound();
      const pdf = await pickupSlipPdf({
        ticket: found,
        lines: pickupLinesOf(order),
        sellerName: order.sellerName,
        lang,
        zone,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${found.ticketNo}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
