import type { Generated } from 'kysely';
import type { GeneratedId, Id, Json } from '../../db/columns';

/** A named set of one report's filter values, saved by one account (0051_report_filter_sets). */
export type ReportFilterSetTable = {
  id: GeneratedId;
  tenantId: string;
  userId: Id;
  reportCode: string;
  name: string;
  filters: Json<Record<string, string>>;
  createTime: Generated<Date>;
  updateTime: Generated<Date>;
};

/** Tables of the report centre. */
export type ReportTables = {
  reportFilterSet: ReportFilterSetTable;
};
