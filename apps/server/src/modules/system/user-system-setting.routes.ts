import { UserSetting, UserSettingInput, UserSettingQuery } from '@smdp/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/scope/caller';
import { saveUserSetting, userSettingOf } from './user-system-setting.service';

export const userSystemSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/blade-system/userSystemSetting/detail',
    {
      schema: {
        tags: ['userSystemSetting'],
        summary: "The caller's own settings (null before the first save)",
        querystring: UserSettingQuery,
        response: { 200: UserSetting.nullable() },
      },
    },
    async (request) => userSettingOf(db, callerOf(request), request.query.type),
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
    async (request) => saveUserSetting(db, callerOf(request), request.body),
  );
};
