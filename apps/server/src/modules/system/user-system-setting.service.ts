import type { UserSetting, UserSettingInput } from '@smdp/contracts/system';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database';
import { isValidTimeZone } from '../../platform/http/datetime';
import { badRequest, staleVersion } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';

const COLUMNS = ['id', 'type', 'timeZone', 'ipoStatus', 'version'] as const;

export async function userSettingOf(db: Database, caller: Caller, type: string): Promise<UserSetting | null> {
  const row = await db
    .selectFrom('userSystemSetting')
    .select(COLUMNS)
    .where('userId', '=', caller.userId)
    .where('tenantId', '=', caller.tenantId)
    .where('type', '=', type)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Saves the caller's own setting: without `version` it creates the first one, with it it updates the
 * one the caller read. Either way a row changed in between gives 409 instead of a lost update.
 */
export async function saveUserSetting(
  db: Database,
  caller: Caller,
  input: z.output<typeof UserSettingInput>,
): Promise<UserSetting> {
  if (!isValidTimeZone(input.timeZone)) throw badRequest('timeZoneInvalid', { zone: input.timeZone });
  const values = {
    timeZone: input.timeZone,
    ipoStatus: input.ipoStatus,
    updateUser: caller.userId,
    updateTime: new Date(),
  };
  const saved =
    input.version === undefined
      ? await db
          .insertInto('userSystemSetting')
          .values({
            ...values,
            tenantId: caller.tenantId,
            userId: caller.userId,
            type: input.type,
            createUser: caller.userId,
          })
          .onConflict((oc) => oc.columns(['userId', 'type']).where('isDeleted', '=', 0).doNothing())
          .returning(COLUMNS)
          .executeTakeFirst()
      : await db
          .updateTable('userSystemSetting')
          .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
          .where('userId', '=', caller.userId)
          .where('tenantId', '=', caller.tenantId)
          .where('type', '=', input.type)
          .where('isDeleted', '=', 0)
          .where('version', '=', input.version)
          .returning(COLUMNS)
          .executeTakeFirst();
  if (!saved) throw staleVersion();
  return saved;
}
