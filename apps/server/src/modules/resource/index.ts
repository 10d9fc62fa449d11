import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxPublisher, publishPending } from '../../platform/document/outbox';
import { messageRoutes } from './message.routes';
import { registerRuleDateField } from './message-rule.dates';
import { messagesByRule } from './message-rule.dispatch';
import { defineMessageRuleDatesJob } from './message-rule.job';
import { messageRuleRoutes } from './message-rule.routes';
import { noticeExpiry } from './notice.dates';
import { noticeRoutes } from './notice.routes';

/** How often an instance turns document events into messages, unless the configuration says otherwise. */
const OUTBOX_PUBLISH_MS = 2_000;

/** Messages to users and customers (the top bar badge and the messages page), the rules that send them, and notices. */
export const resourceModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(messageRoutes);
  await app.register(messageRuleRoutes);
  await app.register(noticeRoutes);
  registerRuleDateField(noticeExpiry);
  await defineMessageRuleDatesJob(app);
  const publisher = new OutboxPublisher(
    () => publishDocumentEvents(app.deps.db),
    app.deps.config.outboxPublishMs ?? OUTBOX_PUBLISH_MS,
    (error) => app.log.error({ err: error }, 'outbox publisher'),
  );
  app.addHook('onReady', async () => publisher.start());
  app.addHook('onClose', () => publisher.stop());
};

/** One round of the outbox: pending document events become messages by rule. Returns how many events. */
export const publishDocumentEvents = (db: Parameters<typeof publishPending>[0]) =>
  publishPending(db, async (trx, events) => {
    await messagesByRule(trx, events);
  });

export { type Notice, sendNotices } from './message.service';
/** Modules owning a document with a date register it for the rules "N days before/after" (fund, order). */
export { type DatedDocument, type RuleDateField, registerRuleDateField } from './message-rule.dates';
export { scanDateRules } from './message-rule.scan';
export { seedMessageRules } from './message-rule.seed';
