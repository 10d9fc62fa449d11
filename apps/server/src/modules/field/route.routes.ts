import { pageOf } from '@smdp/contracts';
import {
  routeCodes as codes,
  Route,
  RouteIdQuery,
  RouteIdsQuery,
  RouteInput,
  RouteListQuery,
  RouteOwnerQuery,
  RouteStateInput,
  RouteStopsInput,
  RouteSummary,
  SalespersonOption,
  StoreOption,
} from '@smdp/contracts/field';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../platform/http/errors';
import { callerOf } from '../../platform/scope/caller';
import { listRoutes, routeDetail } from './route.queries';
import {
  createRoute,
  removeRoutes,
  salespersonOptions,
  setRouteState,
  setRouteStops,
  storeOptions,
  updateRoute,
} from './route.service';

/** Routes of domain.md §9 (`/smdp-field/route/*`): the routes page and the route detail page. */
export const routeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const base = '/smdp-field/route';
  const tags = ['field-route'];

  app.get(
    `${base}/list`,
    {
      config: { permission: codes.view },
      schema: {
        tags,
        summary: 'Routes the caller sees, paged',
        querystring: RouteListQuery,
        response: { 200: pageOf(RouteSummary) },
      },
    },
    async (request) => listRoutes(db, callerOf(request), request.query, request.zone),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: codes.view },
      schema: {
        tags,
        summary: 'One route with its stops in order and the latest visits of its plans',
        querystring: RouteIdQuery,
        response: { 200: Route },
      },
    },
    async (request) => routeDetail(db, callerOf(request), request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [codes.add, codes.edit] },
      schema: {
        tags,
        summary: 'Creates a route (no id, route_visit_add) or changes one (id and version, route_visit_edit)',
        body: RouteInput,
        response: { 200: Route },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id, version, ...input } = request.body;
      const held = await app.deps.permissions.codesOf(caller);
      if (!held.has(id ? codes.edit : codes.add)) throw forbidden();
      const context = { zone: request.zone, ip: request.ip };
      return id
        ? updateRoute(db, caller, { ...input, id, version: version ?? 0 }, context)
        : createRoute(db, caller, input, context);
    },
  );

  app.post(
    `${base}/stops`,
    {
      config: { permission: codes.edit },
      schema: {
        tags,
        summary: "Sets a route's stops in order (add, remove, move, lock); locked stops keep their seq",
        body: RouteStopsInput,
        response: { 200: Route },
      },
    },
    async (request) => setRouteStops(db, callerOf(request), request.body, request.ip),
  );

  app.post(
    `${base}/state`,
    {
      config: { permission: codes.edit },
      schema: { tags, summary: 'Inactivates or re-activates a route', body: RouteStateInput, response: { 200: Route } },
    },
    async (request) => setRouteState(db, callerOf(request), request.body, request.ip),
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: codes.delete },
      schema: { tags, summary: 'Deletes routes', querystring: RouteIdsQuery, response: { 200: z.boolean() } },
    },
    async (request) => {
      await removeRoutes(db, callerOf(request), request.query.ids, request.ip);
      return true;
    },
  );

  app.get(
    `${base}/salespeople`,
    {
      config: { permission: [codes.add, codes.edit] },
      schema: {
        tags,
        summary: "Who may run the owner's routes: its enabled accounts",
        querystring: RouteOwnerQuery,
        response: { 200: z.array(SalespersonOption) },
      },
    },
    async (request) => salespersonOptions(db, callerOf(request), request.query.ownerPartyId),
  );

  app.get(
    `${base}/stores`,
    {
      config: { permission: [codes.add, codes.edit] },
      schema: {
        tags,
        summary: "The ACTIVE stores the owner sells to (a route's possible stops)",
        querystring: RouteOwnerQuery.extend({ keyword: z.string().max(50).optional() }),
        response: { 200: z.array(StoreOption) },
      },
    },
    async (request) => storeOptions(db, callerOf(request), request.query.ownerPartyId, request.query.keyword),
  );
};
