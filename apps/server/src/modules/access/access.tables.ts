import type { Generated } from 'kysely';
import type { AuditColumns, DefaultedId, GeneratedId, I18nColumn, I18nText, Id, Json } from '../../db/columns';

export type RoleTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  parentId: DefaultedId;
  roleName: string;
  /** The name in each language (0012_words); `roleName` answers a language missing here. */
  roleNameI18n: I18nColumn;
  roleAlias: string;
  sort: Generated<number>;
  /** 1 all, 2 own dept, 3 own dept and below, 4 own customer, 5 self (0004_access). */
  dataScope: Generated<number>;
};

export type MenuTable = AuditColumns & {
  id: GeneratedId;
  parentId: DefaultedId;
  code: string;
  name: string;
  nameI18n: Json<I18nText>;
  alias: string | null;
  path: string | null;
  source: string | null;
  sort: Generated<number>;
  category: Generated<number>;
  action: Generated<number>;
  isOpen: Generated<number>;
  component: string | null;
  query: string | null;
  meta: Json<Record<string, unknown>> | null;
  remark: string | null;
};

export type RoleMenuTable = { roleId: Id; menuId: Id };

/** Tables of roles, menus and buttons, and the grants between them (0001_foundation, 0004_access). */
export type AccessTables = {
  bladeRole: RoleTable;
  bladeMenu: MenuTable;
  bladeRoleMenu: RoleMenuTable;
};
