import type { Page, PageQuery } from '@smdp/contracts';
import type { Job, JobState } from '@smdp/contracts/job';
import { badRequest, notFound } from '../../platform/http/errors';
import type { JobQueue } from '../../platform/jobs/queue';
import type { Caller } from '../../platform/scope/caller';

type ListQuery = PageQuery & {
  state?: JobState | undefined;
  state_equal?: JobState | undefined;
  queue?: string | undefined;
};

const COLUMNS = [
  'id',
  'queue',
  'title',
  'state',
  'progress',
  'error',
  'attempts',
  'createdBy',
  'createTime',
  'startTime',
  'endTime',
] as const;

/** The caller's tenant's jobs, newest first. */
export async function listJobs(jobs: JobQueue, caller: Caller, query: ListQuery): Promise<Page<Job>> {
  let rows = jobs.runsOf(caller.tenantId);
  const state = query.state ?? query.state_equal;
  if (state) rows = rows.where('state', '=', state);
  if (query.queue) rows = rows.where('queue', '=', query.queue);
  const { total } = await rows.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const records = await rows
    .select(COLUMNS)
    .orderBy('createTime', 'desc')
    .orderBy('id')
    .limit(query.size)
    .offset((query.current - 1) * query.size)
    .execute();
  const count = Number(total);
  return { records, total: count, size: query.size, current: query.current, pages: Math.ceil(count / query.size) };
}

export async function jobDetail(jobs: JobQueue, caller: Caller, id: string): Promise<Job> {
  const row = await jobs.runsOf(caller.tenantId).select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Runs a failed or cancelled job again. */
export async function retryJob(jobs: JobQueue, caller: Caller, id: string): Promise<Job> {
  const job = await jobDetail(jobs, caller, id);
  if (job.state !== 'failed' && job.state !== 'cancelled') throw badRequest('jobNotRetryable');
  await jobs.retry(job.queue, id, job.state);
  return jobDetail(jobs, caller, id);
}

/** Stops a job that has not finished. */
export async function cancelJob(jobs: JobQueue, caller: Caller, id: string): Promise<Job> {
  const job = await jobDetail(jobs, caller, id);
  if (job.state === 'done' || job.state === 'failed' || job.state === 'cancelled') throw badRequest('jobFinished');
  await jobs.cancel(job.queue, id);
  return jobDetail(jobs, caller, id);
}
