import { DateTime, Id, IdInput, IdList } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import { currencyOfDept, deptChildren, deptDetail, deptPicker, deptTree, removeDepts, saveDept } from './dept.service';
import { DictItem, type DictionaryCache } from './dict.routes';
import { dictionaryOf } from './dict.service';
import {
  grantProductLines,
  PRODUCT_LINE_DICTIONARY,
  productLinesOfRole,
  productLinesOfRoles,
} from './product-line.service';
import { ParentIdInput, PickerNodeSchema } from './tree';

const DeptFields = z.object({
  id: Id,
  parentId: Id,
  parentName: z.string().nullable(),
  ancestors: z.string().describe('ids from the root down to the parent, comma-separated, starting with 0'),
  deptCategory: z.number().int().describe('1 company, 2 department, 3 group'),
  deptName: z.string(),
  fullName: z.string().nullable(),
  currency: z.string().nullable().describe('ISO 4217; null: as the department above'),
  sort: z.number().int(),
  remark: z.string().nullable(),
  status: z.number().int(),
  version: z.number().int(),
  createTime: DateTime,
  hasChildren: z.boolean(),
});
type DeptNode = z.infer<typeof DeptFields> & { children?: DeptNode[] };
const Dept: z.ZodType<DeptNode> = DeptFields.extend({ children: z.array(z.lazy(() => Dept)).optional() }).meta({
  id: 'Dept',
});

const Filter = z.string().trim().max(50).optional();
const optionalText = (max: number) => z.string().trim().max(max).nullish();

const Currency = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.string().regex(/^[A-Z]{3}$/)),
  ])
  .nullish()
  .transform((value) => value || null)
  .describe('ISO 4217 code, e.g. CNY; empty: as the department above');

const DeptInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  parentId: ParentIdInput,
  deptName: z.string().trim().min(1).max(50),
  fullName: optionalText(100),
  deptCategory: z.coerce
    .number()
    .pipe(z.literal([1, 2, 3]))
    .default(2),
  currency: Currency,
  sort: z.coerce.number().int().min(0).max(99_999).default(0),
  remark: optionalText(255),
});

const ProductLineGrant = z.object({
  roleId: IdInput,
  productLines: z.array(z.string().trim().min(1).max(64)).max(200),
});

/** Departments of the caller's tenant (/system/dept), the caller's currency and product lines. */
export const deptRoutes: FastifyPluginAsyncZod<{ dictionaries: DictionaryCache }> = async (app, { dictionaries }) => {
  const { db, permissions } = app.deps;
  const base = '/blade-system/dept';
  const tags = ['dept'];
  const productLines = (tenantId: string, lang: Parameters<typeof dictionaryOf>[3]) =>
    dictionaries.getOrLoad(`${tenantId}|${PRODUCT_LINE_DICTIONARY}|${lang}`, () =>
      dictionaryOf(db, tenantId, PRODUCT_LINE_DICTIONARY, lang),
    );

  app.get(
    `${base}/list`,
    {
      config: { permission: 'dept_view' },
      schema: {
        tags,
        summary: "The tenant's departments as a tree (filters keep the matching departments)",
        querystring: z.object({ deptName: Filter, deptName_like: Filter, fullName: Filter, fullName_like: Filter }),
        response: { 200: z.array(Dept) },
      },
    },
    async (request) => {
      const { query } = request;
      return deptTree(db, sessionOf(request).tenantId, {
        deptName: query.deptName_like ?? query.deptName,
        fullName: query.fullName_like ?? query.fullName,
      });
    },
  );

  app.get(
    `${base}/lazy-list`,
    {
      config: { permission: 'dept_view' },
      schema: {
        tags,
        summary: 'The departments directly under parentId (0 or none: the top level), with hasChildren',
        querystring: z.object({ parentId: ParentIdInput }),
        response: { 200: z.array(Dept) },
      },
    },
    async (request) => deptChildren(db, sessionOf(request).tenantId, request.query.parentId),
  );

  app.get(
    `${base}/tree`,
    {
      config: { permission: ['dept_view', 'user_view', 'role_view'] },
      schema: { tags, summary: "The tenant's departments for pickers", response: { 200: z.array(PickerNodeSchema) } },
    },
    async (request) => deptPicker(db, sessionOf(request).tenantId),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: 'dept_view' },
      schema: { tags, summary: 'One department', querystring: z.object({ id: IdInput }), response: { 200: Dept } },
    },
    async (request) => deptDetail(db, sessionOf(request).tenantId, request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: ['dept_add', 'dept_edit'] },
      schema: {
        tags,
        summary: 'Creates a department, or updates one (with id and version)',
        body: DeptInput,
        response: { 200: Dept },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!(await permissions.has(session, request.body.id ? 'dept_edit' : 'dept_add'))) throw forbidden();
      return saveDept(db, session, request.body, request.ip);
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: 'dept_delete' },
      schema: {
        tags,
        summary: 'Soft-removes departments that have no departments below them and no users',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => (await removeDepts(db, sessionOf(request), request.query.ids, request.ip)) > 0,
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
      const session = sessionOf(request);
      return currencyOfDept(db, session.tenantId, session.deptId);
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
      const session = sessionOf(request);
      return productLinesOfRoles(
        db,
        session.tenantId,
        session.roleIds,
        await productLines(session.tenantId, request.lang),
      );
    },
  );

  app.get(
    `${base}/role-product-lines`,
    {
      config: { permission: ['role_grant', 'role_view'] },
      schema: {
        tags,
        summary: 'The product line keys granted to one role of the tenant',
        querystring: z.object({ roleId: IdInput }),
        response: { 200: z.array(z.string()) },
      },
    },
    async (request) => productLinesOfRole(db, sessionOf(request).tenantId, request.query.roleId),
  );

  app.post(
    `${base}/role-product-lines`,
    {
      config: { permission: 'role_grant' },
      schema: {
        tags,
        summary: 'Replaces the product lines a role of the tenant may see (keys of the product_line dictionary)',
        body: ProductLineGrant,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const known = await productLines(session.tenantId, request.lang);
      await grantProductLines(db, session, request.body, known, request.ip);
      return true;
    },
  );
};
