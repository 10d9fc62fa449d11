import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { migrations } from './index';

/** Arbitrary constant: the advisory lock key that serialises migrations across server instances. */
const MIGRATION_LOCK_KEY = 7_310_001;

/** Applies all pending migrations in one transaction, so a failure leaves the schema as it was; returns their names. */
export async function migrate(db: Database): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    await sql`create table if not exists schema_migration (
      name text primary key, applied_at timestamptz not null default now())`.execute(trx);
    const done = new Set(
      (await sql<{ name: string }>`select name from schema_migration`.execute(trx)).rows.map((r) => r.name),
    );
    const applied: string[] = [];
    for (const migration of [...migrations].sort((a, b) => a.name.localeCompare(b.name))) {
      if (done.has(migration.name)) continue;
      for (const statement of migration.statements) await sql.raw(statement).execute(trx);
      await sql`insert into schema_migration (name) values (${migration.name})`.execute(trx);
      applied.push(migration.name);
    }
    return applied;
  });
}
