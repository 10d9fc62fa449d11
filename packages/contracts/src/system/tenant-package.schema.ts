import { z } from 'zod';
import { DateTime, FilterDate, Id, IdInput, PageQuery } from '..';

export const TenantPackage = z.object({
  id: Id,
  packageName: z.string(),
  menuIds: z.array(Id).describe('menus and buttons the tenant’s roles may be granted'),
  menuId: z.string().describe('menuIds comma-joined, as BladeX clients read them'),
  remark: z.string().nullable(),
  status: z.number().int(),
  version: z.number().int(),
  createTime: DateTime,
});
export type TenantPackage = z.output<typeof TenantPackage>;

/** Recursive, so OpenAPI needs it as a named component. */
/** A menu or button a package may contain, with its children. */
export type PackageMenuNode = {
  id: string;
  parentId: string;
  code: string;
  name: string;
  /** 1 menu, 2 button. */
  category: number;
  children: PackageMenuNode[];
};

export const PackageMenuNode: z.ZodType<PackageMenuNode> = z
  .object({
    id: Id,
    parentId: Id,
    code: z.string(),
    name: z.string(),
    category: z.number().int().describe('1 menu, 2 button'),
    get children() {
      return z.array(PackageMenuNode);
    },
  })
  .meta({ id: 'PackageMenuNode' });

export const TenantPackageListQuery = PageQuery.extend({
  packageName: z.string().max(100).optional(),
  packageName_like: z.string().max(100).optional(),
  status_equal: z.string().max(2).optional(),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
});

const MAX_PACKAGE_MENUS = 5000;

export const TenantPackageInput = z
  .object({
    id: IdInput.optional(),
    version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
    packageName: z.string().trim().min(1).max(50),
    menuIds: z.array(IdInput).max(MAX_PACKAGE_MENUS).optional().describe('required unless menuId is sent'),
    menuId: z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(z.array(Id).max(MAX_PACKAGE_MENUS))
      .optional()
      .describe("the menus as BladeX clients send them, comma-joined; wins over menuIds (Saber's form edits it)"),
    remark: z.string().trim().max(255).nullish(),
  })
  .refine((input) => input.menuIds !== undefined || input.menuId !== undefined, {
    path: ['menuIds'],
    message: 'menuIds or menuId is required',
  })
  .transform(({ menuId, menuIds, ...input }) => ({ ...input, menuIds: menuId ?? menuIds ?? [] }));

/** A live package in the tenant form's picker. */
export const PackageOption = z.object({ id: Id, packageName: z.string() });
export type PackageOption = z.output<typeof PackageOption>;
