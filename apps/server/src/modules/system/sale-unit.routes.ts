import { Id } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { salesContactsOf } from './sale-unit.service';

const SalesContacts = z.object({
  saleUnitList: z.array(
    z.object({
      id: Id,
      saleUnitCode: z.string(),
      saleUnitName: z.string(),
      ipoStatus: z.number().int().describe('1 smdp, 2 fmmc, 3 bmmc: drives the My-Head-Agent header'),
    }),
  ),
  salesPersonList: z.array(
    z.object({
      id: Id,
      saleUnitName: z.string().nullable(),
      jobTitle: z.string().nullable(),
      enName: z.string(),
      contactNumber: z.string().nullable(),
    }),
  ),
});

export const saleUnitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/blade-system/saleUnit/selectSaleUnitList',
    {
      schema: {
        tags: ['saleUnit'],
        summary: "The caller's customer's sale units and sales people (the contact dialog); empty for staff",
        response: { 200: SalesContacts },
      },
    },
    async (request) => salesContactsOf(db, sessionOf(request)),
  );
};
