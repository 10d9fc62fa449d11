import type { JobState } from '@smdp/contracts/job';
import type { Generated } from 'kysely';

import type { NullableTimestamp } from '../../db/columns';

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

export type JobTables = { jobRun: JobRunTable };
