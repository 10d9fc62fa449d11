import type { TableLayout } from '@smdp/contracts';
import type { Generated } from 'kysely';
import type { GeneratedId, Id, Json, Timestamp } from '../../db/columns';

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

/** Tables of list layouts: each user's and each tenant's initial one (0002_crud). */
export type CrudTables = {
  pageTableSetting: PageTableSettingTable;
  tableInitializeConfig: TableInitializeConfigTable;
};
