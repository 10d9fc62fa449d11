import { pageOf } from '@smdp/contracts';
import { ExportRequest, ExportStarted, Job, JobIdParams, JobListQuery, jobCodes } from '@smdp/contracts/job';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../platform/auth/authenticate';
import { callerOf } from '../../platform/scope/caller';
import { EXPORT_QUEUE, type ExportJob } from './export.job';
import { cancelJob, jobDetail, listJobs, retryJob } from './job.service';

/** The jobs page (administrators of a tenant see its jobs) and the start of a server-side export. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobs } = app.deps;
  const tags = ['job'];
  const base = '/smdp-job/job';

  app.get(
    `${base}/list`,
    {
      config: { permission: jobCodes.view },
      schema: {
        tags,
        summary: "The tenant's jobs, newest first",
        querystring: JobListQuery,
        response: { 200: pageOf(Job) },
      },
    },
    async (request) => listJobs(jobs, callerOf(request), request.query),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: jobCodes.view },
      schema: { tags, summary: 'One job', querystring: JobIdParams, response: { 200: Job } },
    },
    async (request) => jobDetail(jobs, callerOf(request), request.query.id),
  );

  app.post(
    `${base}/retry`,
    {
      config: { permission: jobCodes.edit },
      schema: {
        tags,
        summary: 'Runs a failed or cancelled job again',
        querystring: JobIdParams,
        response: { 200: Job },
      },
    },
    async (request) => retryJob(jobs, callerOf(request), request.query.id),
  );

  app.post(
    `${base}/cancel`,
    {
      config: { permission: jobCodes.edit },
      schema: { tags, summary: 'Stops a job that has not finished', querystring: JobIdParams, response: { 200: Job } },
    },
    async (request) => cancelJob(jobs, callerOf(request), request.query.id),
  );

  app.post(
    '/smdp-job/export',
    {
      schema: {
        tags,
        summary: 'Exports a long list on the server; the file appears on the downloads page',
        body: ExportRequest,
        response: { 200: ExportStarted },
      },
    },
    async (request) => {
      // No button of its own: the list call runs as this account, so its own permission check applies.
      const { jti: _jti, issuedAt: _issuedAt, expiresAt: _expiresAt, ...session } = sessionOf(request);
      const data: ExportJob = { request: request.body, session };
      const jobId = await jobs.enqueue(EXPORT_QUEUE, data, {
        tenantId: session.tenantId,
        createdBy: session.account,
        title: request.body.fileName,
      });
      return { jobId };
    },
  );
};
