import type { Page } from '@smdp/contracts';
import type { Download, Job } from '@smdp/contracts/job';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_TENANT } from '../../db/seed';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

const WAIT = { timeout: 20_000, interval: 200 };

let t: TestApp;
let tokens: DemoTokens;
let exportJobId: string;
beforeAll(async () => {
  t = await createTestApp({ jobs: { pollSeconds: 0.5, retryDelaySeconds: 1, retryLimit: 1 } });
  tokens = await signInDemoAccounts(t.app);
}, 60_000);
afterAll(() => t.close());

const get = (url: string, token: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, query, headers: bearer(token) });
const post = (url: string, token: string, query: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method: 'POST', url, query, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('list export as a job, and the downloads page', () => {
  it('exports a list on the server into a file on the owner downloads page', async () => {
    const started = await post(
      '/api/smdp-job/export',
      tokens.admin,
      {},
      {
        path: '/smdp-warehouse/warehouse/list',
        query: {},
        fileName: 'warehouses',
        columns: [
          { key: 'code', label: 'Code' },
          { key: 'allowNegative', label: 'Negative', kind: 'switch' },
        ],
      },
    );
    exportJobId = dataOf<{ jobId: string }>(started).jobId;
    await vi.waitFor(async () => {
      const job = dataOf<Job>(await get('/api/smdp-job/job/detail', tokens.admin, { id: exportJobId }));
      expect(job).toMatchObject({ state: 'done', progress: 100, createdBy: 'admin', title: 'warehouses' });
    }, WAIT);
    const downloads = dataOf<Page<Download>>(await get('/api/smdp-job/download/list', tokens.admin));
    const file = downloads.records.find((one) => one.fileName === 'warehouses.xlsx');
    expect(file).toMatchObject({ createdBy: 'admin' });
    expect(file?.size).toBeGreaterThan(100);
    expect(new Date(String(file?.expireTime)).getTime()).toBeGreaterThan(Date.now());
    const content = await get('/api/smdp-job/download/file', tokens.admin, { id: String(file?.id) });
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(content.headers['content-disposition']).toContain('warehouses.xlsx');

    // Another account neither sees nor fetches it.
    const theirs = dataOf<Page<Download>>(await get('/api/smdp-job/download/list', tokens.dist01));
    expect(theirs.records.map((one) => one.id)).not.toContain(file?.id);
    expect((await get('/api/smdp-job/download/file', tokens.dist01, { id: String(file?.id) })).statusCode).toBe(404);
    expect((await get('/api/smdp-job/download/file', tokens.otherAdmin, { id: String(file?.id) })).statusCode).toBe(
      404,
    );
  }, 40_000);

  it("shows a tenant's jobs to its administrator only", async () => {
    const ours = dataOf<Page<Job>>(await get('/api/smdp-job/job/list', tokens.admin));
    expect(ours.records.map((job) => job.id)).toContain(exportJobId);
    const theirs = dataOf<Page<Job>>(await get('/api/smdp-job/job/list', tokens.otherAdmin));
    expect(theirs.records.map((job) => job.id)).not.toContain(exportJobId);
    expect((await get('/api/smdp-job/job/detail', tokens.otherAdmin, { id: exportJobId })).statusCode).toBe(404);
    expect((await post('/api/smdp-job/job/cancel', tokens.otherAdmin, { id: exportJobId })).statusCode).toBe(404);
  });

  it('refuses the administrator calls to a customer account', async () => {
    expect((await get('/api/smdp-job/job/list', tokens.dist01)).statusCode).toBe(403);
    expect((await post('/api/smdp-job/job/retry', tokens.dist01, { id: exportJobId })).statusCode).toBe(403);
  });

  it('cancels a queued job and runs it again on retry', async () => {
    const id = await t.app.deps.jobs.enqueue(
      'no-worker-yet',
      {},
      { tenantId: ADMIN_TENANT, createdBy: 'admin', title: 'x' },
    );
    const cancelled = dataOf<Job>(await post('/api/smdp-job/job/cancel', tokens.admin, { id }));
    expect(cancelled.state).toBe('cancelled');
    expect((await post('/api/smdp-job/job/cancel', tokens.admin, { id })).statusCode).toBe(400);
    const ran: string[] = [];
    await t.app.deps.jobs.define({ queue: 'no-worker-yet', run: async (job) => void ran.push(job.id) });
    expect(dataOf<Job>(await post('/api/smdp-job/job/retry', tokens.admin, { id })).state).toBe('queued');
    await vi.waitFor(() => expect(ran).toEqual([id]), WAIT);
  }, 30_000);
});
