import { pageOf } from '@smdp/contracts';
import {
  inboundCodes,
  outboundCodes,
  STOCK_REPORT_API,
  StockAgeingQuery,
  StockAgeingRow,
  StockBalanceAsOfQuery,
  StockBalanceAsOfRow,
  StockBalanceQuery,
  StockBalanceRow,
  StockDriftLast,
  StockDriftRun,
  StockInOutQuery,
  StockInOutRow,
  StockLedgerQuery,
  StockLedgerRow,
  StockNearExpiryQuery,
  StockNearExpiryRow,
  StockProjectedQuery,
  StockProjectedRow,
  StockReportWarehouse,
  StockSlowMoverQuery,
  StockSlowMoverRow,
  stockDriftCodes,
  stockReportCodes,
} from '@smdp/contracts/stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/scope/caller';
import { lastDriftRun, runDriftCheck } from './drift.service';
import { stockAgeingReport } from './report-ageing';
import { stockBalanceReport } from './report-balance';
import { stockBalanceAsOfReport } from './report-balance-as-of';
import { stockInOutReport } from './report-in-out';
import { stockLedgerReport } from './report-ledger';
import { stockNearExpiryReport } from './report-near-expiry';
import { stockProjectedReport } from './report-projected';
import { stockSlowMoverReport } from './report-slow-movers';
import { reportWarehouses } from './report-warehouses';

/**
 * The stock reports of domain.md §6, each a paged list over the warehouses the caller may see (so the
 * list export, in the browser or as a job, works on them unchanged), and the invariant check.
 */
export const stockReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['stock-report'];
  const view = { permission: stockReportCodes.view };

  app.get(
    `${STOCK_REPORT_API}/warehouses`,
    {
      config: { permission: [stockReportCodes.view, inboundCodes.view, outboundCodes.view] },
      schema: {
        tags,
        summary:
          'The warehouses whose stock the caller may see (the filter of every report, the pickers of the vouchers)',
        response: { 200: z.array(StockReportWarehouse) },
      },
    },
    async (request) => reportWarehouses(db, callerOf(request)),
  );

  app.get(
    `${STOCK_REPORT_API}/balance`,
    {
      config: view,
      schema: {
        tags,
        summary: 'Current balances by warehouse, goods and batch',
        querystring: StockBalanceQuery,
        response: { 200: pageOf(StockBalanceRow) },
      },
    },
    async (request) => stockBalanceReport(db, callerOf(request), request.query),
  );

  app.get(
    `${STOCK_REPORT_API}/balance-as-of`,
    {
      config: view,
      schema: {
        tags,
        summary: 'Opening, in, out, closing and closing value over a period of days',
        querystring: StockBalanceAsOfQuery,
        response: { 200: pageOf(StockBalanceAsOfRow) },
      },
    },
    async (request) => stockBalanceAsOfReport(db, callerOf(request), request.query),
  );

  app.get(
    `${STOCK_REPORT_API}/ledger`,
    {
      config: view,
      schema: {
        tags,
        summary: "One goods' moves with the running balance after each",
        querystring: StockLedgerQuery,
        response: { 200: pageOf(StockLedgerRow) },
      },
    },
    async (request) => stockLedgerReport(db, callerOf(request), request.query),
  );

  app.get(
    `${STOCK_REPORT_API}/near-expiry`,
    {
      config: view,
      schema: {
        tags,
        summary: 'Batches on hand expiring within a number of days',
        querystring: StockNearExpiryQuery,
        response: { 200: pageOf(StockNearExpiryRow) },
      },
    },
    async (request) => stockNearExpiryReport(db, callerOf(request), request.query, request.zone),
  );

  app.get(
    `${STOCK_REPORT_API}/slow-movers`,
    {
      config: view,
      schema: {
        tags,
        summary: 'Stock on hand that has not moved for a number of days',
        querystring: StockSlowMoverQuery,
        response: { 200: pageOf(StockSlowMoverRow) },
      },
    },
    async (request) => stockSlowMoverReport(db, callerOf(request), request.query, request.zone),
  );

  app.get(
    `${STOCK_REPORT_API}/ageing`,
    {
      config: view,
      schema: {
        tags,
        summary: 'Stock on hand by the age of the receipts it came in by (FIFO), in 30-day buckets, as of a day',
        querystring: StockAgeingQuery,
        response: { 200: pageOf(StockAgeingRow) },
      },
    },
    async (request) => stockAgeingReport(db, callerOf(request), request.query, request.zone),
  );

  app.get(
    `${STOCK_REPORT_API}/projected`,
    {
      config: view,
      schema: {
        tags,
        summary: 'On hand, reserved, in transit, available and projected stock per goods, with its reorder flag',
        querystring: StockProjectedQuery,
        response: { 200: pageOf(StockProjectedRow) },
      },
    },
    async (request) => stockProjectedReport(db, callerOf(request), request.query),
  );

  app.get(
    `${STOCK_REPORT_API}/in-out-by-type`,
    {
      config: view,
      schema: {
        tags,
        summary: 'Quantities and values in and out over a period by voucher type',
        querystring: StockInOutQuery,
        response: { 200: pageOf(StockInOutRow) },
      },
    },
    async (request) => stockInOutReport(db, callerOf(request), request.query),
  );

  app.get(
    `${STOCK_REPORT_API}/drift`,
    {
      config: { permission: stockDriftCodes.check },
      schema: { tags, summary: 'The last run of the stock invariant check', response: { 200: StockDriftLast } },
    },
    async (request) => ({ run: await lastDriftRun(db, callerOf(request).tenantId) }),
  );

  app.post(
    `${STOCK_REPORT_API}/check`,
    {
      config: { permission: stockDriftCodes.check },
      schema: {
        tags,
        summary: "Recomputes the tenant's balances and running figures from the ledger and records the drift",
        response: { 200: StockDriftRun },
      },
    },
    async (request) => runDriftCheck(db, callerOf(request).tenantId, 'manual'),
  );
};
