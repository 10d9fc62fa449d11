import { DashboardTile, DashboardTileList, DashboardTileQuery, dashboardCodes } from '@smdp/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentCallerOf } from '../../platform/document/define';
import { notFound } from '../../platform/http/errors';
import { CUSTOMER_TILES } from './customer.tiles';
import { audiencesOf, visibleTo } from './dashboard.tile';
import { ADMIN_TILES, STAFF_TILES } from './staff.tiles';

const base = '/smdp-dashboard/tile';
const tags = ['dashboard'];
const TILES = [...CUSTOMER_TILES, ...STAFF_TILES, ...ADMIN_TILES];

/**
 * The dashboard (page /dashboard/index and the home tab): the tiles the caller gets by the kind of user
 * it is and the lists it may open, and one call per tile with its figures and the link to its list.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${base}/list`,
    {
      config: { permission: dashboardCodes.view },
      schema: {
        tags,
        summary: 'The tiles of the caller’s dashboard, in display order',
        response: { 200: DashboardTileList },
      },
    },
    async (request) => {
      const caller = await documentCallerOf(app, request);
      const audiences = audiencesOf(caller);
      return TILES.filter((tile) => visibleTo(tile, caller, audiences)).map(({ code, audience, chart }) => ({
        code,
        audience,
        chart,
      }));
    },
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: dashboardCodes.view },
      schema: {
        tags,
        summary: 'One tile’s figures (and chart series) with the list behind them: menu path and filter',
        querystring: DashboardTileQuery,
        response: { 200: DashboardTile },
      },
    },
    async (request) => {
      const caller = await documentCallerOf(app, request);
      const tile = TILES.find((one) => one.code === request.query.code);
      // A tile the caller does not get is as absent as a row outside its scope.
      if (!tile || !visibleTo(tile, caller, audiencesOf(caller))) throw notFound();
      const loaded = await tile.load({ app, caller, zone: request.zone, now: new Date() });
      return { code: tile.code, ...loaded };
    },
  );
};
