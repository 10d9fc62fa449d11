import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxPublisher, publishPending } from '../../platform/document/outbox';
import { messageRoutes } from './message.routes';
import { messagesByRule } from './message-rule.dispatch';
import { messageRuleRoutes } from './message-rule.routes';
import { noticeRoutes } from './notice.routes';

/** How often an instance turns document events into messages, unless the configuration says otherwise. */
const OUTBOX_PUBLISH_MS = 2_000;

/** Messages to users and customers (the top bar badge and the messages page), the rules that send them, and notices. */
export const resourceModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(messageRoutes);
  await app.register(messageRuleRoutes);
  await app.register(noticeRoutes);
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
export { seedMessageRules } from './message-rule.seed';
