import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { CamelCasePlugin, Kysely, type LogConfig, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from '../../db/schema';
import { ForgetTotalsOnWrite } from './large-totals';

export type Database = Kysely<DB>;
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  close: () => Promise<void>;
  /** The embedded database's whole data directory as a tarball (tests start from copies of it). */
  dump?: () => Promise<Blob>;
};

export type DatabaseTarget = (
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; searchPath?: string; poolSize?: number }
) & {
  /** Kysely's query log (the stock bench counts a voucher's statements with it). */
  log?: LogConfig;
};

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 20,
      ...(target.searchPath ? { options: `-c search_path=${target.searchPath}` } : {}),
    });
    const db = createKysely(pool, target.log);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const lite = await PGlite.create({
    ...(target.dataDir ? { dataDir: join(target.dataDir, 'pglite') } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  // PGlite is one connection: a pool of one queues callers, and a transaction holds it until it ends.
  const db = createKysely(new pg.Pool(createPgConfig(lite)), target.log);
  return {
    db,
    kind: 'pglite',
    dump: () => lite.dumpDataDir('none'),
    close: async () => {
      await db.destroy();
      await lite.close();
    },
  };
}

function createKysely(pool: pg.Pool, log: LogConfig | undefined): Database {
  return new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin(), new ForgetTotalsOnWrite()],
    ...(log ? { log } : {}),
  });
}
