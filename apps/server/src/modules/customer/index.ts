import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressRoutes } from './address.routes';
import { closureRoutes } from './closure.routes';
import { customerRoutes } from './customer.routes';
import { customerSalesRoutes } from './customer-sales.routes';
import { partyRoutes } from './party.routes';
import { vehicleRoutes } from './vehicle.routes';

/** Customers (parties), sub-customers and their closure, sales contacts, addresses and vehicles. */
export const customerModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerRoutes);
  await app.register(partyRoutes);
  await app.register(customerSalesRoutes);
  await app.register(closureRoutes);
  await app.register(addressRoutes);
  await app.register(vehicleRoutes);
};

export { type ClosingParty, type ClosureCheck, registerClosureCheck } from './closure-checks';
export { type ClosedParty, onPartyClosed, type PartyClosedListener } from './closure-hooks';
export {
  accountNumberOf,
  type CustomerSalesPerson,
  companyPartyOf,
  customerIdsUnder,
  customerSalesPeople,
  findParty,
  findPartyByCode,
  type PartyRef,
  partiesAs,
  partyCode,
  partyName,
  partyReferences,
  setAccountNumber,
} from './customer.api';
export * from './for-catalog';
export * from './for-delivery';
export * from './for-field';
export * from './for-report';
export * from './for-resource';
export * from './for-route';
export * from './for-store';
export * from './for-system';
export * from './for-user';
