import { PageQuery, pageOf } from '@smdp/contracts';
import { Download, DownloadIdParams, downloadCodes } from '@smdp/contracts/job';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendFile } from '../../platform/http/send-file';
import { callerOf } from '../../platform/scope/caller';
import { downloadFile, downloadTypeOf, listDownloads } from './download.service';

/** The downloads page: each account's own export files until they expire. */
export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobs, files } = app.deps;
  const tags = ['job'];
  const base = '/smdp-job/download';

  app.get(
    `${base}/list`,
    {
      config: { permission: downloadCodes.view },
      schema: {
        tags,
        summary: "The caller's files, newest first",
        querystring: PageQuery,
        response: { 200: pageOf(Download) },
      },
    },
    async (request) => listDownloads(jobs.db, callerOf(request), request.query),
  );

  app.get(
    `${base}/file`,
    {
      config: { permission: downloadCodes.view, envelope: false },
      schema: {
        tags,
        summary: "One of the caller's files (another account's is not found)",
        querystring: DownloadIdParams,
      },
    },
    async (request, reply) => {
      const file = await downloadFile(jobs.db, files, callerOf(request), request.query.id);
      return sendFile(reply, {
        name: file.fileName,
        contentType: downloadTypeOf(file.fileName),
        content: file.content,
      });
    },
  );
};
