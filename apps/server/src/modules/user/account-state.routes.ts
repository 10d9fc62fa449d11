import { IdList } from '@smdp/contracts';
import { customerAccountCodes, DeptUsers, EnableInput, GrantInput, UserIds, userCodes } from '@smdp/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/scope/caller';
import { accountAttemptKey } from '../auth';
import { grantRoles, setDeptMembers } from './account-grant.service';
import { accountGuards, USER_BASE as base, either, merged, USER_TAGS as tags } from './account-route-kit';
import { removeUsers, setAccountsEnabled, unlockUsers } from './account-state.service';

/** Roles, sign-in locks, enabling, removal and department membership of accounts. */
export const accountStateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions, sessions, signInAttempts } = app.deps;
  const { manage, staff } = accountGuards(app);

  app.post(
    `${base}/grant`,
    {
      config: { permission: userCodes.grant },
      schema: { tags, summary: 'Sets the roles of accounts', ...either(GrantInput), response: { 200: z.boolean() } },
    },
    async (request) => {
      const caller = callerOf(request);
      await staff(caller, userCodes.grant);
      const { userIds, roleIds } = merged(request, GrantInput);
      await grantRoles(db, caller, userIds, roleIds, request.ip);
      permissions.invalidate();
      return true;
    },
  );

  app.post(
    `${base}/unlock`,
    {
      config: { permission: userCodes.unlock },
      schema: {
        tags,
        summary: 'Lifts the lock of failed sign-ins',
        ...either(UserIds),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await staff(caller, userCodes.unlock);
      const accounts = await unlockUsers(db, caller, merged(request, UserIds).userIds, request.ip);
      for (const account of accounts) signInAttempts.forget(accountAttemptKey(caller.tenantId, account));
      return true;
    },
  );

  app.post(
    `${base}/account-enable-disable`,
    {
      config: { permission: [userCodes.edit, customerAccountCodes.edit] },
      schema: {
        tags,
        summary: 'Enables (status 1) or disables (status 0) accounts',
        ...either(EnableInput),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const manager = await manage(caller, 'edit');
      const { userIds, status } = merged(request, EnableInput);
      await setAccountsEnabled(db, caller, manager, userIds, status, request.ip);
      await sessions.sync();
      return true;
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: [userCodes.delete, customerAccountCodes.delete] },
      schema: {
        tags,
        summary: 'Soft-removes accounts',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const manager = await manage(caller, 'delete');
      const removed = await removeUsers(db, caller, manager, request.query.ids, request.ip);
      await sessions.sync();
      return removed > 0;
    },
  );

  for (const [path, member] of [
    ['addDeptUser', true],
    ['removeDeptUser', false],
  ] as const) {
    app.post(
      `${base}/${path}`,
      {
        config: { permission: userCodes.edit },
        schema: {
          tags,
          summary: member ? 'Adds accounts to a department' : 'Takes accounts out of a department',
          ...either(DeptUsers),
          response: { 200: z.boolean() },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        await staff(caller, userCodes.edit);
        await setDeptMembers(db, caller, { ...merged(request, DeptUsers), member }, request.ip);
        return true;
      },
    );
  }
};
