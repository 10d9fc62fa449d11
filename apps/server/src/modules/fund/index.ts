import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerClosureCheck } from '../customer';
import { registerAttachmentHolder } from '../records';
import { registerRuleDateField } from '../resource';
import { creditChangeRoutes } from './credit-change.routes';
import { creditDefaultRoutes } from './credit-default.routes';
import { defineFundDriftJob } from './drift.job';
import { financeReportRoutes } from './finance-report.routes';
import { noOutstandingCredit } from './fund.closure';
import { statementAnswerBy } from './fund.dates';
import { fundRoutes } from './fund.routes';
import { receiptProofs } from './receipt.attachments';
import { defineReconciliationJob } from './reconciliation.job';
import { reconciliationRoutes } from './reconciliation.routes';
import { runStatementBatch, STATEMENT_BATCH_QUEUE, type StatementBatchJob } from './statement.batch';
import { statementRoutes } from './statement.routes';
import { defineStatementScheduleJob } from './statement.schedule';
import { subCustomerCreditRoutes } from './sub-customer-credit.routes';

/**
 * The fund module (domain.md §7 first half): the only writer of the fund ledger (cash, rebate and credit
 * accounts per holder and counterparty), receipts and credit limits. Other modules freeze, pay, release
 * and refund money through these functions, inside their own transaction.
 */
export const fundModule: FastifyPluginAsyncZod = async (app) => {
  registerClosureCheck(noOutstandingCredit);
  registerAttachmentHolder(receiptProofs);
  registerRuleDateField(statementAnswerBy);
  await app.register(fundRoutes);
  await app.register(reconciliationRoutes);
  await app.register(subCustomerCreditRoutes);
  await app.register(creditDefaultRoutes);
  await app.register(creditChangeRoutes);
  await app.register(statementRoutes);
  await app.register(financeReportRoutes);
  await defineFundDriftJob(app);
  await defineReconciliationJob(app);
  await defineStatementScheduleJob(app);
  await app.deps.jobs.define<StatementBatchJob>({
    queue: STATEMENT_BATCH_QUEUE,
    run: (job) => runStatementBatch(app, job),
  });
};

export { overdueHoldOf } from './credit-position.queries';
export { type ShippedShare, useFrozenCredit } from './credit-use';
export * from './for-dashboard';
export { type CreditDue, creditDueBetween } from './fund.dates';
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
  rebateAvailable,
  refundFunds,
  releaseFunds,
  settledBy,
  settleRebate,
  settleRebateAsCreditNote,
} from './funds';
export { checkFundInvariants, type FundDrift } from './invariant-check';
export { firstOpenFundDay, lockFundAccounts, writeOffRebate } from './rebate-write-off';
export { saveReceiptIn } from './receipt.drafts';
