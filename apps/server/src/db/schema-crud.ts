import type { TableLayout } from '@smdp/contracts';
import type { Generated } from 'kysely';
import type { GeneratedId, Id, Json, Timestamp } from './columns';

export type AuditLogTable = {
  id: GeneratedId;
  tenantId: string;
  userId: Id | null;
  account: string;
  action: string;
  entity: string;
  entityId: string;
  changes: Json<Record<string, { from: unknown; to: unknown }>>;
  ip: string | null;
  createTime: Generated<Date>;
};

export type PageTableSettingTable = {
  id: GeneratedId;
  tenantId: string;
  userId: Id;
  pageCode: string;
  config: Json<TableLayout>;
  createTime: Generated<Date>;
  updateTime: Timestamp;
  version: Generated<number>;
};

export type TableInitializeConfigTable = {
  id: GeneratedId;
  tenantId: string;
  pageCode: string;
  config: Json<TableLayout>;
  updateTime: Timestamp;
};

/** Tables of the list-and-form pattern (migration 0002_crud). */
export type CrudTables = {
  auditLog: AuditLogTable;
  pageTableSetting: PageTableSettingTable;
  tableInitializeConfig: TableInitializeConfigTable;
};
