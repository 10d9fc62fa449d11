import { DateTime, Id, IdInput, IdList, LANGUAGES } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import {
  type MenuFilters,
  type MenuPickerNode,
  menuChildren,
  menuDetail,
  menuList,
  menuPickerTree,
  removeMenus,
  saveMenu,
} from './menu-admin.service';

const MenuFields = z.object({
  id: Id,
  parentId: Id,
  parentName: z.string().nullable(),
  code: z.string(),
  name: z.string().describe('in the Lang-Type language'),
  nameI18n: z.partialRecord(z.enum(LANGUAGES), z.string()).describe('the name in each language'),
  alias: z.string().nullable(),
  path: z.string().nullable(),
  source: z.string().nullable().describe('icon'),
  sort: z.number().int(),
  category: z.number().int().describe('1 menu, 2 button'),
  action: z.number().int().describe('0 menu; 1 toolbar, 2 row, 3 both'),
  isOpen: z.number().int().describe('2 keeps the page alive'),
  component: z.string().nullable(),
  query: z.string().nullable(),
  meta: z.record(z.string(), z.unknown()).nullable(),
  remark: z.string().nullable(),
  status: z.number().int().describe('1 shown, 0 hidden'),
  version: z.number().int(),
  createTime: DateTime,
  hasChildren: z.boolean(),
});
type MenuRecordNode = z.infer<typeof MenuFields> & { children?: MenuRecordNode[] };

/** Recursive, so OpenAPI needs it as a named component. */
const MenuRecord: z.ZodType<MenuRecordNode> = MenuFields.extend({
  children: z.array(z.lazy(() => MenuRecord)).optional(),
}).meta({ id: 'MenuRecord' });

const MenuPicker: z.ZodType<MenuPickerNode> = z
  .object({
    id: Id,
    parentId: Id,
    title: z.string(),
    key: Id,
    value: Id,
    get children() {
      return z.array(MenuPicker).optional();
    },
  })
  .meta({ id: 'MenuPickerNode' });

const Filter = z.string().trim().max(50).optional();
const Category = z.coerce.number().pipe(z.literal([1, 2]));

const FilterQuery = z.object({
  code: Filter,
  code_like: Filter,
  name: Filter,
  name_like: Filter,
  category: z.union([z.literal(''), Category]).optional(),
  category_equal: z.union([z.literal(''), Category]).optional(),
});

const filtersOf = (query: z.infer<typeof FilterQuery>): MenuFilters => ({
  code: query.code_like ?? query.code,
  name: query.name_like ?? query.name,
  category: query.category_equal || query.category || undefined,
});

/** A parent id, where 0 or an empty value means the top level. */
const ParentId = z
  .union([z.literal(''), IdInput])
  .nullish()
  .transform((value) => value || '0');

const text = (max: number) => z.string().trim().max(max).nullish();

const MenuInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  parentId: ParentId,
  code: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/),
  nameI18n: z.partialRecord(z.enum(LANGUAGES), z.string().trim().max(50)).describe('at least one language'),
  alias: text(50),
  path: text(255),
  source: text(100).describe('icon name'),
  sort: z.coerce.number().int().min(0).max(99_999).default(1),
  category: Category,
  action: z.coerce
    .number()
    .pipe(z.literal([0, 1, 2, 3]))
    .default(0),
  isOpen: z.coerce
    .number()
    .pipe(z.literal([1, 2]))
    .default(1),
  component: text(255),
  query: text(255),
  meta: z
    .record(z.string().max(50), z.union([z.string().max(255), z.number(), z.boolean(), z.null()]))
    .refine((meta) => Object.keys(meta).length <= 20, 'at most 20 entries')
    .nullish()
    .describe('route meta, e.g. {"isTab": false}'),
  remark: text(255),
  status: z.coerce
    .number()
    .pipe(z.literal([0, 1]))
    .default(1),
});

/** Menu administration (/system/menu): menus are shared by all tenants, so only the administrator tenant edits them. */
export const menuAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions } = app.deps;
  const base = '/blade-system/menu';
  const tags = ['menu'];
  const read = { adminTenantOnly: true, permission: 'menu_view' } as const;

  app.get(
    `${base}/list`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Every menu and button as a tree (filters keep the matching ones)',
        querystring: FilterQuery,
        response: { 200: z.array(MenuRecord) },
      },
    },
    async (request) => menuList(db, request.lang, filtersOf(request.query)),
  );

  app.get(
    `${base}/lazy-list`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The menus and buttons directly below parentId (0: the top level), each with hasChildren',
        querystring: FilterQuery.extend({ parentId: ParentId }),
        response: { 200: z.array(MenuRecord) },
      },
    },
    async (request) => menuChildren(db, request.lang, request.query.parentId, filtersOf(request.query)),
  );

  app.get(
    `${base}/by-parent`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Menu fetch by parent id: the menus and buttons directly below parentId, unfiltered',
        querystring: z.object({ parentId: ParentId }),
        response: { 200: z.array(MenuRecord) },
      },
    },
    async (request) => menuChildren(db, request.lang, request.query.parentId),
  );

  app.get(
    `${base}/tree`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The menus (no buttons) as a tree, for parent pickers',
        response: { 200: z.array(MenuPicker) },
      },
    },
    async (request) => menuPickerTree(db, request.lang),
  );

  app.get(
    `${base}/detail`,
    {
      config: read,
      schema: {
        tags,
        summary: 'One menu or button',
        querystring: z.object({ id: IdInput }),
        response: { 200: MenuRecord },
      },
    },
    async (request) => menuDetail(db, request.lang, request.query.id),
  );

  app.post(
    `${base}/submit`,
    {
      config: { adminTenantOnly: true, permission: ['menu_add', 'menu_edit'] },
      schema: {
        tags,
        summary: 'Creates a menu or button, or updates one (with id and version)',
        body: MenuInput,
        response: { 200: MenuRecord },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!(await permissions.has(session, request.body.id ? 'menu_edit' : 'menu_add'))) throw forbidden();
      const saved = await saveMenu(db, session, request.lang, request.body, request.ip);
      permissions.invalidate();
      return saved;
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { adminTenantOnly: true, permission: 'menu_delete' },
      schema: {
        tags,
        summary: 'Soft-removes menus and buttons; a menu with children left below it is refused',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const removed = await removeMenus(db, sessionOf(request), request.lang, request.query.ids, request.ip);
      permissions.invalidate();
      return removed > 0;
    },
  );
};
