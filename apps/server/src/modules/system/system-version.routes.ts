import { DateTime, Id } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newestVersion } from './system-version.service';

const NewestVersion = z.object({
  id: Id,
  versionNumber: z.string(),
  effectTime: DateTime,
  updateContent: z.string().describe('sanitised HTML'),
  status: z.number().int().describe('1 published'),
});

export const systemVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/blade-system/systemVersionManage/newest-version',
    {
      schema: {
        tags: ['systemVersionManage'],
        summary: 'The latest published version already in effect (null when none is)',
        querystring: z.object({
          platform: z
            .string()
            .trim()
            .regex(/^[a-z]{1,16}$/)
            .default('pc'),
        }),
        response: { 200: NewestVersion.nullable() },
      },
    },
    async (request) => newestVersion(db, request.query.platform),
  );
};
