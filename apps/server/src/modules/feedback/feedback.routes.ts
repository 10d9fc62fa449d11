import { pageOf } from '@smdp/contracts';
import {
  Feedback,
  FeedbackAssignInput,
  FeedbackFileQuery,
  FeedbackInput,
  FeedbackListQuery,
  FeedbackRateInput,
  FeedbackReplyInput,
  feedbackCodes,
} from '@smdp/contracts/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentCallerOf } from '../../platform/document/define';
import { documentRoutes } from '../../platform/document/routes';
import { notFound } from '../../platform/http/errors';
import { sendFile } from '../../platform/http/send-file';
import { tenantAttachmentFile } from '../records';
import { isAccountOfTenant } from '../user';
import { feedbackDocument } from './feedback.document';
import { feedbackDetail, isFileOfThread, listFeedback } from './feedback.queries';
import { assignFeedback, createFeedback, rateFeedback, replyToFeedback } from './feedback.service';

const base = '/smdp-resource/feedback';
const tags = ['feedback'];

/** Feedback (domain.md §10): list, detail, timeline, resolve, close and re-open from its machine. */
export const feedbackDocumentRoutes = documentRoutes(feedbackDocument, {
  base,
  tags,
  entity: Feedback,
  list: {
    summary: 'The feedback the caller sees, last changed first',
    querystring: FeedbackListQuery,
    response: pageOf(Feedback),
    handler: (caller, query, request) => listFeedback(request.server.deps.db, caller, query),
  },
  detail: { summary: 'One piece of feedback with its replies' },
  timeline: { summary: 'The history of a piece of feedback' },
});

/** Writing, replying, assigning and rating: the calls beside the machine. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app.deps;
  await app.register(feedbackDocumentRoutes);

  app.get(
    `${base}/file`,
    {
      config: { permission: feedbackCodes.view, envelope: false },
      schema: {
        tags,
        summary: 'A file of the thread, to whoever sees the feedback (another feedback or tenant: not found)',
        querystring: FeedbackFileQuery,
      },
    },
    async (request, reply) => {
      const caller = await documentCallerOf(app, request);
      const feedback = await feedbackDetail(db, caller, request.query.id);
      if (!isFileOfThread(feedback, request.query.fileId)) throw notFound();
      const file = await tenantAttachmentFile(db, files, caller.tenantId, request.query.fileId);
      return sendFile(
        reply,
        { name: file.originalName, contentType: file.contentType, content: file.content },
        'attachment',
      ).header('cache-control', 'private, no-store');
    },
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [feedbackCodes.add] },
      schema: { tags, summary: 'Writes feedback (OPEN)', body: FeedbackInput, response: { 200: Feedback } },
    },
    async (request) => createFeedback(db, await documentCallerOf(app, request), request.body, request.ip),
  );

  app.post(
    `${base}/reply`,
    {
      config: { permission: [feedbackCodes.add, feedbackCodes.edit] },
      schema: {
        tags,
        summary: "Adds a reply: the company's makes it REPLIED, the customer's OPEN again",
        body: FeedbackReplyInput,
        response: { 200: Feedback },
      },
    },
    async (request) => replyToFeedback(db, await documentCallerOf(app, request), request.body, request.ip),
  );

  app.post(
    `${base}/assign`,
    {
      config: { permission: [feedbackCodes.edit] },
      schema: {
        tags,
        summary: 'The company hands it to one of its accounts',
        body: FeedbackAssignInput,
        response: { 200: Feedback },
      },
    },
    async (request) => {
      const caller = await documentCallerOf(app, request);
      return assignFeedback(db, caller, request.body, (userId) => isAccountOfTenant(db, caller, userId), request.ip);
    },
  );

  app.post(
    `${base}/rate`,
    {
      config: { permission: [feedbackCodes.add] },
      schema: {
        tags,
        summary: 'The customer rates it (1 to 5) once resolved',
        body: FeedbackRateInput,
        response: { 200: Feedback },
      },
    },
    async (request) => rateFeedback(db, await documentCallerOf(app, request), request.body, request.ip),
  );
};
