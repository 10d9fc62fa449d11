import { pageOf } from '@smdp/contracts';
import {
  Visit,
  VisitCancel,
  VisitCheckIn,
  VisitCheckOut,
  VisitCollection,
  VisitListQuery,
  VisitMissedReason,
  VisitOrder,
  VisitTaskSave,
  visitCodes,
} from '@smdp/contracts/field';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentCallerOf } from '../../platform/document/define';
import { callerOf } from '../../platform/scope/caller';
import { checkIn } from './visit.checkin';
import { checkOut, recordVisitReason } from './visit.checkout';
import { listVisits, visitDetail } from './visit.queries';
import { collectOnVisit, orderFromShelf, saveVisitTask } from './visit.tasks';

const base = '/smdp-field/visit';
const tags = ['field'];
/** The salesperson's own work in the store. */
const work = { permission: [visitCodes.add] };

/** Store visits (domain.md §9): the list, and check-in, tasks, order, collection and check-out from the phone. */
export const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const detail = (request: Parameters<typeof callerOf>[0], id: string) => visitDetail(db, callerOf(request), id);

  app.get(
    `${base}/list`,
    {
      config: { permission: visitCodes.view },
      schema: {
        tags,
        summary: 'Visits the caller sees, by day and sequence',
        querystring: VisitListQuery,
        response: { 200: pageOf(Visit) },
      },
    },
    (request) => listVisits(db, callerOf(request), request.query),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: visitCodes.view },
      schema: {
        tags,
        summary: 'One visit with its tasks',
        querystring: z.object({ id: z.string().regex(/^\d{1,19}$/) }),
        response: { 200: Visit },
      },
    },
    (request) => detail(request, request.query.id),
  );

  app.post(
    `${base}/check-in`,
    {
      config: work,
      schema: {
        tags,
        summary:
          'Checks in at a store (a planned visit, or an unplanned one): GPS inside the radius, FORCED with a reason outside it; once per client key',
        body: VisitCheckIn,
        response: { 200: Visit },
      },
    },
    async (request) => {
      const id = await checkIn(db, callerOf(request), request.body, { zone: request.zone, ip: request.ip });
      return detail(request, id);
    },
  );

  app.post(
    `${base}/task`,
    {
      config: work,
      schema: {
        tags,
        summary: "Saves a task's result on the caller's open visit (the last save wins)",
        body: VisitTaskSave,
        response: { 200: Visit },
      },
    },
    async (request) => {
      await saveVisitTask(db, callerOf(request), request.body, { zone: request.zone, ip: request.ip });
      return detail(request, request.body.id);
    },
  );

  app.post(
    `${base}/order`,
    {
      config: work,
      schema: {
        tags,
        summary:
          "The shelf count's suggested order (target − counted) as a SECONDARY draft order with source VISIT; once",
        body: VisitOrder,
        response: { 200: Visit },
      },
    },
    async (request) => {
      const caller = await documentCallerOf(app, request);
      await orderFromShelf(db, caller, request.body, { zone: request.zone, ip: request.ip });
      return detail(request, request.body.id);
    },
  );

  app.post(
    `${base}/collection`,
    {
      config: work,
      schema: {
        tags,
        summary: "The store's payment as a draft receipt to its distributor; once",
        body: VisitCollection,
        response: { 200: Visit },
      },
    },
    async (request) => {
      const caller = await documentCallerOf(app, request);
      await collectOnVisit(db, caller, request.body, { zone: request.zone, ip: request.ip });
      return detail(request, request.body.id);
    },
  );

  app.post(
    `${base}/check-out`,
    {
      config: work,
      schema: {
        tags,
        summary:
          'Checks out with an outcome once every required task is done; a retry of a completed visit changes nothing',
        body: VisitCheckOut,
        response: { 200: Visit },
      },
    },
    async (request) => {
      await checkOut(db, callerOf(request), request.body, { ip: request.ip });
      return detail(request, request.body.id);
    },
  );

  app.post(
    `${base}/cancel`,
    {
      config: { permission: [visitCodes.edit] },
      schema: { tags, summary: 'Cancels a PLANNED visit with a reason', body: VisitCancel, response: { 200: Visit } },
    },
    async (request) => {
      await recordVisitReason(
        db,
        callerOf(request),
        'cancel',
        { ...request.body, id: String(request.body.id) },
        { ip: request.ip },
      );
      return detail(request, String(request.body.id));
    },
  );

  app.post(
    `${base}/missed-reason`,
    {
      config: { permission: [visitCodes.add, visitCodes.edit] },
      schema: {
        tags,
        summary: 'Records why a MISSED visit did not happen',
        body: VisitMissedReason,
        response: { 200: Visit },
      },
    },
    async (request) => {
      await recordVisitReason(
        db,
        callerOf(request),
        'missed',
        { ...request.body, id: String(request.body.id) },
        { ip: request.ip },
      );
      return detail(request, String(request.body.id));
    },
  );
};
