import { actionsOf, IdInput, IdList, TimelineEntry, TransitionBody } from '@smdp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type DocumentCaller, type DocumentDefinition, type DocumentTable, documentCallerOf } from './define';
import { amend, removeDocuments, transition } from './lifecycle';
import { timelineOf } from './timeline';

type Schema = z.ZodType;

/** How a document's calls are published: where, under which tag, and the words of each operation. */
export type DocumentRoutes<Query extends Schema> = {
  base: string;
  tags: string[];
  /** The response of detail and of every action. */
  entity: Schema;
  list?: {
    summary: string;
    querystring: Query;
    response: Schema;
    handler: (caller: DocumentCaller, query: z.output<Query>, request: FastifyRequest) => Promise<unknown>;
  };
  detail?: { summary: string };
  remove?: { summary: string };
  amend?: { summary: string };
  timeline?: { summary: string };
};

/**
 * The calls of a document generated from its declaration: list, detail, one POST per action of its
 * machine (`<base>/<action>`, body `TransitionBody`, the action's codes), remove, amend and timeline.
 * Calls that do not fit (create and change, pickers) stay in the module's own routes.
 */
export function documentRoutes<T extends DocumentTable, S extends string, A extends string, D, Query extends Schema>(
  definition: DocumentDefinition<T, S, A, D>,
  published: DocumentRoutes<Query>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = app.deps;
    const { base, tags, entity } = published;
    const callerOf = (request: FastifyRequest) => documentCallerOf(app as unknown as FastifyInstance, request);

    const list = published.list;
    if (list) {
      app.get(
        `${base}/list`,
        {
          config: { permission: definition.codes.view },
          schema: { tags, summary: list.summary, querystring: list.querystring, response: { 200: list.response } },
        },
        async (request) => list.handler(await callerOf(request), request.query as z.output<Query>, request),
      );
    }

    if (published.detail) {
      app.get(
        `${base}/detail`,
        {
          config: { permission: definition.codes.view },
          schema: {
            tags,
            summary: published.detail.summary,
            querystring: z.object({ id: IdInput }),
            response: { 200: entity },
          },
        },
        async (request) => definition.detail(db, await callerOf(request), request.query.id),
      );
    }

    for (const action of actionsOf(definition.machine)) {
      const { from, to, codes } = definition.machine.actions[action];
      app.post(
        `${base}/${action}`,
        {
          config: { permission: codes },
          schema: { tags, summary: `${from.join(' / ')} -> ${to}`, body: TransitionBody, response: { 200: entity } },
        },
        async (request) =>
          transition(db, definition, await callerOf(request), action, request.body, {
            zone: request.zone,
            ip: request.ip,
          }),
      );
    }

    if (published.remove) {
      app.post(
        `${base}/remove`,
        {
          config: { permission: definition.codes.delete },
          schema: {
            tags,
            summary: published.remove.summary,
            querystring: z.object({ ids: IdList }),
            response: { 200: z.boolean() },
          },
        },
        async (request) => {
          await removeDocuments(db, definition, await callerOf(request), request.query.ids, request.ip);
          return true;
        },
      );
    }

    const amendRule = definition.amend;
    if (published.amend && amendRule) {
      app.post(
        `${base}/amend`,
        {
          config: { permission: amendRule.codes },
          schema: { tags, summary: published.amend.summary, body: TransitionBody, response: { 200: entity } },
        },
        async (request) =>
          amend(db, definition, await callerOf(request), request.body, { zone: request.zone, ip: request.ip }),
      );
    }

    if (published.timeline) {
      app.get(
        `${base}/timeline`,
        {
          config: { permission: definition.codes.view },
          schema: {
            tags,
            summary: published.timeline.summary,
            querystring: z.object({ id: IdInput }),
            response: { 200: z.array(TimelineEntry) },
          },
        },
        async (request) => {
          const caller = await callerOf(request);
          await definition.detail(db, caller, request.query.id); // 404 unless the caller may see it
          return timelineOf(db, caller, definition.type, request.query.id);
        },
      );
    }
  };
}
