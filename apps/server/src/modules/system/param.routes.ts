import { IdInput, IdList, pageOf } from '@smdp/contracts';
import { Param, ParamInput, ParamListQuery, paramCodes } from '@smdp/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import { callerOf } from '../../platform/scope/caller';
import { listParams, paramDetail, removeParams, saveParam } from './param.service';

/** Parameters of the caller's tenant (/system/param; BladeX `blade-system/param`). */
export const paramRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions } = app.deps;
  const base = '/blade-system/param';
  const tags = ['param'];

  app.get(
    `${base}/list`,
    {
      config: { permission: paramCodes.view },
      schema: {
        tags,
        summary: "The tenant's parameters, a page",
        querystring: ParamListQuery,
        response: { 200: pageOf(Param) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, ...filters } = request.query;
      return listParams(db, callerOf(request), { current, size, ascs, descs }, filters, request.zone);
    },
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: paramCodes.view },
      schema: { tags, summary: 'One parameter', querystring: z.object({ id: IdInput }), response: { 200: Param } },
    },
    async (request) => paramDetail(db, callerOf(request), request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [paramCodes.add, paramCodes.edit] },
      schema: {
        tags,
        summary: 'Creates a parameter, or updates one (with id and version); keys are unique per tenant',
        body: ParamInput,
        response: { 200: Param },
      },
    },
    async (request) => {
      if (!(await permissions.has(sessionOf(request), request.body.id ? paramCodes.edit : paramCodes.add)))
        throw forbidden();
      return saveParam(db, callerOf(request), request.body, request.ip);
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: paramCodes.delete },
      schema: {
        tags,
        summary: 'Soft-removes parameters',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => (await removeParams(db, callerOf(request), request.query.ids, request.ip)) > 0,
  );
};
