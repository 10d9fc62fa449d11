import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffCaller } from '../../platform/scope/caller';
import { downloadRoutes } from './download.routes';
import { removeExpiredDownloads } from './download.service';
import { EXPORT_QUEUE, type ExportJob, runExport } from './export.job';
import { jobRoutes } from './job.routes';

export const EXPIRY_QUEUE = 'download-expiry';

/** Jobs (the administrator's page), server-side list exports and the downloads they leave. */
export const jobModule: FastifyPluginAsyncZod = async (app) => {
  const { jobs, files } = app.deps;
  await jobs.define<ExportJob>({ queue: EXPORT_QUEUE, run: (job) => runExport(app, job) });
  await jobs.define<Record<string, never>>({
    queue: EXPIRY_QUEUE,
    cron: {
      expression: '17 * * * *',
      data: {},
      meta: { tenantId: staffCaller('000000').tenantId, createdBy: null, title: 'Expired downloads' },
    },
    run: async () => void (await removeExpiredDownloads(jobs.db, files)),
  });
  await app.register(jobRoutes);
  await app.register(downloadRoutes);
};

/** For other modules' jobs that leave a file on the downloads page (a statement batch). */
export { type NewDownload, saveDownload } from './download.service';
export { DOWNLOAD_TTL_HOURS } from './export.job';
export * from './for-dashboard';
