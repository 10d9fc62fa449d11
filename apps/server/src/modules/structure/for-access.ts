import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';

/** The department and every live one below it (`ancestors` lists a department's ancestors: `0,1,5`). */
export async function deptAndBelow(db: Database, tenantId: string, deptId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('bladeDept')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .where((eb) => eb.or([eb('id', '=', deptId), eb(sql<string>`',' || ancestors || ','`, 'like', `%,${deptId},%`)]))
    .execute();
  return rows.map((row) => String(row.id));
}
