import { SwitchDept, SwitchRole, SwitchTargetsQuery, userCodes } from '@smdp/contracts/user';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../platform/http/errors';
import { callerOf } from '../../platform/scope/caller';
import { switchTargetsOf } from './account-switch.service';

/**
 * BladeX `dept/select` and `role/select`: the departments and roles an account holds, which Saber's top
 * bar offers to switch between (the switch itself is a refresh_token grant with `Dept-Id` / `Role-Id`).
 * Anyone may ask for their own; another account's need the right to view accounts.
 */
export const accountSwitchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions } = app.deps;

  const targetsFor = async (request: FastifyRequest, userId: string | undefined) => {
    const caller = callerOf(request);
    const whose = userId ?? caller.userId;
    if (whose !== caller.userId && !(await permissions.has(caller, userCodes.view))) throw forbidden();
    return switchTargetsOf(db, caller, whose, request.lang);
  };

  app.get(
    '/blade-system/dept/select',
    {
      schema: {
        tags: ['user'],
        summary: 'The departments of an account (default the caller), to switch between',
        querystring: SwitchTargetsQuery,
        response: { 200: z.array(SwitchDept) },
      },
    },
    async (request) => (await targetsFor(request, request.query.userId)).depts,
  );

  app.get(
    '/blade-system/role/select',
    {
      schema: {
        tags: ['user'],
        summary: 'The roles of an account (default the caller), to switch between',
        querystring: SwitchTargetsQuery,
        response: { 200: z.array(SwitchRole) },
      },
    },
    async (request) => (await targetsFor(request, request.query.userId)).roles,
  );
};
