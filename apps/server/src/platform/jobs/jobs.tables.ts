import type { JobState } from '@smdp/contracts/job';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The administrator's view of one engine job (migration 0014); the engine's own row holds the payload. */
export type JobRunTable = {
  id: string;
  queue: string;
  tenantId: string;
  createdBy: string | null;
  title: string;
  state: Generated<JobState>;
  progress: Generated<number>;
  error: string | null;
  attempts: Generated<number>;
  createTime: Generated<Date>;
  startTime: NullableTimestamp;
  endTime: NullableTimestamp;
};

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

export type JobTables = { jobRun: JobRunTable; jobDownload: JobDownloadTable };
