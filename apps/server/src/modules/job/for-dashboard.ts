import type { JobState } from '@smdp/contracts/job';
import type { JobQueue } from '../../platform/jobs/queue';
import type { Caller } from '../../platform/scope/caller';
import { listJobs } from './job.service';

/** How many of the tenant's jobs the jobs page lists in this state (one row fetched). */
export async function jobCount(jobs: JobQueue, caller: Caller, state: JobState): Promise<number> {
  return (await listJobs(jobs, caller, { current: 1, size: 1, state })).total;
}
