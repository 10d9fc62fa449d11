import { type Expression, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { notFound, staleVersion } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { PENDING_APPROVAL } from './register.service';

/** What the records module reads and writes of accounts: the log and registration pages, SMS and phone checks. */

/** The status of a guest account waiting for approval (records module: registration approval). */
export { PENDING_APPROVAL };

/** Accounts that may sign in (what approval turns a pending guest into). */
const ACTIVE = 1;

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The accounts as a derived table to select from or JOIN, for lists that show and filter on an
 * account: `.leftJoin(accountsAs(db, 'u'), 'u.id', 'e.userId')`, then `'u.account'` (SQL `u.account`)
 * as before. PostgreSQL flattens it into a plain join. Includes deleted accounts, as a plain join did.
 */
export function accountsAs<A extends string>(db: Db, alias: A) {
  return db
    .selectFrom('bladeUser')
    .select(['id', 'tenantId', 'account', 'name', 'oauthId', 'status', 'isDeleted', 'createTime'])
    .as(alias);
}

/** The phone on file of the live account whose employee number or account is `empNoOrAccount`. */
export async function phoneOnFile(db: Db, tenantId: string, empNoOrAccount: string): Promise<string | null> {
  const user = await db
    .selectFrom('bladeUser')
    .select('phone')
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .where((eb) => eb.or([eb('empNo', '=', empNoOrAccount), eb('account', '=', empNoOrAccount)]))
    .where('phone', 'is not', null)
    .executeTakeFirst();
  return user?.phone ?? null;
}

/** /modifyphone, once the code is proven: the number becomes the caller's phone, verified, with an audit entry. */
export async function setVerifiedPhone(trx: Transaction<DB>, caller: Caller, phone: string, ip: string) {
  const before = await trx
    .selectFrom('bladeUser')
    .select(['phone', 'loginPhoneVerify', 'version'])
    .where('id', '=', caller.userId)
    .where('tenantId', '=', caller.tenantId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (!before) throw notFound();
  const updated = await trx
    .updateTable('bladeUser')
    .set({
      phone,
      loginPhoneVerify: 'Y',
      version: before.version + 1,
      updateUser: caller.userId,
      updateTime: new Date(),
    })
    .where('id', '=', caller.userId)
    .where('version', '=', before.version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw staleVersion();
  await recordAudit(
    trx,
    caller,
    {
      action: 'verify-phone',
      entity: 'user',
      entityId: caller.userId,
      before: { phone: before.phone, loginPhoneVerify: before.loginPhoneVerify },
      after: { phone, loginPhoneVerify: 'Y' },
    },
    ip,
  );
}

/**
 * Locks the guest accounts among `ids` of the tenant that wait for approval and for which
 * `undecided(u.id)` holds (the records module's: no decision recorded yet).
 */
export function lockPendingGuests(
  trx: Transaction<DB>,
  tenantId: string,
  ids: readonly string[],
  undecided: (userId: Expression<string>) => Expression<SqlBool>,
) {
  return trx
    .selectFrom('bladeUser as u')
    .select(['u.id', 'u.account', 'u.status', 'u.version'])
    .where('u.id', 'in', ids)
    .where('u.tenantId', '=', tenantId)
    .where('u.status', '=', PENDING_APPROVAL)
    .where('u.isDeleted', '=', 0)
    .where(undecided(sql.ref<string>('u.id')))
    .forUpdate('u')
    .execute();
}

/** A decision on guest accounts: approved ones become active, rejected ones are removed (the name is free again). */
export async function settleGuests(
  trx: Transaction<DB>,
  caller: Pick<Caller, 'userId'>,
  ids: readonly string[],
  approved: boolean,
): Promise<void> {
  await trx
    .updateTable('bladeUser')
    .set({
      ...(approved ? { status: ACTIVE } : { isDeleted: 1 }),
      version: sql`version + 1`,
      updateUser: caller.userId,
      updateTime: new Date(),
    })
    .where('id', 'in', ids)
    .execute();
}
