import { LayoutInput, PageQuery, TableLayout } from '@smdp/contracts/crud';
import { settingCodes } from '@smdp/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/scope/caller';
import { defaultLayoutOf, forgetLayout, layoutOf, saveDefaultLayout, saveLayout } from './table-setting.service';

/** Column visibility, order and width of list pages, per user and as a tenant default. */
export const tableSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['pageTableSetting'];

  app.get(
    '/blade-system/pageTableSetting/bydetail',
    {
      schema: {
        tags,
        summary: "The caller's saved layout of a list (null when none)",
        querystring: PageQuery,
        response: { 200: TableLayout.nullable() },
      },
    },
    async (request) => layoutOf(db, callerOf(request), request.query.pageCode),
  );

  app.post(
    '/blade-system/pageTableSetting/submit',
    {
      schema: {
        tags,
        summary: "Saves the caller's layout of a list",
        body: LayoutInput,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      await saveLayout(db, callerOf(request), request.body.pageCode, request.body.config);
      return true;
    },
  );

  app.post(
    '/blade-system/pageTableSetting/remove',
    {
      schema: {
        tags,
        summary: "Forgets the caller's layout of a list, back to the default",
        querystring: PageQuery,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      await forgetLayout(db, callerOf(request), request.query.pageCode);
      return true;
    },
  );

  app.get(
    '/blade-system/tableInitializeConfig',
    {
      schema: {
        tags,
        summary: "The tenant's default layout of a list (null when none)",
        querystring: PageQuery,
        response: { 200: TableLayout.nullable() },
      },
    },
    async (request) => defaultLayoutOf(db, callerOf(request), request.query.pageCode),
  );

  app.post(
    '/blade-system/tableInitializeConfig/submit',
    {
      config: { permission: settingCodes.edit },
      schema: {
        tags,
        summary: "Sets the tenant's default layout of a list",
        body: LayoutInput,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      await saveDefaultLayout(db, callerOf(request), request.body.pageCode, request.body.config);
      return true;
    },
  );
};
