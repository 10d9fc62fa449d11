import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findTenantByDomain } from './tenant.service';

const TenantInfo = z.object({ tenantId: z.string(), tenantName: z.string(), domain: z.string().nullable() });

export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blade-system/tenant/info',
    {
      config: { public: true },
      schema: {
        tags: ['tenant'],
        summary: 'The tenant served on a domain (null when none is)',
        querystring: z.object({ domain: z.string().max(255) }),
        response: { 200: TenantInfo.nullable() },
      },
    },
    async (request) => findTenantByDomain(app.deps.db, request.query.domain),
  );
};
