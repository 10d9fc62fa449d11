import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';

/** What sign-in (the auth module) reads and writes of accounts. */

/** The live account of the tenant with this name (any case), as the password check needs it. */
export const signInAccount = (db: Database, tenantId: string, account: string) =>
  db
    .selectFrom('bladeUser')
    .select(['id', 'passwordHash', 'status', 'lockedUntil'])
    .where('tenantId', '=', tenantId)
    .where(sql`lower(account)`, '=', account.toLowerCase())
    .where('isDeleted', '=', 0)
    .executeTakeFirst();

/** A successful sign-in: the failure count and lock are cleared, the time noted. */
export async function recordSignIn(db: Database, userId: string): Promise<void> {
  await db
    .updateTable('bladeUser')
    .set({ loginFailCount: 0, lockedUntil: null, lastLoginTime: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** Counts a wrong password atomically; returns the lock end when this failure locks the account. */
export async function recordSignInFailure(
  db: Database,
  userId: string,
  lockout: { maxFailures: number; lockMinutes: number },
) {
  const row = await db
    .updateTable('bladeUser')
    .set({
      // A lock that has run out starts a fresh count.
      loginFailCount: sql`case when locked_until is not null and locked_until <= now() then 1 else login_fail_count + 1 end`,
      lockedUntil: sql`case
        when (case when locked_until is not null and locked_until <= now() then 1 else login_fail_count + 1 end) >= ${lockout.maxFailures}
        then now() + make_interval(mins => ${lockout.lockMinutes})
        when locked_until is not null and locked_until <= now() then null
        else locked_until end`,
    })
    .where('id', '=', userId)
    .returning(['lockedUntil'])
    .executeTakeFirstOrThrow();
  return row.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil : null;
}
