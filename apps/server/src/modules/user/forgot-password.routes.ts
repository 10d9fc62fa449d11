import { PHONE_PATTERN, SMS_LIMITS } from '@smdp/contracts/records';
import { ForgottenAccount, ForgottenPasswordReset } from '@smdp/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { AttemptLimiter, accountAttemptKey } from '../auth';
import { normalizePhone, smsProviderOf } from '../records';
import { resetForgottenPassword, sendResetCode } from './forgot-password.service';

/** Calls per account (or phone) and ten minutes, over both calls: stops a spread-out attack on one account
 * (the SMS limits per number and the tries per code bound it further). */
export const FORGOT_CALLS_PER_ACCOUNT = 20;
const ACCOUNT_WINDOW_MS = 10 * 60_000;

/**
 * "Forgot password" on the sign-in page: a code by SMS to the account's phone, then a new password with
 * it. Public; secrets travel only in the body. Neither call tells whether an account exists.
 */
export const forgotPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, sessions, signInAttempts } = app.deps;
  const provider = smsProviderOf(config, db, app.log);
  const perAccount = new AttemptLimiter(FORGOT_CALLS_PER_ACCOUNT, ACCOUNT_WINDOW_MS);
  const rateLimit = { max: config.tokenRateLimitPerMinute, timeWindow: '1 minute' };
  const tags = ['user'];

  // One key per phone however it is spelt, so spaces and dashes do not buy more tries.
  const withinAccountLimit = (tenantId: string, account: string) => {
    const key = accountAttemptKey(tenantId, PHONE_PATTERN.test(account) ? normalizePhone(account) : account);
    if (!perAccount.tryAcquire(key)) throw new AppError(429, 'tooManyRequests');
  };

  app.post(
    '/blade-user/forgot-password/send-code',
    {
      config: { public: true, rateLimit },
      schema: {
        tags,
        summary: `Sends a ${SMS_LIMITS.digits}-digit code to the phone of the account, if it has one; always answers true`,
        body: ForgottenAccount,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const who = { tenantId: request.body.tenantId || ADMIN_TENANT, accountOrPhone: request.body.account };
      withinAccountLimit(who.tenantId, who.accountOrPhone);
      await sendResetCode(db, provider, config.tokenSecret, who, request.lang, (reason) =>
        request.log.info({ reason }, 'forgot-password: no code sent'),
      );
      return true;
    },
  );

  app.post(
    '/blade-user/forgot-password/reset',
    {
      config: { public: true, rateLimit },
      schema: {
        tags,
        summary: 'Sets a new password with the code sent to the phone; ends every session of the account',
        body: ForgottenPasswordReset,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const { tenantId, account, code, password } = request.body;
      const who = { tenantId: tenantId || ADMIN_TENANT, accountOrPhone: account };
      withinAccountLimit(who.tenantId, account);
      const accountName = await resetForgottenPassword(db, config.tokenSecret, { ...who, code, password }, request.ip);
      signInAttempts.forget(accountAttemptKey(who.tenantId, accountName));
      await sessions.sync();
      return true;
    },
  );
};
