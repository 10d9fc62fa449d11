import { pageOf } from '@smdp/contracts';
import {
  PhoneVerified,
  SendSmsQuery,
  SMS_LIMITS,
  SmsMessage,
  SmsMessageQuery,
  SmsSent,
  smsCodes,
  VerifyPhoneBody,
} from '@smdp/contracts/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../platform/http/errors';
import { callerOf } from '../../platform/scope/caller';
import { smsProviderOf } from './sms.provider';
import { listSmsMessages, recipientPhone, sendVerificationCode, verifyOwnPhone } from './sms.service';

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
        querystring: SendSmsQuery,
        response: { 200: SmsSent },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const phone = await recipientPhone(db, caller, request.query.empNoOrPhone);
      await sendVerificationCode(db, provider, pepper, caller, phone, request.lang);
      return true;
    },
  );

  app.post(
    '/blade-user/verify-phone',
    {
      schema: {
        tags,
        summary: "Proves the caller's phone with the code sent to it: saves it and sets login_phone_verify to Y",
        body: VerifyPhoneBody,
        response: { 200: PhoneVerified },
      },
    },
    async (request) => {
      await verifyOwnPhone(db, pepper, callerOf(request), request.body, request.ip);
      return true;
    },
  );

  app.get(
    '/blade-resource/sms/list',
    {
      config: { permission: smsCodes.view },
      schema: {
        tags,
        summary: "Messages sent within the caller's tenant, newest first",
        querystring: SmsMessageQuery,
        response: { 200: pageOf(SmsMessage) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (caller.customerId) throw forbidden();
      const { current, size, ascs, descs, ...filters } = request.query;
      return listSmsMessages(db, caller, { current, size, ascs, descs }, filters, request.zone);
    },
  );
};
