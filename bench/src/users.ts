import { sql } from 'kysely';
import { ADMIN_TENANT } from '../../apps/server/src/db/seed';
import type { Database } from '../../apps/server/src/platform/db/database';

/** How many accounts the user-list bench adds to the administrator tenant (issue 4: 100,000). */
export const BENCH_USER_COUNT = Number(process.env.BENCH_USERS ?? 100_000);

/**
 * Adds BENCH_USER_COUNT staff accounts `bench000001`... in one statement, each with a department so the
 * list's joins have rows to join. They cannot sign in (the hash is not a password hash).
 */
export async function addBenchUsers(db: Database): Promise<void> {
  const dept = await db
    .selectFrom('bladeDept')
    .select('id')
    .where('tenantId', '=', ADMIN_TENANT)
    .orderBy('id')
    .executeTakeFirst();
  await sql`
    insert into blade_user (tenant_id, account, password_hash, name, real_name, email, phone, user_type)
    select ${ADMIN_TENANT}, 'bench' || lpad(n::text, 6, '0'), 'bench-no-sign-in', 'Bench user ' || n,
           'Bench ' || n, 'bench' || n || '@example.com', '+2557' || lpad(n::text, 8, '0'), 0
    from generate_series(1, ${BENCH_USER_COUNT}) as n`.execute(db);
  if (dept)
    await sql`
      insert into blade_user_dept (user_id, dept_id)
      select id, ${dept.id} from blade_user where tenant_id = ${ADMIN_TENANT} and account like 'bench%'`.execute(db);
  await sql`analyze blade_user`.execute(db);
  await sql`analyze blade_user_dept`.execute(db);
}
