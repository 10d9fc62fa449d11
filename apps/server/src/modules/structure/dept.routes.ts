import { IdInput, IdList } from '@smdp/contracts';
import {
  DEPT_CATEGORY_DICTIONARY,
  Dept,
  DeptInput,
  DeptListQuery,
  DictItem,
  deptCodes,
  LazyTreeNode,
  ParentIdInput,
  PickerNode,
  ProductLineGrant,
  rolePageCodes,
  userPageCodes,
} from '@smdp/contracts/structure';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import { callerOf } from '../../platform/scope/caller';
import {
  currencyOfDept,
  deptChildren,
  deptDetail,
  deptLazyTree,
  deptPicker,
  deptTree,
  removeDepts,
  saveDept,
} from './dept.service';
import type { DictionaryCache } from './dict.routes';
import { dictionaryOf } from './dict.service';
import {
  grantProductLines,
  PRODUCT_LINE_DICTIONARY,
  productLinesOfRole,
  productLinesOfRoles,
} from './product-line.service';

/** Departments of the caller's tenant (/system/dept), the caller's currency and product lines. */
export const deptRoutes: FastifyPluginAsyncZod<{ dictionaries: DictionaryCache }> = async (app, { dictionaries }) => {
  const { db, permissions } = app.deps;
  const base = '/blade-system/dept';
  const tags = ['dept'];
  const dictionary = (tenantId: string, code: string, lang: Language) =>
    dictionaries.getOrLoad(`${tenantId}|${code}|${lang}`, () => dictionaryOf(db, tenantId, code, lang));
  const productLines = (tenantId: string, lang: Language) => dictionary(tenantId, PRODUCT_LINE_DICTIONARY, lang);
  /** BladeX clients show a department's type by its name (`deptCategoryName`, dictionary org_category). */
  const categoryNamer = async (request: FastifyRequest) => {
    const items = await dictionary(callerOf(request).tenantId, DEPT_CATEGORY_DICTIONARY, request.lang);
    const names = new Map(items.map((item) => [item.dictKey, item.dictValue]));
    const named = (dept: Dept): Dept => ({
      ...dept,
      deptCategoryName: names.get(String(dept.deptCategory)) ?? dept.deptCategoryName,
      ...(dept.children ? { children: dept.children.map(named) } : {}),
    });
    return named;
  };

  app.get(
    `${base}/list`,
    {
      config: { permission: deptCodes.view },
      schema: {
        tags,
        summary: "The tenant's departments as a tree (filters keep the matching departments)",
        querystring: DeptListQuery,
        response: { 200: z.array(Dept) },
      },
    },
    async (request) => {
      const { query } = request;
      const named = await categoryNamer(request);
      return (
        await deptTree(db, callerOf(request), {
          deptName: query.deptName_like ?? query.deptName,
          fullName: query.fullName_like ?? query.fullName,
        })
      ).map(named);
    },
  );

  app.get(
    `${base}/lazy-list`,
    {
      config: { permission: deptCodes.view },
      schema: {
        tags,
        summary: 'The departments directly under parentId (0 or none: the top level), with hasChildren',
        querystring: z.object({ parentId: ParentIdInput }),
        response: { 200: z.array(Dept) },
      },
    },
    async (request) =>
      (await deptChildren(db, callerOf(request), request.query.parentId)).map(await categoryNamer(request)),
  );

  app.get(
    `${base}/lazy-tree`,
    {
      config: { permission: [deptCodes.view, userPageCodes.view] },
      schema: {
        tags,
        summary: 'The departments directly under parentId, as BladeX lazy-tree nodes (title, value, key, hasChildren)',
        querystring: z.object({ parentId: ParentIdInput }),
        response: { 200: z.array(LazyTreeNode) },
      },
    },
    async (request) => deptLazyTree(db, callerOf(request), request.query.parentId),
  );

  app.get(
    `${base}/tree`,
    {
      config: { permission: [deptCodes.view, userPageCodes.view, rolePageCodes.view] },
      schema: { tags, summary: "The tenant's departments for pickers", response: { 200: z.array(PickerNode) } },
    },
    async (request) => deptPicker(db, callerOf(request)),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: deptCodes.view },
      schema: { tags, summary: 'One department', querystring: z.object({ id: IdInput }), response: { 200: Dept } },
    },
    async (request) => (await categoryNamer(request))(await deptDetail(db, callerOf(request), request.query.id)),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: [deptCodes.add, deptCodes.edit] },
      schema: {
        tags,
        summary: 'Creates a department, or updates one (with id and version)',
        body: DeptInput,
        response: { 200: Dept },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (!(await permissions.has(sessionOf(request), request.body.id ? deptCodes.edit : deptCodes.add)))
        throw forbidden();
      return (await categoryNamer(request))(await saveDept(db, caller, request.body, request.ip));
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: deptCodes.delete },
      schema: {
        tags,
        summary: 'Soft-removes departments that have no departments below them and no users',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => (await removeDepts(db, callerOf(request), request.query.ids, request.ip)) > 0,
  );

  app.get(
    `${base}/getCurrencyByCurrUser`,
    {
      schema: {
        tags,
        summary:
          "The currency (ISO 4217) of the caller's department, else of the nearest department above it; null when none has one",
        response: { 200: z.string().nullable() },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return currencyOfDept(db, caller);
    },
  );

  app.get(
    `${base}/getProductLinesByRoleData`,
    {
      schema: {
        tags,
        summary: "The product lines (entries of the product_line dictionary) the caller's roles may see",
        response: { 200: z.array(DictItem) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return productLinesOfRoles(
        db,
        caller.tenantId,
        caller.roleIds,
        await productLines(caller.tenantId, request.lang),
      );
    },
  );

  app.get(
    `${base}/role-product-lines`,
    {
      config: { permission: [rolePageCodes.grant, rolePageCodes.view] },
      schema: {
        tags,
        summary: 'The product line keys granted to one role of the tenant',
        querystring: z.object({ roleId: IdInput }),
        response: { 200: z.array(z.string()) },
      },
    },
    async (request) => productLinesOfRole(db, callerOf(request), request.query.roleId),
  );

  app.post(
    `${base}/role-product-lines`,
    {
      config: { permission: rolePageCodes.grant },
      schema: {
        tags,
        summary: 'Replaces the product lines a role of the tenant may see (keys of the product_line dictionary)',
        body: ProductLineGrant,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const known = await productLines(caller.tenantId, request.lang);
      await grantProductLines(db, caller, request.body, known, request.ip);
      return true;
    },
  );
};
