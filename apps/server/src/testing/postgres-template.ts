import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrations/migrate';
import { seedDemoData } from '../db/seed';
import { openDatabase } from '../platform/db/database';
import { TEST_TOKEN_SECRET } from './test-secret';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

/** Every database of one run is named after its template, so the run's end finds and drops them all. */
export const copyPrefix = (template: string) => `${template}_copy_`;

/**
 * Migrating and seeding PostgreSQL takes seconds; `create database … template` copies the result in
 * a fraction of one. So the demo database is built once per run, and every test file gets a copy.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const template = `smdp_template_${randomBytes(4).toString('hex')}`;
  await administer(url, `create database ${template}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(url, template), poolSize: 2 });
  try {
    await migrate(database.db);
    await seedDemoData(database.db, { pepper: TEST_TOKEN_SECRET });
  } finally {
    await database.close();
  }
  project.provide('postgresTemplate', template);
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        'select datname as name from pg_database where starts_with(datname, $1)',
        [copyPrefix(template)],
      );
      for (const { name } of rows) await client.query(`drop database if exists ${name} with (force)`);
      await client.query(`drop database if exists ${template} with (force)`);
    } finally {
      await client.end();
    }
  };
}

/** The same server and credentials, another database. */
export function databaseUrl(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

/**
 * Drops a test file's database once the server has seen its last connection go (a closed pool's
 * sockets can linger a moment); one still busy then is left for the run's end to drop.
 */
export async function dropWhenIdle(url: string, database: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      return await administer(url, `drop database if exists ${database}`);
    } catch (error) {
      if ((error as { code?: string }).code !== OTHER_SESSIONS_USE_IT) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const OTHER_SESSIONS_USE_IT = '55006';

/** One statement on the server's maintenance connection (database commands cannot run in a pool's transaction). */
export async function administer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
