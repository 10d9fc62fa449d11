import { pageOf } from '@smdp/contracts';
import {
  BuyerTrendQuery,
  BuyerTrendRow,
  FillRateQuery,
  FillRateRow,
  OrderStatusQuery,
  OrderStatusRow,
  ReturnReasonQuery,
  ReturnReasonRow,
  reportCenterCodes,
  SalesQuery,
  SalesRow,
  StoreCountQuery,
  StoreCountRow,
  StoreOrderQuery,
  StoreOrderRow,
  StoreWarehouseQuery,
  StoreWarehouseRow,
} from '@smdp/contracts/report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatDateTime } from '../../platform/http/datetime';
import { callerOf } from '../../platform/scope/caller';
import {
  buyerTrendReport,
  fillRateReport,
  orderStatusReport,
  returnReasonReport,
  salesReport,
  storeCountReport,
  storeOrderReport,
  storeWarehouseReport,
} from './report.queries';

const base = '/smdp-report/report';
const tags = ['report'];
const permission = reportCenterCodes.view;
const todayIn = (zone: string) => formatDateTime(new Date(), zone).slice(0, 10);

/** The Orders and Network reports of domain.md §11: paged lists in the list dialect, figures from SQL. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    `${base}/order-status`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Sale orders by state and age (days since posting): count, value, age buckets',
        querystring: OrderStatusQuery,
        response: { 200: pageOf(OrderStatusRow) },
      },
    },
    async (request) => orderStatusReport(db, callerOf(request), request.query, todayIn(request.zone)),
  );

  app.get(
    `${base}/fill-rate`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Fill rate per goods: delivered ÷ ordered base quantity on live sale orders',
        querystring: FillRateQuery,
        response: { 200: pageOf(FillRateRow) },
      },
    },
    async (request) => fillRateReport(db, callerOf(request), request.query),
  );

  app.get(
    `${base}/return-reasons`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Returns by reason: count and value of the returns that went ahead',
        querystring: ReturnReasonQuery,
        response: { 200: pageOf(ReturnReasonRow) },
      },
    },
    async (request) => returnReasonReport(db, callerOf(request), request.query),
  );

  app.get(
    `${base}/sales`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Sales (secondary by default) by buyer, goods, salesperson, region or month',
        querystring: SalesQuery,
        response: { 200: pageOf(SalesRow) },
      },
    },
    async (request) => salesReport(db, callerOf(request), request.query),
  );

  app.get(
    `${base}/buyer-trend`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Top buyers of the period, or the falling ones against the period before',
        querystring: BuyerTrendQuery,
        response: { 200: pageOf(BuyerTrendRow) },
      },
    },
    async (request) => buyerTrendReport(db, callerOf(request), request.query, todayIn(request.zone)),
  );

  app.get(
    `${base}/store-count`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Stores per seller: active now, opened and closed in the period',
        querystring: StoreCountQuery,
        response: { 200: pageOf(StoreCountRow) },
      },
    },
    async (request) => storeCountReport(db, callerOf(request), request.query),
  );

  app.get(
    `${base}/store-warehouse`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Active stores per default warehouse',
        querystring: StoreWarehouseQuery,
        response: { 200: pageOf(StoreWarehouseRow) },
      },
    },
    async (request) => storeWarehouseReport(db, callerOf(request), request.query),
  );

  app.get(
    `${base}/store-orders`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Live sale orders per store in the period: count, value, last posting day',
        querystring: StoreOrderQuery,
        response: { 200: pageOf(StoreOrderRow) },
      },
    },
    async (request) => storeOrderReport(db, callerOf(request), request.query),
  );
};
