import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** How many audit entries exist for `entity` (the trail is the platform's: `platform/crud/audit.ts`). */
export async function auditCount(db: Kysely<DB>, entity: string): Promise<number> {
  const { n } = await db
    .selectFrom('auditLog')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('entity', '=', entity)
    .executeTakeFirstOrThrow();
  return Number(n);
}
