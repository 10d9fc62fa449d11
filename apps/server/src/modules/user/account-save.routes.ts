import {
  customerAccountCodes,
  OpenAccount,
  OwnerInfo,
  PlatformDetail,
  PlatformUpdate,
  UserRecord,
  UserSubmit,
  UserUpdate,
  userCodes,
} from '@smdp/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, forbidden } from '../../platform/http/errors';
import { translate } from '../../platform/i18n/messages';
import { callerOf } from '../../platform/scope/caller';
import { createUser, openAccount } from './account-create.service';
import { asMd5 } from './account-fields';
import {
  accountGuards,
  USER_BASE as base,
  either,
  merged,
  USER_TAGS as tags,
  withBladeLinks,
} from './account-route-kit';
import { updatePlatform, updateUser } from './account-update.service';

/** Creating and editing accounts: by staff, by the customer desk, by a primary account for its sub-accounts. */
export const accountSaveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const { manage, staff, assertMayGrant } = accountGuards(app);

  app.post(
    `${base}/submit`,
    {
      config: { permission: [userCodes.add, userCodes.edit, customerAccountCodes.add, customerAccountCodes.edit] },
      schema: {
        tags,
        summary: 'Creates an account (password as md5 hex), or updates one when id and version are given',
        body: UserSubmit,
        response: { 200: UserRecord },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id, version, account, password, password2, customerId, isPrimaryAccount, ...given } = request.body;
      const fields = withBladeLinks(given);
      const required = (field: string) =>
        badRequest('invalidParameter', { field, detail: translate('required', request.lang) });
      if (id) {
        if (version === undefined) throw required('version');
        const manager = await manage(caller, 'edit');
        if (manager.kind === 'staff') await assertMayGrant(caller, fields.roleIds);
        return updateUser(db, caller, manager, { id, version }, fields, request.lang, request.ip);
      }
      const manager = await manage(caller, 'add');
      if (manager.kind === 'staff') await assertMayGrant(caller, fields.roleIds);
      if (!account) throw required('account');
      const input = {
        ...fields,
        account,
        password: asMd5(password) ?? '',
        password2: asMd5(password2),
        customerId,
        isPrimaryAccount,
      };
      return createUser(db, caller, manager, input, request.lang, request.ip);
    },
  );

  app.post(
    `${base}/update`,
    {
      config: { permission: [userCodes.edit, customerAccountCodes.edit] },
      schema: { tags, summary: 'Updates an account (id and version)', body: UserUpdate, response: { 200: UserRecord } },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id, version, ...given } = request.body;
      const changes = withBladeLinks(given);
      const manager = await manage(caller, 'edit');
      if (manager.kind === 'staff') await assertMayGrant(caller, changes.roleIds);
      return updateUser(db, caller, manager, { id, version }, changes, request.lang, request.ip);
    },
  );

  app.post(
    `${base}/update-owner-info`,
    {
      config: { permission: customerAccountCodes.edit },
      schema: {
        tags,
        summary: "A primary account edits one of its customer's sub-accounts (id and version)",
        body: OwnerInfo,
        response: { 200: UserRecord },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const manager = await manage(caller, 'edit');
      if (manager.kind !== 'owner') throw forbidden();
      const { id, version, ...changes } = request.body;
      return updateUser(db, caller, manager, { id, version }, changes, request.lang, request.ip, 'update-owner-info');
    },
  );

  app.post(
    `${base}/update-platform`,
    {
      config: { permission: userCodes.edit },
      schema: {
        tags,
        summary:
          "Sets an account's user type and platform extension: id and version in the body, or (BladeX clients) userId in the query",
        ...either(PlatformUpdate),
        response: { 200: PlatformDetail },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await staff(caller, userCodes.edit);
      const { id, userId, version, ...values } = merged(request, PlatformUpdate);
      const target = id ?? userId;
      if (!target) throw badRequest('invalidParameter', { field: 'id', detail: translate('required', request.lang) });
      return updatePlatform(db, caller, { id: target, version }, values, request.ip);
    },
  );

  app.post(
    `${base}/open-account`,
    {
      config: { permission: userCodes.add },
      schema: {
        tags,
        summary: "Opens a customer's primary account (one per customer, within its account quota)",
        body: OpenAccount,
        response: { 200: UserRecord },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await staff(caller, userCodes.add);
      const { body } = request;
      return openAccount(db, caller, { ...body, password: body.password ?? '' }, request.lang, request.ip);
    },
  );
};
