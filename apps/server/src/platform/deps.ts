import type { AttemptLimiter } from '../modules/auth/attempt-limiter';
import type { Permissions } from './auth/permissions';
import type { RevocationList } from './auth/revocation';
import type { SessionGate } from './auth/session-gate';
import type { TokenService } from './auth/tokens';
import type { TtlCache } from './cache';
import type { Config } from './config';
import type { Database, DatabaseKind } from './db/database';
import type { FileStore } from './files/file-store';
import type { JobQueue } from './jobs/queue';

/** What every module's service receives: the single place where shared resources are handed out. */
export type AppDeps = {
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  tokens: TokenService;
  revocations: RevocationList;
  /** Ends every session of a user or tenant on every instance; routes call `sync()` after such a write. */
  sessions: SessionGate;
  /** Sign-in attempts per account and minute on this instance; unlocking an account clears its count. */
  signInAttempts: AttemptLimiter;
  /** Button codes per caller; `config.permission` on a route is checked against them. */
  permissions: Permissions;
  /** Uploaded files: a folder under DATA_DIR, or an S3 bucket when configured. */
  files: FileStore;
  /** Durable background jobs (pg-boss), started and stopped with the app. */
  jobs: JobQueue;
  /** Caches that `oauth/clear-cache` empties. */
  caches: TtlCache<unknown>[];
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
