import { IdInput, pageOf } from '@smdp/contracts';
import {
  AccountShopStatus,
  AccountShopStatusQuery,
  customerAccountCodes,
  DeptUserListQuery,
  PlatformDetail,
  UserListQuery,
  UserRecord,
  userCodes,
} from '@smdp/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/scope/caller';
import { listUsers, userDetail } from './account-list.service';
import { customerAccountManager } from './account-manager';
import { accountGuards, USER_BASE as base, USER_TAGS as tags, VIEW_CODES } from './account-route-kit';
import { accountShopStatus } from './account-shop.service';
import { platformDetail } from './account-update.service';

/** Reading accounts: the pages of the user and customer-account lists, one account, its platform and stores. */
export const accountListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const { holds, manage, staff } = accountGuards(app);

  // `list-page` is the spec's name; BladeX 2.9 clients (Saber's user page) ask for the same page as `page`.
  for (const path of ['list-page', 'page']) {
    app.get(
      `${base}/${path}`,
      {
        config: { permission: VIEW_CODES },
        schema: {
          tags,
          summary: 'Accounts, a page',
          querystring: UserListQuery,
          response: { 200: pageOf(UserRecord) },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const { current, size, ascs, descs, ...filters } = request.query;
        return listUsers(db, caller, await manage(caller, 'view'), { current, size, ascs, descs }, filters, {
          zone: request.zone,
          lang: request.lang,
        });
      },
    );
  }

  app.get(
    `${base}/customer-account-page`,
    {
      config: { permission: customerAccountCodes.view },
      schema: {
        tags,
        summary: "Customers' accounts, a page: for staff every customer's, for a primary account its sub-accounts",
        querystring: UserListQuery,
        response: { 200: pageOf(UserRecord) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const manager = await customerAccountManager(db, caller, holds(caller), 'view');
      const { current, size, ascs, descs, ...filters } = request.query;
      return listUsers(db, caller, manager, { current, size, ascs, descs }, filters, {
        zone: request.zone,
        lang: request.lang,
      });
    },
  );

  for (const [path, member] of [
    ['pageDept', true],
    ['pageDeptN', false],
  ] as const) {
    app.get(
      `${base}/${path}`,
      {
        config: { permission: userCodes.view },
        schema: {
          tags,
          summary: member ? 'Accounts of a department, a page' : 'Accounts outside a department, a page',
          querystring: DeptUserListQuery,
          response: { 200: pageOf(UserRecord) },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        await staff(caller, userCodes.view);
        const { current, size, ascs, descs, deptId, ...filters } = request.query;
        const where = { zone: request.zone, lang: request.lang };
        const page = { current, size, ascs, descs };
        return listUsers(db, caller, { kind: 'staff' }, page, filters, where, { deptId, member });
      },
    );
  }

  app.get(
    `${base}/detail`,
    {
      config: { permission: VIEW_CODES },
      schema: { tags, summary: 'One account', querystring: z.object({ id: IdInput }), response: { 200: UserRecord } },
    },
    async (request) => {
      const caller = callerOf(request);
      return userDetail(db, caller, await manage(caller, 'view'), request.query.id, request.lang);
    },
  );

  app.get(
    `${base}/platform-detail`,
    {
      config: { permission: userCodes.view },
      schema: {
        tags,
        summary: "An account's platform extension",
        querystring: z.object({ id: IdInput }),
        response: { 200: PlatformDetail },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await staff(caller, userCodes.view);
      return platformDetail(db, caller, request.query.id);
    },
  );

  app.get(
    `${base}/get-account-shop-status`,
    {
      schema: {
        tags,
        summary: "Whether stores apply to an account (the caller's own when userId is absent)",
        querystring: AccountShopStatusQuery,
        response: { 200: AccountShopStatus },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const userId = request.query.userId ?? caller.userId;
      const manager = userId === caller.userId ? ({ kind: 'staff' } as const) : await manage(caller, 'view');
      return accountShopStatus(db, caller, manager, userId, request.lang);
    },
  );
};
