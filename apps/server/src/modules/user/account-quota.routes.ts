import { AccountQuota, QuotaInput, QuotaQuery, userCodes } from '@smdp/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../platform/http/errors';
import { callerOf } from '../../platform/scope/caller';
import { accountQuota, setAccountQuota } from './account-quota.service';
import { accountGuards, USER_BASE as base, either, merged, USER_TAGS as tags, VIEW_CODES } from './account-route-kit';

/** A customer's account quota: how many accounts it may have, and how many it has. */
export const accountQuotaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const { manage, staff } = accountGuards(app);

  app.post(
    `${base}/update-total-account-number`,
    {
      config: { permission: userCodes.edit },
      schema: {
        tags,
        summary: "Sets a customer's account quota (-1: no limit; never below the accounts it has)",
        ...either(QuotaInput),
        response: { 200: AccountQuota },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await staff(caller, userCodes.edit);
      const { customerId, accountNumber } = merged(request, QuotaInput);
      return setAccountQuota(db, caller, customerId, accountNumber, request.ip);
    },
  );

  app.get(
    `${base}/account-quota`,
    {
      config: { permission: VIEW_CODES },
      schema: {
        tags,
        summary: "A customer's accounts in use and its quota; a primary account gets its own customer's",
        querystring: QuotaQuery,
        response: { 200: AccountQuota },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const manager = await manage(caller, 'view');
      const customerId = manager.kind === 'owner' ? manager.customerId : request.query.customerId;
      if (!customerId) throw forbidden();
      return accountQuota(db, caller.tenantId, customerId);
    },
  );
};
