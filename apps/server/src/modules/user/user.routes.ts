import { Id, IdInput, isFilterDate, YesNo } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import { translate } from '../../platform/i18n/messages';
import { registerGuest } from './register.service';
import { changeOwnPassword, isGray, ownProfile, updateOwnProfile } from './user.service';

/** An empty query or form value counts as absent (spec §5). */
const absentIfEmpty = (value: unknown) => (value === '' ? undefined : value);

const OwnProfile = z.object({
  id: Id,
  tenantId: z.string(),
  account: z.string(),
  name: z.string().nullable(),
  realName: z.string().nullable(),
  nickName: z.string().nullable(),
  avatar: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: z.string().nullable().describe('yyyy-MM-dd'),
  sex: z.number().int().nullable().describe('dictionary sex: 1 male, 2 female, 3 unknown'),
  userType: z.number().int(),
  customerId: Id.nullable(),
  deptIds: z.array(Id),
  roleIds: z.array(Id),
  roleNames: z.array(z.string()).describe("the roles' names in the Lang-Type language"),
  postId: Id.nullable(),
  firstLoginPassword: YesNo,
  loginPhoneVerify: YesNo,
  forceResetPassword: YesNo,
  version: z.number().int(),
});

/** A text the user may clear: `''` or null stores null. Limits are checked by the service (maxInputCharacters). */
const ClearableText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value === '' ? null : value));

/** Saber's date pickers send `yyyy-MM-dd HH:mm:ss`; only the date is kept. */
const Birthday = z
  .union([
    z.literal(''),
    z.null(),
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}(?:[ T][\d:.]+)?$/),
  ])
  .transform((value) => (value ? value.slice(0, 10) : null))
  .refine((value) => value === null || isFilterDate(value), 'not a date')
  .optional();

const ProfileUpdate = z.object({
  name: ClearableText,
  realName: ClearableText,
  nickName: ClearableText,
  avatar: ClearableText,
  email: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), z.email()]))
    .nullish()
    .transform((value) => (value === '' ? null : value)),
  phone: ClearableText,
  birthday: Birthday,
  sex: z.preprocess(absentIfEmpty, z.union([z.literal(1), z.literal(2), z.literal(3), z.null()]).optional()),
  version: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe('the version read with info; without it (BladeX clients send none) the last write wins'),
});

const Md5 = z.preprocess(
  absentIfEmpty,
  z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{32}$/, 'md5 hex')
    .optional(),
);
const PasswordChange = z.object({
  oldPassword: Md5,
  newPassword: Md5,
  newPassword1: Md5,
  userId: z.preprocess(absentIfEmpty, IdInput.optional()).describe("only the caller's own id is accepted"),
});

const text = (max: number) => z.preprocess(absentIfEmpty, z.string().max(max).optional());
const GuestRegistration = z.object({
  tenantId: text(64),
  name: text(200),
  account: text(200),
  password: text(200),
  password2: text(200),
  oauthId: text(200),
  oauth_id: text(200),
});

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
          response: { 200: z.object({ success: z.boolean(), msg: z.string() }) },
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
