import type { Generated } from 'kysely';
import type { AuditColumns, DefaultedId, GeneratedId, Id } from './columns';

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

/** Tables of departments, regions, posts and dictionaries (migration 0005_structure). */
export type StructureTables = {
  bladeRegion: RegionTable;
  bladeRoleProductLine: RoleProductLineTable;
};
