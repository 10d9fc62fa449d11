import { pageOf } from '@smdp/contracts';
import {
  AgeingReportRow,
  accountBalanceCodes,
  CreditPosition,
  FinanceReportQuery,
  FundAccount,
  ReceiptJournalQuery,
  ReceiptJournalRow,
} from '@smdp/contracts/fund';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentCallerOf } from '../../platform/document/define';
import { ageingReport, creditReport, fundBalanceReport, receiptJournal } from './finance-report.queries';
import { todayIn } from './receipt.document';

const base = '/smdp-finance/report';
const tags = ['finance-report'];
/** The reports are tabs of the account balance page: its view button reads them, its export exports them. */
const permission = [accountBalanceCodes.view];

/** Finance reports (domain.md §7): paged lists in the list dialect, so the page filters and exports them. */
export const financeReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    `${base}/balances`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Fund balances per buyer: cash, frozen, available, rebate, credit used and available',
        querystring: FinanceReportQuery,
        response: { 200: pageOf(FundAccount) },
      },
    },
    async (request) => fundBalanceReport(db, await documentCallerOf(app, request), request.query),
  );

  app.get(
    `${base}/ageing`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Receivables per buyer aged by due date: not due, 1-30, 31-60, 61-90, 91-120, over 120 days',
        querystring: FinanceReportQuery,
        response: { 200: pageOf(AgeingReportRow) },
      },
    },
    async (request) =>
      ageingReport(db, await documentCallerOf(app, request), request.query, todayIn(new Date(), request.zone)),
  );

  app.get(
    `${base}/credit`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Credit use and overdue per buyer: limit, used, frozen, available, overdue, oldest due date',
        querystring: FinanceReportQuery,
        response: { 200: pageOf(CreditPosition) },
      },
    },
    async (request) =>
      creditReport(db, await documentCallerOf(app, request), request.query, todayIn(new Date(), request.zone)),
  );

  app.get(
    `${base}/receipts`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'The receipts journal: receipts by posting period, payment day, method and state',
        querystring: ReceiptJournalQuery,
        response: { 200: pageOf(ReceiptJournalRow) },
      },
    },
    async (request) => receiptJournal(db, await documentCallerOf(app, request), request.query, request.zone),
  );
};
