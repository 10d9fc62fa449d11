import { IdInput, IdList, pageOf } from '@smdp/contracts';
import {
  MessageRule,
  MessageRuleDateField,
  MessageRuleInput,
  MessageRuleListQuery,
  messageRuleCodes,
} from '@smdp/contracts/resource';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import { callerOf } from '../../platform/scope/caller';
import { ruleDateFields } from './message-rule.dates';
import { listMessageRules, messageRuleDetail, removeMessageRules, saveMessageRule } from './message-rule.service';

/** The rules that turn document events into messages (system administration). */
export const messageRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions } = app.deps;
  const base = '/blade-resource/msg-rule';
  const tags = ['message rule'];

  app.get(
    `${base}/list`,
    {
      config: { permission: messageRuleCodes.view },
      schema: {
        tags,
        summary: 'The message rules of the tenant, a page',
        querystring: MessageRuleListQuery,
        response: { 200: pageOf(MessageRule) },
      },
    },
    async (request) => {
      const { current, size, ascs, descs, ...filters } = request.query;
      return listMessageRules(db, callerOf(request), { current, size, ascs, descs }, filters);
    },
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: messageRuleCodes.view },
      schema: {
        tags,
        summary: 'One message rule',
        querystring: z.object({ id: IdInput }),
        response: { 200: MessageRule },
      },
    },
    async (request) => messageRuleDetail(db, callerOf(request), request.query.id),
  );

  app.get(
    `${base}/date-fields`,
    {
      config: { permission: messageRuleCodes.view },
      schema: {
        tags,
        summary: 'The date fields a DATE rule may count from, per document type',
        response: { 200: z.array(MessageRuleDateField) },
      },
    },
    async () => ruleDateFields().map(({ docType, field }) => ({ docType, field })),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [messageRuleCodes.add, messageRuleCodes.edit] },
      schema: {
        tags,
        summary: 'Creates a rule, or changes one (with id and version); it fires for events from then on',
        body: MessageRuleInput,
        response: { 200: MessageRule },
      },
    },
    async (request) => {
      const code = request.body.id ? messageRuleCodes.edit : messageRuleCodes.add;
      if (!(await permissions.has(sessionOf(request), code))) throw forbidden();
      return saveMessageRule(db, callerOf(request), request.body, request.ip);
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: messageRuleCodes.delete },
      schema: {
        tags,
        summary: 'Removes rules (soft)',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => (await removeMessageRules(db, callerOf(request), request.query.ids, request.ip)) > 0,
  );
};
