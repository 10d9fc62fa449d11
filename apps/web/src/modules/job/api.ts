import type { Wire } from '@smdp/contracts';
import type { Download, ExportRequest, Job } from '@smdp/contracts/job';
import type { z } from 'zod';
import { ApiError, describeFailure, post, requestHeaders, showError } from '../../lib/http';
import { settings } from '../../lib/settings';

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
export async function downloadFile(download: Pick<DownloadRow, 'id' | 'fileName'>): Promise<void> {
  const response = await fetch(`${settings.api.base}${DOWNLOAD_API}/file?id=${encodeURIComponent(download.id)}`, {
    headers: requestHeaders(),
  }).catch(() => null);
  if (!response) throw new ApiError(0, 'network');
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { msg?: string } | null;
    const text = describeFailure(body?.msg);
    showError(text);
    throw new ApiError(response.status, text);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = download.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
