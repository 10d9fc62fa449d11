import { DateTime, FilterDate, Id, PageQuery, pageOf } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import { smsProviderOf } from './sms.provider';
import {
  listSmsMessages,
  PHONE_PATTERN,
  recipientPhone,
  SMS_LIMITS,
  sendVerificationCode,
  verifyOwnPhone,
} from './sms.service';

const SmsMessage = z.object({
  id: Id,
  phone: z.string(),
  content: z.string(),
  provider: z.string(),
  state: z.string(),
  error: z.string().nullable(),
  createTime: DateTime,
});

const Code = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${SMS_LIMITS.digits}}$`));

/**
 * Verification codes by SMS (issue 4 item 11): `send-sms` for any signed-in user, the /modifyphone
 * check, and the SMS page's list of what was sent.
 */
export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const provider = smsProviderOf(config, db, app.log);
  const pepper = config.tokenSecret;
  const tags = ['sms'];

  app.post(
    '/blade-user/send-sms',
    {
      schema: {
        tags,
        summary: `Sends a ${SMS_LIMITS.digits}-digit code to the phone of an employee number, or to a phone number (${SMS_LIMITS.resendSeconds} s apart, ${SMS_LIMITS.perDay} a day per number)`,
        querystring: z.object({ empNoOrPhone: z.string().trim().min(1).max(30) }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const phone = await recipientPhone(db, session.tenantId, request.query.empNoOrPhone);
      await sendVerificationCode(db, provider, pepper, session, phone, request.lang);
      return true;
    },
  );

  app.post(
    '/blade-user/verify-phone',
    {
      schema: {
        tags,
        summary: "Proves the caller's phone with the code sent to it: saves it and sets login_phone_verify to Y",
        body: z.object({ phone: z.string().trim().regex(PHONE_PATTERN), code: Code }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      await verifyOwnPhone(db, pepper, sessionOf(request), request.body, request.ip);
      return true;
    },
  );

  app.get(
    '/blade-resource/sms/list',
    {
      config: { permission: 'sms_view' },
      schema: {
        tags,
        summary: "Messages sent within the caller's tenant, newest first",
        querystring: PageQuery.extend({
          phone: z.string().max(30).optional(),
          phone_like: z.string().max(30).optional(),
          provider_equal: z.enum(['table', 'http']).optional(),
          state_equal: z.enum(['SENT', 'FAILED']).optional(),
          createTime_datege: FilterDate,
          createTime_datelt: FilterDate,
        }),
        response: { 200: pageOf(SmsMessage) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (session.customerId) throw forbidden();
      const { current, size, ascs, descs, ...filters } = request.query;
      return listSmsMessages(db, session.tenantId, { current, size, ascs, descs }, filters, request.zone);
    },
  );
};
