import { IdInput, pageOf } from '@smdp/contracts';
import {
  DeliveryWarehouse,
  VanCloseInput,
  VanDay,
  VanDayListQuery,
  VanDayOpenInput,
  VanDaySummary,
  VanLoadInput,
  VanSellInput,
  VanStockLine,
} from '@smdp/contracts/delivery';
import { vanSalesCodes } from '@smdp/contracts/field';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentCallerOf } from '../../platform/document/define';
import { deliveryVehicleOf } from '../customer';
import { warehouseGoods } from '../stock';
import { shipFromChoices } from '../store';
import { listVanDays, vanDayDetail } from './van.queries';
import { closeVanDay, loadVan, openVanDay, sellFromVan } from './van.service';

const base = '/smdp-delivery/van-day';
const tags = ['van-sales'];

/** Van sales (`/smdp-delivery/van-day/*`, page /field/van-sales): open a van's day, load, sell, unload and count. */
export const vanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const context = (request: { zone: string; ip: string }) => ({ zone: request.zone, ip: request.ip });
  const caller = (request: Parameters<typeof documentCallerOf>[1]) => documentCallerOf(app, request);

  app.get(
    `${base}/list`,
    {
      config: { permission: vanSalesCodes.view },
      schema: {
        tags,
        summary: "Van days of the caller's vehicles, newest first",
        querystring: VanDayListQuery,
        response: { 200: pageOf(VanDaySummary) },
      },
    },
    async (request) => listVanDays(db, await caller(request), request.query, request.zone),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: vanSalesCodes.view },
      schema: {
        tags,
        summary: 'One van day: its moves, what the van holds, the count',
        querystring: z.object({ id: IdInput }),
        response: { 200: VanDay },
      },
    },
    async (request) => vanDayDetail(db, await caller(request), request.query.id),
  );

  app.post(
    `${base}/open`,
    {
      config: { permission: vanSalesCodes.add },
      schema: {
        tags,
        summary: "Opens a van's day (the same day when already open)",
        body: VanDayOpenInput,
        response: { 200: VanDay },
      },
    },
    async (request) => openVanDay(db, await caller(request), request.body, context(request)),
  );

  app.post(
    `${base}/load`,
    {
      config: { permission: vanSalesCodes.add },
      schema: {
        tags,
        summary: "Loads the van: a transfer into the vehicle's warehouse",
        body: VanLoadInput,
        response: { 200: VanDay },
      },
    },
    async (request) => loadVan(db, await caller(request), request.body, context(request)),
  );

  app.post(
    `${base}/sell`,
    {
      config: { permission: vanSalesCodes.add },
      schema: {
        tags,
        summary: "Sells from the van: a sales-out of the vehicle's warehouse",
        body: VanSellInput,
        response: { 200: VanDay },
      },
    },
    async (request) => sellFromVan(db, await caller(request), request.body, context(request)),
  );

  app.post(
    `${base}/close`,
    {
      config: { permission: vanSalesCodes.edit },
      schema: {
        tags,
        summary: 'Ends the day: the count (differences as an adjustment), then the unload back to a warehouse',
        body: VanCloseInput,
        response: { 200: VanDay },
      },
    },
    async (request) => closeVanDay(db, await caller(request), request.body, context(request)),
  );

  app.get(
    `${base}/warehouses`,
    {
      config: { permission: vanSalesCodes.view },
      schema: {
        tags,
        summary: "The vehicle owner's warehouses a van loads from and unloads to",
        querystring: z.object({ vehicleId: IdInput }),
        response: { 200: z.array(DeliveryWarehouse) },
      },
    },
    async (request) => {
      const vehicle = await deliveryVehicleOf(db, await caller(request), request.query.vehicleId);
      const rows = await shipFromChoices(db, (await caller(request)).tenantId, vehicle.ownerPartyId);
      return rows.filter((row) => row.id !== vehicle.warehouseId).map(({ id, code, name }) => ({ id, code, name }));
    },
  );

  app.get(
    `${base}/stock`,
    {
      config: { permission: vanSalesCodes.view },
      schema: {
        tags,
        summary: 'What a warehouse the caller sees holds (the goods to load)',
        querystring: z.object({ warehouseId: IdInput }),
        response: { 200: z.array(VanStockLine) },
      },
    },
    async (request) => {
      const who = await caller(request);
      return db.transaction().execute((trx) => warehouseGoods(trx, who, request.query.warehouseId));
    },
  );
};
