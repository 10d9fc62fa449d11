import { GuestRegistered, GuestRegistration, OwnProfile, PasswordChange, ProfileUpdate } from '@smdp/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import { translate } from '../../platform/i18n/messages';
import { registerGuest } from './register.service';
import { changeOwnPassword, isGray, ownProfile, updateOwnProfile } from './user.service';

/** spec §7 lists register-guest with the system calls; BladeX serves it under blade-user. Both work. */
const REGISTER_GUEST_PATHS = ['/blade-user/register-guest', '/blade-system/user/register-guest'] as const;

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, sessions } = app.deps;
  const sensitiveRateLimit = { max: config.tokenRateLimitPerMinute, timeWindow: '1 minute' };

  // The register dialog and older clients post forms.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }

  app.get(
    '/blade-user/info',
    { schema: { tags: ['user'], summary: "The caller's own profile", response: { 200: OwnProfile } } },
    async (request) => ownProfile(db, sessionOf(request), request.lang),
  );

  app.post(
    '/blade-user/update-info',
    {
      schema: {
        tags: ['user'],
        summary: 'The caller edits their own profile; a stale version gets 409, no version overwrites',
        body: ProfileUpdate,
        response: { 200: OwnProfile },
      },
    },
    async (request) => {
      const { version, ...changes } = request.body;
      return updateOwnProfile(db, sessionOf(request), changes, version, request.lang);
    },
  );

  app.post(
    '/blade-user/update-password',
    {
      config: { rateLimit: sensitiveRateLimit },
      schema: {
        tags: ['user'],
        summary: "Changes the caller's password; values are md5 hex, in the query (as Saber sends them) or the body",
        querystring: PasswordChange,
        body: PasswordChange.nullish(),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const params = { ...request.body, ...request.query };
      if (params.userId !== undefined && params.userId !== session.userId) throw forbidden();
      await changeOwnPassword(db, session, params);
      await sessions.sync();
      return true;
    },
  );

  app.get(
    '/blade-user/is-gray',
    { schema: { tags: ['user'], summary: 'Whether the caller gets the gray release', response: { 200: z.boolean() } } },
    async (request) => isGray(db, sessionOf(request)),
  );

  for (const url of REGISTER_GUEST_PATHS) {
    app.post(
      url,
      {
        config: { public: true, rateLimit: sensitiveRateLimit },
        schema: {
          tags: ['user'],
          summary: 'Registers a guest account that waits for approval; fields in the query or the body',
          querystring: GuestRegistration,
          body: GuestRegistration.nullish(),
          response: { 200: GuestRegistered },
        },
      },
      async (request) => {
        const form = { ...request.body, ...request.query };
        await registerGuest(db, { ...form, oauthId: form.oauthId ?? form.oauth_id });
        return { success: true, msg: translate('registerPending', request.lang) };
      },
    );
  }
};
