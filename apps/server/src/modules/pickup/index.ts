import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onOutboundEvent } from '../stock';
import { PICKUP_OUTBOUND_SOURCE, ticketPicked } from './pickup.picked';
import { pickupRoutes } from './pickup.routes';

/**
 * Pick-up (domain.md §5): tickets with a code texted to the picker, verified at the warehouse counter,
 * goods handed over through a PICKUP_OUT outbound checked out on pickCheck.
 */
export const pickupModule: FastifyPluginAsyncZod = async (app) => {
  onOutboundEvent(PICKUP_OUTBOUND_SOURCE, ticketPicked);
  await app.register(pickupRoutes);
};
export { issuePickupTicketIn } from './pickup.service';
