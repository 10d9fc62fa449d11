import { pageOf } from '@smdp/contracts';
import {
  CoverageRow,
  DayMap,
  DayMapQuery,
  DistanceAnomalyRow,
  MissedReasonRow,
  StrikeRateRow,
  VisitReportQuery,
  visitCodes,
} from '@smdp/contracts/field';
import { reportCenterCodes } from '@smdp/contracts/report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/scope/caller';
import {
  coverageReport,
  dayMap,
  distanceAnomalyReport,
  missedReasonReport,
  strikeRateReport,
} from './visit-report.queries';

const base = '/smdp-field/visit-report';
const tags = ['visit-report'];
/** The report centre's field row, and the visits page (its day map). */
const permission = [reportCenterCodes.view, visitCodes.view];

/** The visit reports of domain.md §9 over the visits the caller sees. */
export const visitReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    `${base}/coverage`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Plan against actual per salesperson: planned, visited, missed, unplanned, time in store',
        querystring: VisitReportQuery,
        response: { 200: pageOf(CoverageRow) },
      },
    },
    async (request) => coverageReport(db, callerOf(request), request.query),
  );

  app.get(
    `${base}/strike-rate`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Strike rate (orders ÷ completed visits) and lines per call per salesperson',
        querystring: VisitReportQuery,
        response: { 200: pageOf(StrikeRateRow) },
      },
    },
    async (request) => strikeRateReport(db, callerOf(request), request.query),
  );

  app.get(
    `${base}/missed`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Missed visits by reason, with the stores missed more than once',
        querystring: VisitReportQuery,
        response: { 200: pageOf(MissedReasonRow) },
      },
    },
    async (request) => missedReasonReport(db, callerOf(request), request.query),
  );

  app.get(
    `${base}/distance`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Check-ins forced or outside the radius, farthest first',
        querystring: VisitReportQuery,
        response: { 200: pageOf(DistanceAnomalyRow) },
      },
    },
    async (request) => distanceAnomalyReport(db, callerOf(request), request.query),
  );

  app.get(
    `${base}/day-map`,
    {
      config: { permission },
      schema: {
        tags,
        summary: "A salesperson's day: visits with store, check-in and check-out positions, in the order made",
        querystring: DayMapQuery,
        response: { 200: DayMap },
      },
    },
    async (request) => dayMap(db, callerOf(request), request.query, request.zone),
  );
};
