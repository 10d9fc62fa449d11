import { Id } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { saveUserSetting, userSettingOf } from './user-system-setting.service';

const SettingType = z
  .string()
  .trim()
  .regex(/^[a-z]{1,16}$/)
  .default('pc')
  .describe('the client kind, pc by default');

const UserSetting = z.object({
  id: Id,
  type: z.string(),
  timeZone: z.string(),
  ipoStatus: z.number().int(),
  version: z.number().int(),
});

const UserSettingInput = z.object({
  type: SettingType,
  timeZone: z.string().trim().min(1).max(64).describe('an IANA zone such as Asia/Shanghai'),
  ipoStatus: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .describe('1 smdp, 2 fmmc, 3 bmmc'),
  version: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe('the version read; omit only when creating the first setting'),
});

export const userSystemSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/blade-system/userSystemSetting/detail',
    {
      schema: {
        tags: ['userSystemSetting'],
        summary: "The caller's own settings (null before the first save)",
        querystring: z.object({ type: SettingType }),
        response: { 200: UserSetting.nullable() },
      },
    },
    async (request) => userSettingOf(db, sessionOf(request), request.query.type),
  );

  app.post(
    '/blade-system/userSystemSetting/submit',
    {
      schema: {
        tags: ['userSystemSetting'],
        summary: "Saves the caller's own settings; a stale version gets 409",
        body: UserSettingInput,
        response: { 200: UserSetting },
      },
    },
    async (request) => saveUserSetting(db, sessionOf(request), request.body),
  );
};
