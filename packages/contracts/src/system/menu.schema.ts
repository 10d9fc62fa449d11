import { z } from 'zod';
import { Id } from '..';

/** Recursive, so OpenAPI needs it as a named component (`#/components/schemas/MenuNode`). */
/** One node of the side menu (a menu or a button) with its children. */
export type MenuNode = {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string | null;
  path: string | null;
  source: string | null;
  sort: number;
  category: number;
  action: number;
  isOpen: number;
  remark: string | null;
  component: string | null;
  query: string | null;
  meta: Record<string, unknown> | null;
  /** Absent on a leaf (BladeX clients read the key itself as "this is a branch"). */
  children?: MenuNode[];
  hasChildren: boolean;
};

export const MenuNode: z.ZodType<MenuNode> = z
  .object({
    id: Id,
    parentId: Id,
    code: z.string(),
    name: z.string(),
    alias: z.string().nullable(),
    path: z.string().nullable(),
    source: z.string().nullable().describe('icon'),
    sort: z.number().int(),
    category: z.number().int().describe('1 menu, 2 button'),
    action: z.number().int().describe('0 menu; 1 toolbar, 2 row, 3 both'),
    isOpen: z.number().int().describe('2 keeps the page alive'),
    remark: z.string().nullable(),
    component: z.string().nullable(),
    query: z.string().nullable(),
    meta: z.record(z.string(), z.unknown()).nullable(),
    get children() {
      return z.array(MenuNode).optional();
    },
    hasChildren: z.boolean(),
  })
  .meta({ id: 'MenuNode' });

export const TopMenu = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  source: z.string().nullable(),
  sort: z.number().int(),
  path: z.string().nullable(),
});
export type TopMenu = z.output<typeof TopMenu>;

export const MenuRoutesQuery = z.object({
  topMenuId: z
    .preprocess((value) => (value === '' ? undefined : value), Id.optional())
    .describe('only this top menu and its subtree'),
});
