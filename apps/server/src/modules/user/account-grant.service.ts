import { sql } from 'kysely';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { managedAccounts } from './account-manager';
import { assertReferences, replaceLinks } from './account-references';

/** Sets the roles of accounts (replacing what they held). */
export async function grantRoles(db: Database, caller: Caller, userIds: string[], roleIds: string[], ip?: string) {
  await db.transaction().execute(async (trx) => {
    await managedAccounts(trx, caller, { kind: 'staff' }, userIds);
    await assertReferences(trx, caller.tenantId, { roleIds });
    for (const userId of new Set(userIds)) await replaceLinks(trx, 'bladeUserRole', userId, roleIds);
    await trx
      .updateTable('bladeUser')
      .set({ version: sql`version + 1`, updateUser: caller.userId, updateTime: new Date() })
      .where('id', 'in', userIds)
      .execute();
    await recordAudit(trx, caller, { action: 'grant', entity: 'user', entityId: userIds, after: { roleIds } }, ip);
  });
}

/** Adds accounts to a department, or takes them out of it. */
export async function setDeptMembers(
  db: Database,
  caller: Caller,
  change: { deptId: string; userIds: string[]; member: boolean },
  ip?: string,
) {
  await db.transaction().execute(async (trx) => {
    await assertReferences(trx, caller.tenantId, { deptIds: [change.deptId] });
    const userIds = (await managedAccounts(trx, caller, { kind: 'staff' }, change.userIds)).map((row) => row.id);
    if (change.member) {
      await trx
        .insertInto('bladeUserDept')
        .values(userIds.map((userId) => ({ userId, deptId: change.deptId })))
        .onConflict((conflict) => conflict.columns(['userId', 'deptId']).doNothing())
        .execute();
    } else {
      await trx
        .deleteFrom('bladeUserDept')
        .where('deptId', '=', change.deptId)
        .where('userId', 'in', userIds)
        .execute();
    }
    await recordAudit(
      trx,
      caller,
      {
        action: change.member ? 'addDeptUser' : 'removeDeptUser',
        entity: 'user',
        entityId: userIds,
        after: { deptId: change.deptId },
      },
      ip,
    );
  });
}
