import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { JobSettings } from './queue';

/** Short polling and back-off, so each case takes a few seconds at most. */
const FAST: Partial<JobSettings> = { pollSeconds: 0.5, retryDelaySeconds: 1, retryLimit: 2, cronCheckSeconds: 1 };
const META = { tenantId: '000000', createdBy: 'admin', title: 'test job' };
const WAIT = { timeout: 15_000, interval: 100 };

// One pair of instances for the file (an app takes seconds to build); each case has its own queue.
let t: TestApp;
let other: App;
beforeAll(async () => {
  t = await createTestApp({ jobs: FAST });
  other = await t.anotherInstance();
}, 60_000);
afterAll(() => t.close());

const runOf = (t: TestApp, id: string) =>
  t.app.deps.jobs.db.selectFrom('jobRun').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('job queue (pg-boss)', () => {
  it('keeps a queued job across a restart: an instance started later runs it', async () => {
    const queued = await t.anotherInstance();
    const id = await queued.deps.jobs.enqueue('survivor', { n: 1 }, META);
    await queued.close();
    const seen: unknown[] = [];
    await t.app.deps.jobs.define<{ n: number }>({ queue: 'survivor', run: async (job) => void seen.push(job.data) });
    await vi.waitFor(async () => expect((await runOf(t, id)).state).toBe('done'), WAIT);
    expect(seen).toEqual([{ n: 1 }]);
  }, 30_000);

  it('runs each job on exactly one of two instances', async () => {
    const runs: string[] = [];
    for (const app of [t.app, other]) {
      await app.deps.jobs.define({ queue: 'once', run: async (job) => void runs.push(job.id) });
    }
    const ids = await Promise.all(Array.from({ length: 20 }, () => t.app.deps.jobs.enqueue('once', {}, META)));
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(20), WAIT);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(runs.sort()).toEqual([...ids].sort());
  }, 30_000);

  it('retries a failing job with growing delays, then records success', async () => {
    const attempts: number[] = [];
    await t.app.deps.jobs.define({
      queue: 'flaky',
      run: async () => {
        attempts.push(Date.now());
        if (attempts.length < 3) throw new Error(`attempt ${attempts.length} failed`);
      },
    });
    const id = await t.app.deps.jobs.enqueue('flaky', {}, META);
    await vi.waitFor(async () => expect((await runOf(t, id)).state).toBe('done'), { ...WAIT, timeout: 20_000 });
    const [first = 0, second = 0, third = 0] = attempts;
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThan(second - first);
    expect(await runOf(t, id)).toMatchObject({ attempts: 3, error: null, progress: 100 });
  }, 30_000);

  it('records the last error when the retries run out', async () => {
    await t.app.deps.jobs.define({
      queue: 'broken',
      run: async () => {
        throw new Error('always broken');
      },
    });
    const id = await t.app.deps.jobs.enqueue('broken', {}, META);
    await vi.waitFor(async () => expect((await runOf(t, id)).state).toBe('failed'), { ...WAIT, timeout: 20_000 });
    expect(await runOf(t, id)).toMatchObject({ attempts: 3, error: 'always broken' });
  }, 30_000);

  it('shows the progress a running job reports', async () => {
    let finish = () => {};
    await t.app.deps.jobs.define({
      queue: 'slow',
      run: async (job) => {
        await job.progress(40);
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
    });
    const id = await t.app.deps.jobs.enqueue('slow', {}, META);
    await vi.waitFor(async () => expect(await runOf(t, id)).toMatchObject({ state: 'running', progress: 40 }), WAIT);
    finish();
    await vi.waitFor(async () => expect(await runOf(t, id)).toMatchObject({ state: 'done', progress: 100 }), WAIT);
  }, 30_000);

  it('starts a cron job once per schedule although two instances watch it', async () => {
    // A schedule fires at most once a minute: keep the whole case inside one minute.
    const second = new Date().getUTCSeconds();
    if (second > 45) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
    const runs: string[] = [];
    for (const app of [t.app, other]) {
      await app.deps.jobs.define({
        queue: 'every-minute',
        cron: { expression: '* * * * *', data: {}, meta: META },
        run: async (job) => void runs.push(job.id),
      });
    }
    await vi.waitFor(() => expect(runs.length).toBeGreaterThan(0), WAIT);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(runs).toHaveLength(1);
  }, 45_000);
});
