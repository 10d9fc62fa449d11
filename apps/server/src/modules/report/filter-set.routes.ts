import { FilterSet, FilterSetInput, FilterSetListQuery, reportCenterCodes } from '@smdp/contracts/report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/scope/caller';
import { filterSetsOf, removeFilterSet, saveFilterSet } from './filter-set.service';

const base = '/smdp-report/filter-set';
const tags = ['report-filter-set'];
const permission = reportCenterCodes.view;

/** Each account's named filter sets per report: list, save (by name), remove. */
export const filterSetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    `${base}/list`,
    {
      config: { permission },
      schema: {
        tags,
        summary: "The caller's saved filter sets of a report",
        querystring: FilterSetListQuery,
        response: { 200: z.array(FilterSet) },
      },
    },
    async (request) => filterSetsOf(db, callerOf(request), request.query.reportCode),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Saves a named filter set of a report (the same name replaces it)',
        body: FilterSetInput,
        response: { 200: FilterSet },
      },
    },
    async (request) => saveFilterSet(db, callerOf(request), request.body),
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Deletes one of the caller’s filter sets',
        querystring: z.object({ id: z.string().regex(/^\d{1,19}$/) }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      await removeFilterSet(db, callerOf(request), request.query.id);
      return true;
    },
  );
};
