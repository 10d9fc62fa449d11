import { randomUUID } from 'node:crypto';
import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { DB } from '../../db/schema';
import type { Database } from '../db/database';

export type JobSettings = {
  /** How often an idle worker asks for work (pg-boss: at least 0.5 s). */
  pollSeconds: number;
  /** First retry delay; with back-off each next one doubles. */
  retryDelaySeconds: number;
  retryLimit: number;
  /** How long a running job may take before the engine counts it as failed (and retries it). */
  expireSeconds: number;
  /** How often an instance looks at the cron schedules (1..45 s; each schedule still fires once a minute at most). */
  cronCheckSeconds: number;
  /** How long a stopping instance waits for running jobs. */
  stopTimeoutMs: number;
};

export const DEFAULT_JOB_SETTINGS: JobSettings = {
  pollSeconds: 2,
  retryDelaySeconds: 10,
  retryLimit: 3,
  expireSeconds: 15 * 60,
  cronCheckSeconds: 30,
  stopTimeoutMs: 10_000,
};

/** Who a job runs for and what the jobs page calls it; kept in the job's data so any instance knows. */
export type JobMeta = { tenantId: string; createdBy: string | null; title: string };

export type JobContext<T> = {
  id: string;
  data: T;
  meta: JobMeta;
  /** 0..100, shown on the jobs page. */
  progress: (percent: number) => Promise<void>;
};

export type JobDefinition<T> = {
  queue: string;
  run: (job: JobContext<T>) => Promise<void>;
  /** A cron expression (UTC): the engine starts the job once per schedule across all instances. */
  cron?: { expression: string; data: T; meta: JobMeta };
};

type Envelope<T> = { meta: JobMeta; data: T };

export type JobDb = Kysely<DB>;

/**
 * The job queue on pg-boss (docs/decisions.md, issue 10): durable jobs in PostgreSQL or PGlite, each
 * fetched by one instance (SKIP LOCKED), retried with back-off, cron schedules sent once across instances.
 * Our `job_run` row mirrors each job for the jobs page (tenant, progress, last error).
 */
export class JobQueue {
  readonly db: JobDb;
  // Each queue has its own payload type; the map only hands a definition back to the code that made it.
  readonly #definitions = new Map<string, JobDefinition<unknown>>();
  readonly #workers = new Map<string, string>();
  readonly #queues = new Set<string>();
  #boss: PgBoss | undefined;
  #starting: Promise<void> | undefined;

  constructor(
    database: Database,
    readonly settings: JobSettings,
    private readonly onError: (error: Error) => void,
  ) {
    this.db = database;
  }

  /** Registers a kind of job; after start its worker begins at once. */
  async define<T>(definition: JobDefinition<T>): Promise<void> {
    this.#definitions.set(definition.queue, definition as JobDefinition<unknown>);
    if (this.#boss) await this.#work(this.#boss, definition);
  }

  start(): Promise<void> {
    this.#starting ??= this.#start();
    return this.#starting;
  }

  async #start(): Promise<void> {
    const { rows } = await this.db.executeQuery<{ schema: string }>(
      CompiledQuery.raw('select current_schema() as schema'),
    );
    const current = rows[0]?.schema ?? 'public';
    const raw = this.db.withoutPlugins();
    const boss = new PgBoss({
      db: {
        executeSql: async (text, values) =>
          raw.executeQuery(CompiledQuery.raw(text, values ?? [])) as Promise<{ rows: never[] }>,
      },
      // Its own schema; inside a non-public search path (each test's schema) so dropping that removes it.
      schema: current === 'public' ? 'pgboss' : current,
      pollingIntervalSeconds: this.settings.pollSeconds,
      cronMonitorIntervalSeconds: this.settings.cronCheckSeconds,
      cronWorkerIntervalSeconds: Math.min(this.settings.cronCheckSeconds, 5),
      retryLimit: this.settings.retryLimit,
      retryDelay: this.settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: this.settings.expireSeconds,
    });
    boss.on('error', this.onError);
    await boss.start();
    this.#boss = boss;
    for (const definition of this.#definitions.values()) await this.#work(boss, definition);
  }

  async stop(): Promise<void> {
    const boss = this.#boss;
    if (!boss) return;
    this.#boss = undefined;
    this.#starting = undefined;
    this.#workers.clear();
    this.#queues.clear();
    await boss.stop({ graceful: true, wait: true, timeout: this.settings.stopTimeoutMs });
  }

  /** Queues a job; it survives restarts and runs on one instance. Returns its id. */
  async enqueue<T>(queue: string, data: T, meta: JobMeta): Promise<string> {
    const boss = this.#started();
    await this.#createQueue(boss, queue);
    const id = randomUUID();
    await this.db
      .insertInto('jobRun')
      .values({ id, queue, tenantId: meta.tenantId, createdBy: meta.createdBy, title: meta.title })
      .execute();
    try {
      await boss.send(queue, { meta, data } satisfies Envelope<T>, { id });
    } catch (error) {
      await this.db.deleteFrom('jobRun').where('id', '=', id).execute();
      throw error;
    }
    const worker = this.#workers.get(queue);
    if (worker) boss.notifyWorker(worker);
    return id;
  }

  /** A tenant's jobs as the jobs page reads them: `job_run`, the mirror this queue keeps, not the engine's rows. */
  runsOf(tenantId: string) {
    return this.db.selectFrom('jobRun').where('tenantId', '=', tenantId);
  }

  /** Stops a queued or running job (a running handler is not interrupted; its result is dropped). */
  async cancel(queue: string, id: string): Promise<void> {
    await this.#started().cancel(queue, id);
    await this.db
      .updateTable('jobRun')
      .set({ state: 'cancelled', endTime: new Date() })
      .where('id', '=', id)
      .where('state', 'in', ['queued', 'running', 'retrying'])
      .execute();
  }

  /** Runs a failed or cancelled job again. */
  async retry(queue: string, id: string, state: 'failed' | 'cancelled'): Promise<void> {
    const boss = this.#started();
    if (state === 'failed') await boss.retry(queue, id);
    else await boss.resume(queue, id);
    await this.db
      .updateTable('jobRun')
      .set({ state: 'queued', progress: 0, endTime: null })
      .where('id', '=', id)
      .execute();
    const worker = this.#workers.get(queue);
    if (worker) boss.notifyWorker(worker);
  }

  async #createQueue(boss: PgBoss, queue: string): Promise<void> {
    if (this.#queues.has(queue)) return;
    await boss.createQueue(queue);
    this.#queues.add(queue);
  }

  #started(): PgBoss {
    if (!this.#boss) throw new Error('the job queue is not running');
    return this.#boss;
  }

  async #work<T>(boss: PgBoss, definition: JobDefinition<T>): Promise<void> {
    if (this.#workers.has(definition.queue)) return;
    await this.#createQueue(boss, definition.queue);
    const worker = await boss.work<Envelope<T>>(
      definition.queue,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.settings.pollSeconds },
      async ([job]) => {
        if (job) await this.#run(definition, job);
      },
    );
    this.#workers.set(definition.queue, worker);
    if (definition.cron) {
      const { expression, data, meta } = definition.cron;
      await boss.schedule(definition.queue, expression, { meta, data } satisfies Envelope<T>);
    }
  }

  async #run<T>(definition: JobDefinition<T>, job: PgBoss.JobWithMetadata<Envelope<T>>): Promise<void> {
    const { meta, data } = job.data;
    const attempts = job.retryCount + 1;
    await this.db
      .insertInto('jobRun')
      .values({
        id: job.id,
        queue: definition.queue,
        tenantId: meta.tenantId,
        createdBy: meta.createdBy,
        title: meta.title,
        state: 'running',
        attempts,
        startTime: new Date(),
      })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ state: 'running', attempts, startTime: new Date(), endTime: null, error: null }),
      )
      .execute();
    try {
      await definition.run({
        id: job.id,
        data,
        meta,
        progress: async (percent) => {
          await this.db
            .updateTable('jobRun')
            .set({ progress: Math.max(0, Math.min(100, Math.round(percent))) })
            .where('id', '=', job.id)
            .where('state', '=', 'running')
            .execute();
        },
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.db
        .updateTable('jobRun')
        .set({
          state: job.retryCount < job.retryLimit ? 'retrying' : 'failed',
          error: message.slice(0, 2000),
          endTime: new Date(),
        })
        .where('id', '=', job.id)
        .where('state', '=', 'running')
        .execute();
      throw error;
    }
    await this.db
      .updateTable('jobRun')
      .set({ state: 'done', progress: 100, error: null, endTime: new Date() })
      .where('id', '=', job.id)
      .where('state', '=', 'running')
      .execute();
  }
}
