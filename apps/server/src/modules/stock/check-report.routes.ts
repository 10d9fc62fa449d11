import { pageOf } from '@smdp/contracts';
import { CountDifference, CountDifferenceQuery, stockCheckCodes, stockReportCodes } from '@smdp/contracts/stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/scope/caller';
import { countDifferences } from './check-report';

/** The count-differences report (domain.md §6): on the checks page and among the stock reports. */
export const checkReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/smdp-stock/report/count-differences',
    {
      config: { permission: [stockCheckCodes.view, stockReportCodes.view] },
      schema: {
        tags: ['stock-report'],
        summary: 'Lines of posted stock checks: book, counted, difference and its value',
        querystring: CountDifferenceQuery,
        response: { 200: pageOf(CountDifference) },
      },
    },
    async (request) => countDifferences(db, callerOf(request), request.query),
  );
};
