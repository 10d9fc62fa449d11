import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onPurchasePosted, registerRebateSpending } from '../order';
import { onPurchase } from './accrual';
import { defineRebateExpiryJob } from './expiry.job';
import { rebateSpending } from './lots';
import { rebateRoutes } from './rebate.routes';

/**
 * The rebate module (domain.md §8): policies, accruals recomputed when a shipment or return of the
 * owner's orders posts, settlements posted into the fund ledger as lots, and the lots an order's
 * rebate part consumes first expiring first, each policy within its share; a daily job writes off what
 * expired lots still hold.
 */
export const rebateModule: FastifyPluginAsyncZod = async (app) => {
  registerRebateListeners();
  await app.register(rebateRoutes);
  await defineRebateExpiryJob(app);
};

/** What the rebate module hears of the order module (the app, and the demo seed before the app exists). */
export function registerRebateListeners() {
  onPurchasePosted('rebate', (trx, caller, event) => onPurchase(trx, caller.tenantId, event));
  registerRebateSpending(rebateSpending);
}

export * from './for-dashboard';
export { rebateTerms } from './lots';
