import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxPublisher } from '../../platform/document/outbox';
import { attachRoutes } from './attach.routes';
import { logRoutes } from './log.routes';
import { registrationRoutes } from './registration.routes';
import { deliverQueuedSms } from './sms.outbox';
import { smsProviderOf } from './sms.provider';
import { smsRoutes } from './sms.routes';

/** How often an instance hands queued rule texts to the SMS provider, unless the configuration says otherwise. */
const SMS_OUTBOX_MS = 5_000;

/** Logs, SMS, attachments and guest registration approval (issue 4 items 9, 10, 11). */
export const recordsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(logRoutes);
  await app.register(smsRoutes);
  await app.register(attachRoutes);
  await app.register(registrationRoutes);
  const provider = smsProviderOf(app.deps.config, app.deps.db, app.log);
  const smsOutbox = new OutboxPublisher(
    () => deliverQueuedSms(app.deps.db, provider),
    app.deps.config.outboxPublishMs ?? SMS_OUTBOX_MS,
    (error) => app.log.error({ err: error }, 'SMS outbox'),
  );
  app.addHook('onReady', async () => smsOutbox.start());
  app.addHook('onClose', () => smsOutbox.stop());
};

/** Documents that keep files register how to find them, so the attachment page names each file's documents. */
export { type AttachmentHolder, jsonFileHolder, registerAttachmentHolder } from './attach.holders';
export * from './for-auth';
export * from './for-catalog';
export * from './for-dashboard';
export * from './for-feedback';
export * from './for-resource';
export * from './for-user';
/** Verification codes by SMS, for other modules' flows (the forgotten password of the user module). */
export { type SmsOutgoing, type SmsProvider, smsProviderOf, tableSmsProvider } from './sms.provider';
export { normalizePhone, PHONE_PATTERN, SMS_LIMITS, sendVerificationCode, verifySmsCode } from './sms.service';
