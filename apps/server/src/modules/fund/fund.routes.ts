import { IdInput, pageOf } from '@smdp/contracts';
import {
  accountBalanceCodes,
  CreditChange,
  CreditLimit,
  CreditLimitInput,
  CreditOverview,
  CreditPosition,
  CreditPositionQuery,
  creditCodes,
  FUND_AVAILABILITY_CODES,
  FundAccount,
  FundAccountListQuery,
  FundAvailability,
  FundAvailabilityQuery,
  FundDriftReport,
  FundEntry,
  FundEntryQuery,
  RECEIPT_CODES,
  Receipt,
  ReceiptInput,
  ReceiptListQuery,
  ReceiptSummary,
} from '@smdp/contracts/fund';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentCallerOf, holdsAny } from '../../platform/document/define';
import { documentRoutes } from '../../platform/document/routes';
import { AppError, forbidden } from '../../platform/http/errors';
import { proposeCompanyCredit } from './credit-change';
import { creditLimitOf, creditOverviewOf } from './credit-limit';
import { listCreditPositions } from './credit-position.queries';
import { fundDriftReport } from './drift.job';
import { assertPairVisible, listFundAccounts, listFundEntries } from './fund-account.queries';
import { fundAvailability } from './funds';
import { receiptDocument, todayIn } from './receipt.document';
import { saveReceipt } from './receipt.drafts';
import { listReceipts } from './receipt.queries';
import { maySelfApprove, payerOptions } from './receipt.rules';

const base = '/smdp-finance/receipt';
const tags = ['finance-receipt'];

const receiptDocumentRoutes = documentRoutes(receiptDocument, {
  base,
  tags,
  entity: Receipt,
  list: {
    summary: 'Receipts the caller sees (its own and its sub-customers’ payments for a customer), newest first',
    querystring: ReceiptListQuery,
    response: pageOf(ReceiptSummary),
    handler: (caller, query, request) => listReceipts(request.server.deps.db, caller, query, request.zone),
  },
  detail: { summary: 'One receipt' },
  remove: { summary: 'Deletes draft or cancelled receipts' },
  timeline: { summary: "A receipt's history" },
});

/** Receipts, fund accounts and credit limits (domain.md §7 first half). */
export const fundRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  await app.register(receiptDocumentRoutes);

  app.post(
    `${base}/save`,
    {
      config: { permission: RECEIPT_CODES.write },
      schema: {
        tags,
        summary: 'Drafts a receipt (no id) or rewrites a draft (id and version)',
        body: ReceiptInput,
        response: { 200: Receipt },
      },
    },
    async (request) => {
      const caller = await documentCallerOf(app, request);
      if (!holdsAny(caller, request.body.id ? RECEIPT_CODES.edit : RECEIPT_CODES.add)) throw forbidden();
      return saveReceipt(db, caller, request.body, { zone: request.zone, ip: request.ip });
    },
  );

  app.post(
    `${base}/direct-approve`,
    {
      config: { permission: RECEIPT_CODES.approve },
      schema: {
        tags,
        summary: 'Enters (or rewrites a draft) and approves a receipt in one step: callers allowed to self-approve',
        body: ReceiptInput,
        response: { 200: Receipt },
      },
    },
    async (request) => {
      const caller = await documentCallerOf(app, request);
      if (!(await maySelfApprove(db, caller))) throw new AppError(403, 'selfApprovalForbidden');
      return saveReceipt(db, caller, request.body, { zone: request.zone, ip: request.ip }, { approve: true });
    },
  );

  app.get(
    `${base}/direct-allowed`,
    {
      config: { permission: RECEIPT_CODES.view },
      schema: {
        tags,
        summary: 'Whether the caller may enter and approve a receipt in one step',
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const caller = await documentCallerOf(app, request);
      return holdsAny(caller, RECEIPT_CODES.approve) && (await maySelfApprove(db, caller));
    },
  );

  app.get(
    `${base}/payers`,
    {
      config: { permission: RECEIPT_CODES.write },
      schema: {
        tags,
        summary: 'The payers the caller may record receipts of, each with its payee (for the receipt form)',
        response: {
          200: z.array(
            z.object({ id: z.string(), customerCode: z.string(), customerName: z.string(), payeePartyId: z.string() }),
          ),
        },
      },
    },
    async (request) => payerOptions(db, await documentCallerOf(app, request)),
  );

  app.get(
    '/smdp-finance/fund-account/list',
    {
      config: { permission: [accountBalanceCodes.view] },
      schema: {
        tags: ['finance-fund-account'],
        summary:
          'Fund accounts per holder and counterparty: cash, frozen, available, rebate, credit limit, used and available',
        querystring: FundAccountListQuery,
        response: { 200: pageOf(FundAccount) },
      },
    },
    async (request) => listFundAccounts(db, await documentCallerOf(app, request), request.query),
  );

  app.get(
    '/smdp-finance/credit/list',
    {
      config: { permission: [creditCodes.view, creditCodes.edit] },
      schema: {
        tags: ['finance-credit-limit'],
        summary: 'Credit per debtor and creditor: limit, used, frozen, available, overdue and ageing 30/60/90/120',
        querystring: CreditPositionQuery,
        response: { 200: pageOf(CreditPosition) },
      },
    },
    async (request) =>
      listCreditPositions(db, await documentCallerOf(app, request), request.query, todayIn(new Date(), request.zone)),
  );

  app.get(
    '/smdp-finance/fund-account/entries',
    {
      config: { permission: [accountBalanceCodes.view] },
      schema: {
        tags: ['finance-fund-account'],
        summary: "One account pair's ledger lines, newest first (kind and figure narrow them)",
        querystring: FundEntryQuery,
        response: { 200: pageOf(FundEntry) },
      },
    },
    async (request) => listFundEntries(db, await documentCallerOf(app, request), request.query),
  );

  app.get(
    '/smdp-finance/fund-account/availability',
    {
      config: { permission: FUND_AVAILABILITY_CODES },
      schema: {
        tags: ['finance-fund-account'],
        summary: 'What the holder can spend with the counterparty now: cash, rebate and credit',
        querystring: FundAvailabilityQuery,
        response: { 200: FundAvailability },
      },
    },
    async (request) => {
      const caller = await documentCallerOf(app, request);
      await assertPairVisible(db, caller, request.query);
      return fundAvailability(db, caller.tenantId, request.query);
    },
  );

  app.post(
    '/smdp-finance/fund-account/check',
    {
      config: { permission: [accountBalanceCodes.check] },
      schema: {
        tags: ['finance-fund-account'],
        summary: "Recomputes the tenant's fund balances and running figures from the ledger and reports what differs",
        response: { 200: FundDriftReport },
      },
    },
    async (request) => fundDriftReport(db, (await documentCallerOf(app, request)).tenantId),
  );

  app.get(
    '/smdp-finance/credit-limit/detail',
    {
      config: { permission: [creditCodes.view, creditCodes.edit, accountBalanceCodes.view] },
      schema: {
        tags: ['finance-credit-limit'],
        summary: 'The credit limit a creditor (default: the company) grants a debtor, or null',
        querystring: z.object({ debtorPartyId: IdInput, creditorPartyId: IdInput.optional() }),
        response: { 200: CreditLimit.nullable() },
      },
    },
    async (request) =>
      creditLimitOf(
        db,
        await documentCallerOf(app, request),
        request.query.debtorPartyId,
        request.query.creditorPartyId,
      ),
  );

  app.get(
    '/smdp-finance/credit-limit/overview',
    {
      config: { permission: [creditCodes.view, creditCodes.edit, accountBalanceCodes.view] },
      schema: {
        tags: ['finance-credit-limit'],
        summary: "A debtor's credit limit (null when none is set) and its live used, frozen and available figures",
        querystring: z.object({ debtorPartyId: IdInput, creditorPartyId: IdInput.optional() }),
        response: { 200: CreditOverview },
      },
    },
    async (request) =>
      creditOverviewOf(
        db,
        await documentCallerOf(app, request),
        request.query.debtorPartyId,
        request.query.creditorPartyId,
      ),
  );

  app.post(
    '/smdp-finance/credit-limit/save',
    {
      config: { permission: [creditCodes.edit] },
      schema: {
        tags: ['finance-credit-limit'],
        summary:
          "Asks to change a customer's credit limit (company staff): a credit change request, approved at once with the page's direct button; version required once a limit exists",
        body: CreditLimitInput,
        response: { 200: CreditChange },
      },
    },
    async (request) =>
      proposeCompanyCredit(db, await documentCallerOf(app, request), request.body, {
        zone: request.zone,
        ip: request.ip,
      }),
  );
};
