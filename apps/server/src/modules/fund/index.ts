import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerClosureCheck } from '../customer';
import { creditDefaultRoutes } from './credit-default.routes';
import { defineFundDriftJob } from './drift.job';
import { noOutstandingCredit } from './fund.closure';
import { fundRoutes } from './fund.routes';
import { defineReconciliationJob } from './reconciliation.job';
import { reconciliationRoutes } from './reconciliation.routes';
import { statementRoutes } from './statement.routes';
import { subCustomerCreditRoutes } from './sub-customer-credit.routes';

/**
 * The fund module (domain.md §7 first half): the only writer of the fund ledger (cash, rebate and credit
 * accounts per holder and counterparty), receipts and credit limits. Other modules freeze, pay, release
 * and refund money through these functions, inside their own transaction.
 */
export const fundModule: FastifyPluginAsyncZod = async (app) => {
  registerClosureCheck(noOutstandingCredit);
  await app.register(fundRoutes);
  await app.register(reconciliationRoutes);
  await app.register(subCustomerCreditRoutes);
  await app.register(creditDefaultRoutes);
  await app.register(statementRoutes);
  await defineFundDriftJob(app);
  await defineReconciliationJob(app);
};

export { overdueHoldOf } from './credit-position.queries';
export {
  type CreditTerms,
  creditTermsOf,
  type FundAvailability,
  type FundHolder,
  type FundParts,
  type FundSource,
  freezeFunds,
  frozenBy,
  fundAvailability,
  payFrozenFunds,
  refundFunds,
  releaseFunds,
  settledBy,
} from './funds';
export { checkFundInvariants, type FundDrift } from './invariant-check';
