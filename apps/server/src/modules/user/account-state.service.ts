import { ACCOUNT_DISABLED, ACCOUNT_ENABLED } from '@smdp/contracts/user';
import { sql } from 'kysely';
import { endSessions } from '../../platform/auth/session-gate';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { type Manager, managedAccounts } from './account-manager';

/** Lifts the sign-in lock that failed passwords put on accounts; answers their account names. */
export async function unlockUsers(db: Database, caller: Caller, userIds: string[], ip?: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const accounts = await managedAccounts(trx, caller, { kind: 'staff' }, userIds);
    await trx
      .updateTable('bladeUser')
      .set({ loginFailCount: 0, lockedUntil: null, updateUser: caller.userId, updateTime: new Date() })
      .where('id', 'in', userIds)
      .execute();
    await recordAudit(trx, caller, { action: 'unlock', entity: 'user', entityId: userIds }, ip);
    return accounts.map((row) => row.account);
  });
}

/** Enables or disables accounts; never the caller's own, never a registration waiting for approval. */
export async function setAccountsEnabled(
  db: Database,
  caller: Caller,
  manager: Manager,
  userIds: string[],
  status: typeof ACCOUNT_ENABLED | typeof ACCOUNT_DISABLED,
  ip?: string,
) {
  if (userIds.includes(caller.userId)) throw badRequest('userSelfProtected');
  await db.transaction().execute(async (trx) => {
    const accounts = await managedAccounts(trx, caller, manager, userIds);
    const changing = accounts.filter((row) => row.status === ACCOUNT_ENABLED || row.status === ACCOUNT_DISABLED);
    if (!changing.length) return;
    const ids = changing.map((row) => row.id);
    await trx
      .updateTable('bladeUser')
      .set({ status, version: sql`version + 1`, updateUser: caller.userId, updateTime: new Date() })
      .where('id', 'in', ids)
      .execute();
    if (status === ACCOUNT_DISABLED) await endSessions(trx, ids);
    await recordAudit(
      trx,
      caller,
      { action: status === ACCOUNT_ENABLED ? 'enable' : 'disable', entity: 'user', entityId: ids, after: { status } },
      ip,
    );
  });
}

/** Soft-removes accounts (their sessions end); never the caller's own. */
export async function removeUsers(db: Database, caller: Caller, manager: Manager, ids: string[], ip?: string) {
  if (ids.includes(caller.userId)) throw badRequest('userSelfProtected');
  return db.transaction().execute(async (trx) => {
    // domain.md §2: a customer keeps its one primary account; it is handed to another login, never removed.
    const accounts = await managedAccounts(trx, caller, manager, ids);
    if (accounts.some((account) => account.isPrimaryAccount)) throw badRequest('userPrimaryProtected');
    const removed = await softRemove(trx, 'bladeUser', ids, { tenantId: caller.tenantId, userId: caller.userId });
    await endSessions(
      trx,
      removed.map((row) => row.id),
    );
    await recordAudit(trx, caller, { action: 'delete', entity: 'user', entityId: removed.map((row) => row.id) }, ip);
    return removed.length;
  });
}
