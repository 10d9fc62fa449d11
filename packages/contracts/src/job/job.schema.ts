import { z } from 'zod';
import { DateTime, Id } from '../common';
import { PageQuery } from '../paging';

/** What an administrator sees of a job; `retrying` is a failed attempt with retries left. */
export const JOB_STATES = ['queued', 'running', 'retrying', 'done', 'failed', 'cancelled'] as const;
export const JobState = z.enum(JOB_STATES);
export type JobState = z.output<typeof JobState>;

export const Job = z.object({
  id: z.string(),
  queue: z.string(),
  title: z.string(),
  state: JobState,
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdBy: z.string().nullable().describe('account that started it; null for a schedule'),
  createTime: DateTime,
  startTime: DateTime.nullable(),
  endTime: DateTime.nullable(),
});
export type Job = z.output<typeof Job>;

export const JobListQuery = PageQuery.extend({
  state: JobState.optional(),
  state_equal: z
    .preprocess((value) => (value === '' ? undefined : value), JobState.optional())
    .describe("the list page's search (CrudPage sends `_equal` keys); the same as `state`"),
  queue: z.string().max(64).optional(),
});

export const JobIdParams = z.object({ id: z.uuid() });

export const EXPORT_LIMITS = { columns: 100, options: 500, text: 200 } as const;
/** Rows fetched per list call while exporting, and the most one export takes (web and server alike). */
export const EXPORT_PAGE_SIZE = 500;
export const EXPORT_MAX_ROWS = 100_000;
/** Lists longer than this export on the server as a job (a few seconds of page calls in the browser). */
export const EXPORT_JOB_THRESHOLD = 5_000;

/** A list export run on the server: the list call the page uses, its filter, and the visible columns. */
export const ExportRequest = z.object({
  path: z
    .string()
    .max(EXPORT_LIMITS.text)
    .regex(/^\/[a-z0-9][a-z0-9/_-]*$/i, 'a list path of the API, without /api')
    .describe('the list call, as the web client names it (for example /smdp-warehouse/warehouse/list)'),
  query: z.record(z.string(), z.union([z.string().max(EXPORT_LIMITS.text), z.number()])).default({}),
  fileName: z.string().trim().min(1).max(EXPORT_LIMITS.text),
  yesNo: z.tuple([z.string().max(20), z.string().max(20)]).default(['Yes', 'No']),
  columns: z
    .array(
      z.object({
        key: z.string().max(EXPORT_LIMITS.text),
        label: z.string().max(EXPORT_LIMITS.text),
        kind: z.enum(['text', 'switch']).default('text'),
        options: z
          .array(z.object({ value: z.union([z.string(), z.number(), z.boolean()]), label: z.string() }))
          .max(EXPORT_LIMITS.options)
          .optional(),
      }),
    )
    .min(1)
    .max(EXPORT_LIMITS.columns),
});
export type ExportRequest = z.output<typeof ExportRequest>;

export const Download = z.object({
  id: Id,
  fileName: z.string(),
  size: z.number().int().describe('bytes'),
  expireTime: DateTime,
  createdBy: z.string().describe('the account the file belongs to'),
  createTime: DateTime,
});
export type Download = z.output<typeof Download>;

export const DownloadIdParams = z.object({ id: Id });

/** `export`: the job that writes the file. */
export const ExportStarted = z.object({ jobId: z.string() });
