import {
  CaptchaBody,
  type ClientLogEntry,
  LogoutBody,
  TokenBody,
  TokenHeaders,
  TokenParams,
  UserInfo,
} from '@smdp/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { TtlCache } from '../../platform/cache';
import { OAuthError, unauthorized } from '../../platform/http/errors';
import { writeClientErrors } from '../records';
import { loadUserProfile, type UserProfile } from '../user';
import { issueCaptcha } from './captcha.service';
import { authenticateClient } from './client.service';
import { grantToken, revokeFamily } from './token.service';
import { userInfoFields } from './user-info';

const PROFILE_CACHE_TTL_MS = 5_000;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, revocations, caches, signInAttempts: accountLimiter } = app.deps;
  // Clients ask for user-info on every page load; a profile edit shows here within this time.
  const profiles = new TtlCache<UserProfile | null>(PROFILE_CACHE_TTL_MS, 10_000);
  caches.push(profiles);

  // OAuth clients may post the parameters as a form instead of the query string.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/blade-auth/oauth/token',
    {
      config: {
        public: true,
        envelope: false,
        oauthErrors: true,
        rateLimit: { max: config.tokenRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in (password, captcha) or refresh; the body is the raw OAuth token, not an envelope',
        querystring: TokenParams.partial(),
        body: TokenParams.partial().nullish(),
        headers: TokenHeaders,
        response: { 200: TokenBody },
      },
    },
    async (request) => {
      const parsed = TokenParams.safeParse({ ...(request.body ?? {}), ...request.query });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new OAuthError('invalid_request', 'invalidParameter', {
          field: issue?.path.join('.') ?? '',
          detail: issue?.message ?? '',
        });
      }
      const params = parsed.data;
      const client = await authenticateClient(db, request.headers.authorization);
      return grantToken(
        app.deps,
        client,
        {
          grantType: params.grant_type,
          tenantId: request.headers['tenant-id'] || params.tenantId || undefined,
          username: params.username,
          password: params.password,
          refreshToken: params.refresh_token,
          captchaKey: request.headers['captcha-key'],
          captchaCode: request.headers['captcha-code'],
          deptId: request.headers['dept-id'],
          roleId: request.headers['role-id'],
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        },
        accountLimiter,
      );
    },
  );

  app.get(
    '/blade-auth/oauth/captcha',
    {
      config: {
        public: true,
        envelope: false,
        oauthErrors: true,
        rateLimit: { max: config.tokenRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: { tags: ['auth'], summary: 'A new image captcha (unwrapped body)', response: { 200: CaptchaBody } },
    },
    async () => issueCaptcha(db),
  );

  app.get(
    '/blade-auth/oauth/user-info',
    { schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: UserInfo } } },
    async (request) => {
      const session = sessionOf(request);
      const profile = await profiles.getOrLoad(`${session.tenantId}:${session.userId}`, () =>
        loadUserProfile(db, session.tenantId, session.userId),
      );
      if (profile?.status !== 1) throw unauthorized();
      return userInfoFields(profile, session);
    },
  );

  const logout = async (session: ReturnType<typeof sessionOf>) => {
    await revocations.revoke(session.jti, session.expiresAt);
    await revokeFamily(db, session.familyId);
  };

  app.get(
    '/blade-auth/oauth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the token and its refresh tokens stop working',
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      await logout(sessionOf(request));
      return true;
    },
  );

  // Two clients, one URL: BladeX clients (Saber's sendLogs) post a bare list to hand over their error log
  // and stay signed in (they sign out with GET); our web app signs out with `{ logs }`.
  app.post(
    '/blade-auth/oauth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: "Hands over the client's error log (spec §8): a bare list only records it; `{ logs }` also signs out",
        body: LogoutBody,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const uploadOnly = Array.isArray(request.body);
      const entries = Array.isArray(request.body) ? request.body : (request.body?.logs ?? []);
      if (entries.length) {
        await writeClientErrors(
          db,
          entries.map((entry) => ({ tenantId: session.tenantId, userId: session.userId, ...nullIfMissing(entry) })),
        );
      }
      if (!uploadOnly) await logout(session);
      return true;
    },
  );

  app.get(
    '/blade-auth/oauth/clear-cache',
    {
      schema: {
        tags: ['auth'],
        summary: "Empty this instance's caches (dictionaries, sale units)",
        response: { 200: z.boolean() },
      },
    },
    async () => {
      for (const cache of caches) cache.clear();
      return true;
    },
  );
};

function nullIfMissing(entry: ClientLogEntry) {
  return {
    url: entry.url ?? null,
    time: entry.time ?? null,
    type: entry.type ?? null,
    message: entry.message ?? null,
    stack: entry.stack ?? null,
    info: entry.info ?? null,
  };
}
