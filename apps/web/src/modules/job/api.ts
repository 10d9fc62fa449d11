import type { Wire } from '@smdp/contracts';
import type { Download, ExportRequest, Job } from '@smdp/contracts/job';
import type { z } from 'zod';
import { post, saveDownload } from '../../lib/http';

export const JOB_API = '/smdp-job/job';
export const DOWNLOAD_API = '/smdp-job/download';
export const EXPORT_API = '/smdp-job/export';

export type JobRow = Wire<Job>;
export type DownloadRow = Wire<Download>;

/** Query keys of the jobs and downloads lists (the CRUD page keys its list by these paths). */
export const jobKeys = {
  all: ['crud', 'job'] as const,
  downloads: ['crud', 'download'] as const,
};

export const retryJob = (id: string) => post<JobRow>(`${JOB_API}/retry`, undefined, { query: { id } });
export const cancelJob = (id: string) => post<JobRow>(`${JOB_API}/cancel`, undefined, { query: { id } });

/** Starts a list export on the server; the file appears on the downloads page. */
export const startExport = (request: z.input<typeof ExportRequest>) => post<{ jobId: string }>(EXPORT_API, request);

/** Fetches one of the caller's files with the sign-in header and saves it under its name. */
export function downloadFile(download: Pick<DownloadRow, 'id' | 'fileName'>): Promise<void> {
  return saveDownload(`${DOWNLOAD_API}/file?id=${encodeURIComponent(download.id)}`, download.fileName);
}
