import { z } from 'zod';
import { DateTime, Id, IdInput } from '../common';

/** `blade_role.data_scope`: 1 all, 2 own dept, 3 own dept and below, 4 own customer, 5 self. */
export const DATA_SCOPE = { ALL: 1, DEPT: 2, DEPT_AND_BELOW: 3, CUSTOMER: 4, SELF: 5 } as const;
export type DataScopeValue = (typeof DATA_SCOPE)[keyof typeof DATA_SCOPE];

export const DataScope = z.coerce
  .number()
  .pipe(z.literal([1, 2, 3, 4, 5]))
  .describe('1 all, 2 own department, 3 own department and below, 4 own customer, 5 own rows');

export const RoleFields = z.object({
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
/** A role with its children (only on nodes that have some, so a tree table shows no expander on leaves). */
export type RoleNode = z.output<typeof RoleFields> & { children?: RoleNode[] };

/** Recursive, so OpenAPI needs it as a named component. */
export const Role: z.ZodType<RoleNode> = RoleFields.extend({
  children: z.array(z.lazy(() => Role)).optional(),
}).meta({ id: 'Role' });

/** A node of the role picker tree (`role/tree`). */
export type RoleTreeNode = {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  children?: RoleTreeNode[];
};
export const RoleTreeNode: z.ZodType<RoleTreeNode> = z
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

/** A menu or button the caller's tenant may grant (`category` 1 menu, 2 button). */
export type GrantMenuNode = {
  id: string;
  parentId: string;
  code: string;
  name: string;
  category: number;
  /** `name`, `id`, `id` again: the props BladeX clients' trees read. */
  title: string;
  key: string;
  value: string;
  children: GrantMenuNode[];
};
export const GrantMenuNode: z.ZodType<GrantMenuNode> = z
  .object({
    id: Id,
    parentId: Id,
    code: z.string(),
    name: z.string(),
    category: z.number().int().describe('1 menu, 2 button'),
    title: z.string(),
    key: Id,
    value: Id,
    get children() {
      return z.array(GrantMenuNode);
    },
  })
  .meta({ id: 'GrantMenuNode' });

const Filter = z.string().trim().max(50).optional();

export const RoleListQuery = z.object({
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

export const RoleInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  parentId: ParentId,
  roleName: z.string().trim().min(1).max(50),
  roleAlias: z.string().trim().min(1).max(50),
  sort: z.coerce.number().int().min(0).max(99_999).default(0),
  dataScope: DataScope.default(1),
});

export const RoleGrantInput = z.object({
  roleIds: z.array(IdInput).min(1).max(100),
  menuIds: z.array(IdInput).max(5000).describe('menus and buttons; the ancestors of a granted page are granted too'),
  dataScope: DataScope.optional(),
  dataScopeIds: z
    .array(IdInput)
    .max(0)
    .optional()
    .describe(
      "BladeX's per-menu data scope rules: none exist here (a role's data scope is one value), so always empty",
    ),
  apiScopeIds: z
    .array(IdInput)
    .max(0)
    .optional()
    .describe("BladeX's per-menu API scope rules: none exist here, so always empty"),
});

/**
 * `menu/grant-tree`: what a role can be granted. BladeX clients also show per-menu data and API scope rules;
 * this portal has none (a role's data scope is one value on the role), so those trees are empty.
 */
export const GrantTree = z.object({
  menu: z.array(GrantMenuNode),
  dataScope: z.array(GrantMenuNode),
  apiScope: z.array(GrantMenuNode),
});
export type GrantTree = z.output<typeof GrantTree>;

/** `role-tree-keys`: the menu and button ids granted to the roles asked for (no scope rules: see GrantTree). */
export const GrantedMenus = z.object({ menu: z.array(Id), dataScope: z.array(Id), apiScope: z.array(Id) });
export type GrantedMenus = z.output<typeof GrantedMenus>;
