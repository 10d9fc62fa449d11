import { Id } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { companySettingOf } from './company-system-setting.service';

const CompanySetting = z.object({ id: Id, companyId: Id, logo: z.string().nullable(), shopEnabled: z.boolean() });

export const companySystemSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/blade-system/companySystemSetting/detail',
    {
      schema: {
        tags: ['companySystemSetting'],
        summary: "A company's logo and shop switch, within the caller's tenant only (null when there is none)",
        querystring: z.object({
          companyId: z
            .preprocess((value) => (value === '' ? undefined : value), Id.optional())
            .describe("omit for the caller's tenant's first company"),
        }),
        response: { 200: CompanySetting.nullable() },
      },
    },
    async (request) => companySettingOf(db, sessionOf(request).tenantId, request.query.companyId),
  );
};
