import { pageOf } from '@smdp/contracts';
import {
  Message,
  MessageIdQuery,
  MessageListQuery,
  MessageSent,
  MessagesMarkedRead,
  NewMessage,
  UnreadCount,
} from '@smdp/contracts/resource';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TtlCache } from '../../platform/cache';
import { type Caller, callerOf } from '../../platform/scope/caller';
import { listMessages, markAllRead, openMessage, sendMessage, unreadCount } from './message.service';

/** The unread badge is polled by every open page; a new message shows within this time. */
const UNREAD_CACHE_TTL_MS = 3_000;

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, caches } = app.deps;
  const base = '/blade-resource/msg';
  const unreadCounts = new TtlCache<number>(UNREAD_CACHE_TTL_MS, 50_000);
  caches.push(unreadCounts);
  const readerKey = (caller: Caller) => `${caller.tenantId}:${caller.userId}`;

  app.get(
    `${base}/unread`,
    {
      schema: {
        tags: ['message'],
        summary: "How many of the caller's messages are unread (the top bar badge)",
        response: { 200: UnreadCount },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return { count: await unreadCounts.getOrLoad(readerKey(caller), () => unreadCount(db, caller)) };
    },
  );

  app.get(
    `${base}/list`,
    {
      schema: {
        tags: ['message'],
        summary: "The caller's messages, newest first",
        querystring: MessageListQuery,
        response: { 200: pageOf(Message) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, isRead_equal, ...filters } = request.query;
      return listMessages(
        db,
        callerOf(request),
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
        querystring: MessageIdQuery,
        response: { 200: Message },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const message = await openMessage(db, caller, request.query.id, request.lang);
      unreadCounts.delete(readerKey(caller));
      return message;
    },
  );

  app.post(
    `${base}/allRead`,
    {
      schema: {
        tags: ['message'],
        summary: 'Marks every message of the caller read; returns how many changed',
        response: { 200: MessagesMarkedRead },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const marked = await markAllRead(db, caller);
      unreadCounts.delete(readerKey(caller));
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
        response: { 200: MessageSent },
      },
    },
    async (request) => {
      const id = await sendMessage(db, callerOf(request), request.body);
      // A customer's message reaches accounts whose keys are not known here; sending is rare.
      unreadCounts.clear();
      return { id };
    },
  );
};
