import type { ColumnType, Generated } from 'kysely';
import type { GeneratedId, Id, Json, NullableTimestamp } from '../../db/columns';

/** The last number taken of one series (document type, owner, year; year 0: never restarts). */
export type DocSeriesTable = {
  tenantId: string;
  docType: string;
  ownerKey: string;
  year: number;
  /** bigint: node-postgres reads it as text. */
  lastNo: ColumnType<string, string | number, string | number>;
  updateTime: Generated<Date>;
};

/** One move of a document: the history the document page shows. */
export type DocTimelineTable = {
  id: GeneratedId;
  tenantId: string;
  docType: string;
  docId: Id;
  action: string;
  fromState: string | null;
  toState: string | null;
  remark: string | null;
  userId: Id | null;
  account: string | null;
  createTime: Generated<Date>;
};

/** A document event written in the transaction of the change; published (later) by whoever listens. */
export type OutboxEventTable = {
  id: GeneratedId;
  tenantId: string;
  topic: string;
  docType: string;
  docId: Id;
  payload: Json<Record<string, unknown>>;
  createTime: Generated<Date>;
  publishedAt: NullableTimestamp;
};

/** Tables of the document kernel (migration 0015_documents). */
export type DocumentTables = {
  docSeries: DocSeriesTable;
  docTimeline: DocTimelineTable;
  outboxEvent: OutboxEventTable;
};
