import { pageOf } from '@smdp/contracts';
import {
  Notice,
  NoticeIdQuery,
  NoticeIds,
  NoticeInput,
  NoticeListQuery,
  NoticeReaders,
  NoticeTransition,
  noticeCodes,
} from '@smdp/contracts/resource';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFile } from '../../platform/http/send-file';
import { callerOf } from '../../platform/scope/caller';
import { XLSX_TYPE } from '../../platform/sheets/sheet-template';
import { listNotices, noticeReaders, pendingAcks } from './notice.queries';
import { ackNotice, moveNotice, openNotice, removeNotices, saveNotice } from './notice.service';
import { readersXlsx } from './notice.sheet';

const base = '/smdp-resource/notice';
const tags = ['notice'];

/**
 * Notices (domain.md §10): staff write, publish and withdraw them; every account lists and opens those
 * aimed at it, acknowledges those that ask for it (the sign-in dialog lists the ones still to do).
 */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary:
          'Notices, pinned first: staff every one of the tenant (filter by state), a customer those aimed at it now',
        querystring: NoticeListQuery,
        response: { 200: pageOf(Notice) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, ...filters } = request.query;
      return listNotices(db, callerOf(request), { current, size, ascs, descs }, filters);
    },
  );

  app.get(
    `${base}/detail`,
    {
      schema: {
        tags,
        summary: 'One notice; opening it marks it read for the caller',
        querystring: NoticeIdQuery,
        response: { 200: Notice },
      },
    },
    async (request) => openNotice(db, callerOf(request), request.query.id),
  );

  app.get(
    `${base}/pending-ack`,
    {
      schema: {
        tags,
        summary: "Live notices the caller's customer must acknowledge and the caller has not (the sign-in dialog)",
        response: { 200: z.array(Notice) },
      },
    },
    async (request) => pendingAcks(db, callerOf(request)),
  );

  app.post(
    `${base}/ack`,
    {
      schema: {
        tags,
        summary: 'The caller acknowledges a notice that asks for it',
        body: NoticeIdQuery,
        response: { 200: Notice },
      },
    },
    async (request) => ackNotice(db, callerOf(request), request.body.id),
  );

  app.post(
    `${base}/save`,
    {
      config: { permission: [noticeCodes.add, noticeCodes.edit] },
      schema: {
        tags,
        summary: 'Saves a draft notice (an id and version change one)',
        body: NoticeInput,
        response: { 200: Notice },
      },
    },
    async (request) => saveNotice(db, callerOf(request), request.body, { ip: request.ip }),
  );

  for (const action of ['publish', 'withdraw'] as const) {
    app.post(
      `${base}/${action}`,
      {
        config: { permission: [noticeCodes[action]] },
        schema: {
          tags,
          summary: action === 'publish' ? 'DRAFT -> PUBLISHED' : 'PUBLISHED -> WITHDRAWN (readers no longer see it)',
          body: NoticeTransition,
          response: { 200: Notice },
        },
      },
      async (request) => moveNotice(db, callerOf(request), action, request.body, { ip: request.ip }),
    );
  }

  app.post(
    `${base}/remove`,
    {
      config: { permission: [noticeCodes.delete] },
      schema: { tags, summary: 'Deletes notices', querystring: NoticeIds, response: { 200: z.null() } },
    },
    async (request) => {
      await removeNotices(db, callerOf(request), request.query.ids, { ip: request.ip });
      return null;
    },
  );

  app.get(
    `${base}/readers`,
    {
      config: { permission: [noticeCodes.view] },
      schema: {
        tags,
        summary: "The accounts of a notice's audience with when each read and acknowledged it (staff)",
        querystring: NoticeIdQuery,
        response: { 200: NoticeReaders },
      },
    },
    async (request) => noticeReaders(db, callerOf(request), request.query.id),
  );

  app.get(
    `${base}/readers/export`,
    {
      config: { permission: [noticeCodes.export] },
      schema: { tags, summary: 'The readers report as an .xlsx file', querystring: NoticeIdQuery },
    },
    async (request, reply) => {
      const readers = await noticeReaders(db, callerOf(request), request.query.id);
      const content = await readersXlsx(readers, request.lang, request.zone);
      return sendFile(reply, {
        name: `notice-${request.query.id}-readers.xlsx`,
        contentType: XLSX_TYPE,
        content,
      }).header('cache-control', 'no-store');
    },
  );
};
