import { randomInt } from 'node:crypto';
import type { ResetPassword } from '@smdp/contracts/user';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { hashPassword, md5 } from '../../platform/auth/password';
import { endSessions } from '../../platform/auth/session-gate';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { checkNewPassword } from './account-fields';
import { type Manager, managedAccounts } from './account-manager';

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function generatePassword(length = 10): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

/**
 * Gives each account a new generated password (answered once), clears its sign-in lock, ends its
 * sessions and makes it choose its own password at the next sign-in.
 */
export async function resetPasswords(
  db: Database,
  caller: Caller,
  manager: Manager,
  ids: string[],
  ip?: string,
): Promise<ResetPassword[]> {
  const fresh = await Promise.all(
    [...new Set(ids)].map(async (id) => {
      const password = generatePassword();
      return { id, password, passwordHash: await hashPassword(md5(password)) };
    }),
  );
  return db.transaction().execute(async (trx) => {
    const accounts = await managedAccounts(trx, caller, manager, ids);
    const result: ResetPassword[] = [];
    for (const { id, password, passwordHash } of fresh) {
      await setPassword(trx, caller, id, passwordHash);
      result.push({ id, password, account: accounts.find((row) => row.id === id)?.account ?? '' });
    }
    await recordAudit(trx, caller, { action: 'reset-password', entity: 'user', entityId: ids }, ip);
    return result;
  });
}

async function setPassword(trx: Transaction<DB>, caller: Caller, id: string, passwordHash: string) {
  await trx
    .updateTable('bladeUser')
    .set({
      passwordHash,
      forceResetPassword: 'Y',
      loginFailCount: 0,
      lockedUntil: null,
      version: sql`version + 1`,
      updateUser: caller.userId,
      updateTime: new Date(),
    })
    .where('id', '=', id)
    .execute();
  await endSessions(trx, [id]);
}

/** Sets the password of one account to the (md5) value given; it must be changed at the next sign-in. */
export async function setPasswordOf(
  db: Database,
  caller: Caller,
  manager: Manager,
  change: { userId: string; newPassword?: string | undefined; newPassword1?: string | undefined },
  ip?: string,
  action = 'update-password-by-id',
): Promise<void> {
  const password = checkNewPassword(change.newPassword, change.newPassword1 ?? change.newPassword);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await managedAccounts(trx, caller, manager, [change.userId]);
    await setPassword(trx, caller, change.userId, passwordHash);
    await recordAudit(trx, caller, { action, entity: 'user', entityId: change.userId }, ip);
  });
}
