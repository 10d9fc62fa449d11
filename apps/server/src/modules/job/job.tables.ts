import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/columns';

/** A file an export left for its account, until it expires. */
export type JobDownloadTable = {
  id: ColumnType<string, never, never>;
  tenantId: string;
  userId: string;
  account: string;
  jobId: string | null;
  fileName: string;
  fileKey: string;
  size: ColumnType<number, number, number>;
  expireTime: Timestamp;
  createTime: Generated<Date>;
};

export type JobModuleTables = { jobDownload: JobDownloadTable };
