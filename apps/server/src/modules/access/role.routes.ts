import { DateTime, Id, IdInput, IdList } from '@smdp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { forbidden } from '../../platform/http/errors';
import {
  type GrantMenuNode,
  grantableMenuTree,
  grantedMenuIds,
  grantRoles,
  type RoleTreeNode as RoleTreeNodeType,
  removeRoles,
  roleDetail,
  rolePickerTree,
  roleTree,
  saveRole,
} from './role.service';

/** `blade_role.data_scope`: 1 all, 2 own dept, 3 own dept and below, 4 own customer, 5 self. */
export const DataScope = z.coerce
  .number()
  .pipe(z.literal([1, 2, 3, 4, 5]))
  .describe('1 all, 2 own department, 3 own department and below, 4 own customer, 5 own rows');

const RoleFields = z.object({
  id: Id,
  parentId: Id,
  parentName: z.string().nullable(),
  roleName: z.string(),
  roleAlias: z.string(),
  sort: z.number().int(),
  dataScope: z
    .number()
    .int()
    .describe('1 all, 2 own department, 3 own department and below, 4 own customer, 5 own rows'),
  status: z.number().int(),
  version: z.number().int(),
  createTime: DateTime,
  hasChildren: z.boolean(),
});
type RoleNode = z.infer<typeof RoleFields> & { children?: RoleNode[] };

/** Recursive, so OpenAPI needs it as a named component. */
const Role: z.ZodType<RoleNode> = RoleFields.extend({
  children: z.array(z.lazy(() => Role)).optional(),
}).meta({ id: 'Role' });

const RoleTreeNode: z.ZodType<RoleTreeNodeType> = z
  .object({
    id: Id,
    parentId: Id,
    title: z.string(),
    key: Id,
    value: Id,
    get children() {
      return z.array(RoleTreeNode).optional();
    },
  })
  .meta({ id: 'RoleTreeNode' });

const GrantMenuNodeSchema: z.ZodType<GrantMenuNode> = z
  .object({
    id: Id,
    parentId: Id,
    code: z.string(),
    name: z.string(),
    category: z.number().int().describe('1 menu, 2 button'),
    get children() {
      return z.array(GrantMenuNodeSchema);
    },
  })
  .meta({ id: 'GrantMenuNode' });

const Filter = z.string().trim().max(50).optional();

const ListQuery = z.object({
  roleName: Filter,
  roleName_like: Filter,
  roleAlias: Filter,
  roleAlias_like: Filter,
});

/** A parent id, where 0 or an empty value means a top-level role. */
const ParentId = z
  .union([z.literal(''), IdInput])
  .nullish()
  .transform((value) => value || '0');

const RoleInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  parentId: ParentId,
  roleName: z.string().trim().min(1).max(50),
  roleAlias: z.string().trim().min(1).max(50),
  sort: z.coerce.number().int().min(0).max(99_999).default(0),
  dataScope: DataScope.default(1),
});

const GrantInput = z.object({
  roleIds: z.array(IdInput).min(1).max(100),
  menuIds: z.array(IdInput).max(5000).describe('menus and buttons; the ancestors of a granted page are granted too'),
  dataScope: DataScope.optional(),
});

/** Roles of the caller's tenant and what they are granted (/system/role). */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, permissions } = app.deps;
  const base = '/blade-system/role';
  const tags = ['role'];

  app.get(
    `${base}/list`,
    {
      config: { permission: 'role_view' },
      schema: {
        tags,
        summary: "The tenant's roles as a tree (filters keep the matching roles)",
        querystring: ListQuery,
        response: { 200: z.array(Role) },
      },
    },
    async (request) => {
      const query = request.query;
      return roleTree(db, sessionOf(request).tenantId, request.lang, {
        roleName: query.roleName_like ?? query.roleName,
        roleAlias: query.roleAlias_like ?? query.roleAlias,
      });
    },
  );

  app.get(
    `${base}/tree`,
    {
      config: { permission: ['role_view', 'role_grant', 'user_view'] },
      schema: {
        tags,
        summary: "The tenant's roles for pickers",
        response: { 200: z.array(RoleTreeNode) },
      },
    },
    async (request) => rolePickerTree(db, sessionOf(request).tenantId, request.lang),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: 'role_view' },
      schema: { tags, summary: 'One role', querystring: z.object({ id: IdInput }), response: { 200: Role } },
    },
    async (request) => roleDetail(db, sessionOf(request).tenantId, request.query.id, request.lang),
  );

  app.post(
    `${base}/submit`,
    {
      config: { permission: ['role_add', 'role_edit'] },
      schema: {
        tags,
        summary: 'Creates a role, or updates one (with id and version)',
        body: RoleInput,
        response: { 200: Role },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!(await permissions.has(session, request.body.id ? 'role_edit' : 'role_add'))) throw forbidden();
      const saved = await saveRole(db, session, request.body, request.lang, request.ip);
      permissions.invalidate();
      return saved;
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: 'role_delete' },
      schema: {
        tags,
        summary: 'Soft-removes roles that have no roles below them and that no user holds',
        querystring: z.object({ ids: IdList }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const removed = await removeRoles(db, sessionOf(request), request.query.ids, request.lang, request.ip);
      permissions.invalidate();
      return removed > 0;
    },
  );

  app.post(
    `${base}/grant`,
    {
      config: { permission: 'role_grant' },
      schema: {
        tags,
        summary:
          "Replaces the roles' granted menus and buttons (within the tenant's package) and sets their data scope",
        body: GrantInput,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      await grantRoles(db, sessionOf(request), request.body, request.ip);
      permissions.invalidate();
      return true;
    },
  );

  app.get(
    `${base}/role-tree-keys`,
    {
      config: { permission: ['role_grant', 'role_view'] },
      schema: {
        tags,
        summary: 'The menu and button ids granted to the roles',
        querystring: z.object({ roleIds: IdList }),
        response: { 200: z.object({ menu: z.array(Id) }) },
      },
    },
    async (request) => ({ menu: await grantedMenuIds(db, sessionOf(request).tenantId, request.query.roleIds) }),
  );

  app.get(
    '/blade-system/menu/grant-tree',
    {
      config: { permission: 'role_grant' },
      schema: {
        tags,
        summary: "Every menu and button the caller's tenant may grant (its package's), as a tree",
        response: { 200: z.array(GrantMenuNodeSchema) },
      },
    },
    async (request) => grantableMenuTree(db, sessionOf(request).tenantId, request.lang),
  );
};
