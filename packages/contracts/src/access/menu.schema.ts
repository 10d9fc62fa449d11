import { z } from 'zod';
import { DateTime, Id, IdInput, LANGUAGES } from '../common';

export const MenuFields = z.object({
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
/** A menu or button with its children. */
export type MenuRecordNode = z.output<typeof MenuFields> & { children?: MenuRecordNode[] };

/** Recursive, so OpenAPI needs it as a named component. */
export const MenuRecord: z.ZodType<MenuRecordNode> = MenuFields.extend({
  children: z.array(z.lazy(() => MenuRecord)).optional(),
}).meta({ id: 'MenuRecord' });

/** A node of the menu picker tree (menus only). */
export type MenuPickerNode = {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  children?: MenuPickerNode[];
};
export const MenuPicker: z.ZodType<MenuPickerNode> = z
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
export const MenuCategory = z.coerce.number().pipe(z.literal([1, 2]));

export const MenuFilterQuery = z.object({
  code: Filter,
  code_like: Filter,
  name: Filter,
  name_like: Filter,
  category: z.union([z.literal(''), MenuCategory]).optional(),
  category_equal: z.union([z.literal(''), MenuCategory]).optional(),
});

/** A parent id, where 0 or an empty value means the top level. */
export const MenuParentId = z
  .union([z.literal(''), IdInput])
  .nullish()
  .transform((value) => value || '0');

/**
 * The parent of a lazy list: none or 0 the top level, as our pages ask; an empty value every level, as
 * BladeX answers it (Saber's menu page searches with `parentId=` and wants matches at any depth).
 */
export const LazyParentId = z
  .union([z.literal(''), IdInput])
  .optional()
  .transform((value) => (value === '' ? undefined : (value ?? '0')));

const text = (max: number) => z.string().trim().max(max).nullish();

export const MenuInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  parentId: MenuParentId,
  code: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/),
  nameI18n: z
    .partialRecord(z.enum(LANGUAGES), z.string().trim().max(50))
    .default({})
    .describe('at least one language (or name)'),
  name: z
    .string()
    .trim()
    .max(50)
    .optional()
    .describe("BladeX clients: the name in the caller's language; it wins over nameI18n for that language"),
  alias: text(50),
  path: text(255),
  source: text(100).describe('icon name'),
  sort: z.coerce.number().int().min(0).max(99_999).default(1),
  category: MenuCategory,
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
