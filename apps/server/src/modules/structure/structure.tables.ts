import type { Generated } from 'kysely';
import type { AuditColumns, DefaultedId, GeneratedId, I18nText, Id, Json } from '../../db/columns';

export type DeptTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  parentId: DefaultedId;
  ancestors: Generated<string>;
  deptCategory: Generated<number>;
  deptName: string;
  fullName: string | null;
  sort: Generated<number>;
  remark: string | null;
  /** ISO 4217; null: as the department above (0005_structure). */
  currency: string | null;
};

export type PostTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  category: Generated<number>;
  postCode: string;
  postName: string;
  sort: Generated<number>;
  remark: string | null;
};

/** A country (1), province (2), city (3) or district (4) of a tenant (migration 0005_structure). */
export type RegionTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  parentId: DefaultedId;
  code: string;
  name: string;
  regionLevel: number;
  sort: Generated<number>;
  remark: string | null;
};

/** The product lines (keys of the `product_line` dictionary) a role's holders may see. */
export type RoleProductLineTable = { tenantId: string; roleId: Id; productLine: string };

export type DictTable = AuditColumns & {
  id: GeneratedId;
  parentId: DefaultedId;
  code: string;
  dictKey: string;
  dictValue: string;
  dictValueI18n: Json<I18nText>;
  sort: Generated<number>;
  remark: string | null;
  isSealed: Generated<number>;
  /** The administrator tenant's rows are the platform's dictionaries (0005_structure). */
  tenantId: Generated<string>;
};

/** Tables of departments, posts, regions, product lines and dictionaries (0001_foundation, 0005_structure). */
export type StructureTables = {
  bladeDept: DeptTable;
  bladePost: PostTable;
  bladeRegion: RegionTable;
  bladeRoleProductLine: RoleProductLineTable;
  bladeDict: DictTable;
};
