import { DateTime, FilterDate, Id, IdInput, PageQuery, pageOf } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import type { Session } from '../../platform/auth/tokens';
import { TtlCache } from '../../platform/cache';
import {
  listMessages,
  MESSAGE_CATEGORIES,
  markAllRead,
  openMessage,
  sendMessage,
  unreadCount,
} from './message.service';

const Message = z.object({
  id: Id,
  category: z.string(),
  categoryName: z.string().describe("the category's name in the Lang-Type language (dictionary message_category)"),
  title: z.string(),
  content: z.string(),
  createTime: DateTime,
  isRead: z.number().int(),
  readTime: DateTime.nullable(),
});

/** `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss` naming a real moment; anything else would fail in the database cast. */
const ListQuery = PageQuery.extend({
  title_like: z.string().max(200).optional(),
  category_equal: z.string().max(32).optional(),
  isRead_equal: z.enum(['0', '1', '']).optional(),
  createTime_datege: FilterDate,
  createTime_dategt: FilterDate,
  createTime_datelt: FilterDate,
});

const NewMessage = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.string().max(5000).default(''),
  category: z.enum(MESSAGE_CATEGORIES).default('SYSTEM'),
  recipientUserId: IdInput.optional(),
  recipientCustomerId: IdInput.optional(),
});

/** The unread badge is polled by every open page; a new message shows within this time. */
const UNREAD_CACHE_TTL_MS = 3_000;

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, caches } = app.deps;
  const base = '/blade-resource/msg';
  const unreadCounts = new TtlCache<number>(UNREAD_CACHE_TTL_MS, 50_000);
  caches.push(unreadCounts);
  const readerKey = (session: Session) => `${session.tenantId}:${session.userId}`;

  app.get(
    `${base}/unread`,
    {
      schema: {
        tags: ['message'],
        summary: "How many of the caller's messages are unread (the top bar badge)",
        response: { 200: z.object({ count: z.number().int() }) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return { count: await unreadCounts.getOrLoad(readerKey(session), () => unreadCount(db, session)) };
    },
  );

  app.get(
    `${base}/list`,
    {
      schema: {
        tags: ['message'],
        summary: "The caller's messages, newest first",
        querystring: ListQuery,
        response: { 200: pageOf(Message) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, isRead_equal, ...filters } = request.query;
      return listMessages(
        db,
        sessionOf(request),
        { current, size, ascs, descs },
        { ...filters, isRead_equal: isRead_equal || undefined },
        { zone: request.zone, lang: request.lang },
      );
    },
  );

  app.get(
    `${base}/detail`,
    {
      schema: {
        tags: ['message'],
        summary: 'One message; opening it marks it read for the caller',
        querystring: z.object({ id: IdInput }),
        response: { 200: Message },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const message = await openMessage(db, session, request.query.id, request.lang);
      unreadCounts.delete(readerKey(session));
      return message;
    },
  );

  app.post(
    `${base}/allRead`,
    {
      schema: {
        tags: ['message'],
        summary: 'Marks every message of the caller read; returns how many changed',
        response: { 200: z.number().int() },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const marked = await markAllRead(db, session);
      unreadCounts.delete(readerKey(session));
      return marked;
    },
  );

  app.post(
    `${base}/submit`,
    {
      schema: {
        tags: ['message'],
        summary: 'Company staff send a message to a user or to all accounts of a customer',
        body: NewMessage,
        response: { 200: z.object({ id: Id }) },
      },
    },
    async (request) => {
      const id = await sendMessage(db, sessionOf(request), request.body);
      // A customer's message reaches accounts whose keys are not known here; sending is rare.
      unreadCounts.clear();
      return { id };
    },
  );
};
