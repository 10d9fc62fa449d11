import { customerAccountCodes, PasswordById, ResetPassword, UserIds, userCodes } from '@smdp/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../platform/http/errors';
import { callerOf } from '../../platform/scope/caller';
import { resetPasswords, setPasswordOf } from './account-password.service';
import { accountGuards, USER_BASE as base, either, merged, USER_TAGS as tags } from './account-route-kit';

/** Passwords set or reset by a manager: each ends the account's sessions and forces a change at sign-in. */
export const accountPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, sessions } = app.deps;
  const { manage, staff } = accountGuards(app);

  app.post(
    `${base}/update-password-by-id`,
    {
      config: { permission: userCodes.reset },
      schema: {
        tags,
        summary: "Sets an account's password (md5 hex); it must be changed at the next sign-in",
        ...either(PasswordById),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await staff(caller, userCodes.reset);
      await setPasswordOf(db, caller, { kind: 'staff' }, merged(request, PasswordById), request.ip);
      await sessions.sync();
      return true;
    },
  );

  app.post(
    `${base}/update-owner-password`,
    {
      config: { permission: customerAccountCodes.edit },
      schema: {
        tags,
        summary: "A primary account sets a sub-account's password (md5 hex); it must be changed at the next sign-in",
        ...either(PasswordById),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const manager = await manage(caller, 'edit');
      if (manager.kind !== 'owner') throw forbidden();
      const change = merged(request, PasswordById);
      await setPasswordOf(db, caller, manager, change, request.ip, 'update-owner-password');
      await sessions.sync();
      return true;
    },
  );

  app.post(
    `${base}/reset-password`,
    {
      config: { permission: [userCodes.reset, customerAccountCodes.edit] },
      schema: {
        tags,
        summary:
          'Gives accounts a generated password (answered once), unlocks them, ends their sessions and forces a change at the next sign-in',
        ...either(UserIds),
        response: { 200: z.array(ResetPassword) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const manager = await manage(caller, 'reset');
      const reset = await resetPasswords(db, caller, manager, merged(request, UserIds).userIds, request.ip);
      await sessions.sync();
      return reset;
    },
  );
};
