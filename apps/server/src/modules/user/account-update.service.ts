import type { PlatformDetail, UserRecord } from '@smdp/contracts/user';
import { recordAudit } from '../../platform/crud/audit';
import { updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import type { Caller } from '../../platform/scope/caller';
import { tenantRows } from '../../platform/scope/tenant';
import { checkFields, type UserFields } from './account-fields';
import { userDetail } from './account-list.service';
import type { Manager } from './account-manager';
import { assertReferences, replaceLinks } from './account-references';

export type UserChanges = UserFields & { roleIds?: string[] | undefined; deptIds?: string[] | undefined };

/** Updates an account the manager may manage if `version` is current; staff may also replace roles and departments. */
export async function updateUser(
  db: Database,
  caller: Caller,
  manager: Manager,
  key: { id: string; version: number },
  changes: UserChanges,
  lang: Language,
  ip?: string,
  action = 'update',
): Promise<UserRecord> {
  checkFields(changes);
  const { roleIds, deptIds, ...fields } = changes;
  if (
    manager.kind !== 'staff' &&
    (roleIds || deptIds || fields.postId !== undefined || fields.userType !== undefined)
  ) {
    throw forbidden();
  }
  return db.transaction().execute(async (trx) => {
    const before = await userDetail(trx, caller, manager, key.id, lang);
    await assertReferences(trx, caller.tenantId, { roleIds, deptIds, postId: fields.postId });
    await updateVersioned(trx, 'bladeUser', key, fields, { tenantId: caller.tenantId, userId: caller.userId });
    if (roleIds) await replaceLinks(trx, 'bladeUserRole', key.id, roleIds);
    if (deptIds) await replaceLinks(trx, 'bladeUserDept', key.id, deptIds);
    const after = await userDetail(trx, caller, manager, key.id, lang);
    await recordAudit(trx, caller, { action, entity: 'user', entityId: key.id, before, after }, ip);
    return after;
  });
}

export async function platformDetail(db: Database, caller: Caller, id: string): Promise<PlatformDetail> {
  const row = await tenantRows(db, caller, 'bladeUser')
    .select(['id', 'account', 'userType', 'userExt', 'version'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function updatePlatform(
  db: Database,
  caller: Caller,
  key: { id: string; version?: number | undefined },
  values: { userType: number; userExt: string | null },
  ip?: string,
): Promise<PlatformDetail> {
  checkFields(values);
  return db.transaction().execute(async (trx) => {
    const { before, after } = await updateVersioned(trx, 'bladeUser', key, values, {
      tenantId: caller.tenantId,
      userId: caller.userId,
    });
    await recordAudit(
      trx,
      caller,
      {
        action: 'update-platform',
        entity: 'user',
        entityId: key.id,
        before: { userType: before.userType, userExt: before.userExt },
        after: { userType: after.userType, userExt: after.userExt },
      },
      ip,
    );
    return platformDetail(trx, caller, key.id);
  });
}
