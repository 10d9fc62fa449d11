import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { hashPassword, md5 } from '../../platform/auth/password';

/**
 * What the system module asks of user: how many live accounts a tenant has (its account quota), and a
 * new tenant's first administrator. Writers take the caller's transaction.
 */

/** A tenant's live accounts as a correlated subquery: `liveAccountCountOf(db, 't.tenantId').as('accountCount')`. */
export const liveAccountCountOf = (db: Kysely<DB>, tenantIdRef: string) =>
  db
    .selectFrom('bladeUser as u')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('u.tenantId', '=', sql.ref<string>(tenantIdRef))
    .where('u.isDeleted', '=', 0);

/** How many live accounts the tenant has. */
export async function liveAccountTotal(trx: Transaction<DB>, tenantId: string): Promise<number> {
  const { total } = await trx
    .selectFrom('bladeUser')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .executeTakeFirstOrThrow();
  return total;
}

export type FirstAdministrator = {
  tenantId: string;
  account: string;
  /** In clear: stored as the web client would send it at sign-in, and to be changed at first sign-in. */
  password: string;
  roleId: string;
  deptId: string;
};

/** A new tenant's first administrator account, holding `roleId` in department `deptId`; returns its id. */
export async function createFirstAdministrator(trx: Transaction<DB>, admin: FirstAdministrator): Promise<string> {
  const { id: userId } = await trx
    .insertInto('bladeUser')
    .values({
      tenantId: admin.tenantId,
      account: admin.account,
      passwordHash: await hashPassword(md5(admin.password)),
      name: 'Administrator',
      realName: 'Administrator',
      nickName: 'Administrator',
      forceResetPassword: 'Y',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('bladeUserRole').values({ userId, roleId: admin.roleId }).execute();
  await trx.insertInto('bladeUserDept').values({ userId, deptId: admin.deptId }).execute();
  return userId;
}
