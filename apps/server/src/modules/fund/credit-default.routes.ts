import { IdInput } from '@smdp/contracts';
import { CreditDefault, CreditDefaultInput, creditCodes, subCustCreditCodes } from '@smdp/contracts/fund';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentCallerOf } from '../../platform/document/define';
import { listCreditDefaults, saveCreditDefault } from './credit-default';

const base = '/smdp-finance/credit-default';
const tags = ['finance-credit-limit'];

/** The default credit per customer level and per creditor (domain.md §7 limit fallback). */
export const creditDefaultRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    `${base}/list`,
    {
      config: {
        permission: [creditCodes.view, creditCodes.edit, subCustCreditCodes.view, subCustCreditCodes.edit],
      },
      schema: {
        tags,
        summary:
          "A creditor's default credit (level null) and its customer levels' defaults (staff: the company unless named; a distributor: its own)",
        querystring: z.object({ creditorPartyId: IdInput.optional() }),
        response: { 200: z.array(CreditDefault) },
      },
    },
    async (request) => listCreditDefaults(db, await documentCallerOf(app, request), request.query),
  );

  app.post(
    `${base}/save`,
    {
      config: { permission: [creditCodes.edit, subCustCreditCodes.edit] },
      schema: {
        tags,
        summary:
          "Sets a creditor's default credit or a customer level's default (audited; version required once one exists)",
        body: CreditDefaultInput,
        response: { 200: CreditDefault },
      },
    },
    async (request) => saveCreditDefault(db, await documentCallerOf(app, request), request.body, request.ip),
  );
};
