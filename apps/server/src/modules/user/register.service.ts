import type { GuestRegistration } from '@smdp/contracts/user';
import { sql } from 'kysely';
import { hashPassword, md5 } from '../../platform/auth/password';
import type { Database } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';
import { lockTenantForRegistration } from '../system';

/** An account waiting for an administrator's approval; sign-in refuses it with `accountPending`. */
export const PENDING_APPROVAL = 2;

export const REGISTER_LIMITS = { account: 45, name: 50, password: 64 } as const;

/**
 * Creates a guest account pending approval. The checks run in the order of spec §5, each stopping at
 * the first failure. As in BladeX, this form carries the typed password, not its md5: the stored
 * hash is of its md5, so the account signs in like any other once approved.
 */
export async function registerGuest(db: Database, form: GuestRegistration): Promise<void> {
  const tenantId = form.tenantId?.trim();
  if (!tenantId) throw badRequest('tenantIdRequired');
  const account = form.account?.trim();
  if (!account) throw badRequest('accountRequired');
  const { password, password2 } = form;
  if (!password || !password2) throw badRequest('passwordRequired');
  if (password !== password2) throw badRequest('passwordsDiffer');
  const name = form.name?.trim() || account;
  for (const [value, max] of [
    [account, REGISTER_LIMITS.account],
    [name, REGISTER_LIMITS.name],
    [password, REGISTER_LIMITS.password],
  ] as const) {
    if (value.length > max) throw badRequest('maxInputCharacters', { max });
  }
  const passwordHash = await hashPassword(md5(password));
  try {
    await insertPendingUser(db, { tenantId, account, name, passwordHash, oauthId: form.oauthId?.trim() || null });
  } catch (error) {
    // Someone else created the same account between our check and our insert.
    if (isUniqueViolation(error)) throw badRequest('accountExists');
    throw error;
  }
}

type PendingUser = { tenantId: string; account: string; name: string; passwordHash: string; oauthId: string | null };

async function insertPendingUser(db: Database, { tenantId, account, name, passwordHash, oauthId }: PendingUser) {
  await db.transaction().execute(async (trx) => {
    // Locking the tenant makes concurrent registrations queue, so the quota check below holds.
    const tenant = await lockTenantForRegistration(trx, tenantId);
    if (!tenant) throw badRequest('tenantNotFound');
    if (tenant.expireTime && tenant.expireTime <= new Date()) throw badRequest('tenantExpired');
    const users = await trx
      .selectFrom('bladeUser')
      .select((eb) => [
        eb.fn.countAll<string>().as('total'),
        eb.fn.count<string>('id').filterWhere(sql`lower(account)`, '=', account.toLowerCase()).as('sameAccount'),
      ])
      .where('tenantId', '=', tenantId)
      .where('isDeleted', '=', 0)
      .executeTakeFirstOrThrow();
    if (Number(users.sameAccount) > 0) throw badRequest('accountExists');
    // accountNumber -1 means no limit.
    if (tenant.accountNumber >= 0 && Number(users.total) >= tenant.accountNumber)
      throw badRequest('tenantQuotaReached');
    await trx
      .insertInto('bladeUser')
      .values({
        tenantId,
        account,
        passwordHash,
        name,
        realName: name,
        nickName: name,
        oauthId,
        status: PENDING_APPROVAL,
      })
      .execute();
  });
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
