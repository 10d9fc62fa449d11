import { type OwnProfile, type PasswordChange, PROFILE_LIMITS, type ProfileChanges } from '@smdp/contracts/user';
import { sql } from 'kysely';
import { hashPassword, md5, verifyPassword } from '../../platform/auth/password';
import { endSessions } from '../../platform/auth/session-gate';
import type { Session } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/database';
import { badRequest, staleVersion, unauthorized } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import type { Caller as AnyCaller } from '../../platform/scope/caller';
import { tenantRows } from '../../platform/scope/tenant';
import { liveRolesAmong } from '../access';
import { liveDeptIdsAmong } from '../structure';
import { localized, tenantGrayRelease } from '../system';

type Caller = Pick<AnyCaller, 'tenantId' | 'userId'>;
type SignedIn = Caller & Pick<Session, 'familyId'>;

export async function ownProfile(db: Database, caller: Caller, lang: Language): Promise<OwnProfile> {
  const [user, roles, depts] = await Promise.all([
    db
      .selectFrom('bladeUser')
      .select([
        'id',
        'tenantId',
        'account',
        'name',
        'realName',
        'nickName',
        'avatar',
        'email',
        'phone',
        'sex',
        'userType',
        'customerId',
        'postId',
        'firstLoginPassword',
        'loginPhoneVerify',
        'forceResetPassword',
        'version',
        sql<string | null>`to_char(birthday, 'YYYY-MM-DD')`.as('birthday'),
      ])
      .where('id', '=', caller.userId)
      .where('tenantId', '=', caller.tenantId)
      .where('isDeleted', '=', 0)
      .executeTakeFirst(),
    liveRolesAmong(
      db,
      caller.tenantId,
      sql`select ur.role_id from blade_user_role ur where ur.user_id = ${caller.userId}`,
    ),
    liveDeptIdsAmong(
      db,
      caller.tenantId,
      sql`select ud.dept_id from blade_user_dept ud where ud.user_id = ${caller.userId}`,
    ),
  ]);
  // The token outlived its user: the client should sign in again.
  if (!user) throw unauthorized();
  return {
    ...user,
    roleIds: roles.map((role) => role.id),
    roleNames: roles.map((role) => localized(role.roleNameI18n, lang, role.roleName)),
    deptIds: depts.map((dept) => dept.id),
  };
}

export async function updateOwnProfile(
  db: Database,
  caller: Caller,
  changes: ProfileChanges,
  version: number | undefined,
  lang: Language,
) {
  for (const [field, max] of Object.entries(PROFILE_LIMITS)) {
    const value = changes[field as keyof typeof PROFILE_LIMITS];
    if (value && value.length > max) throw badRequest('maxInputCharacters', { max });
  }
  let update = db
    .updateTable('bladeUser')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1), updateUser: caller.userId, updateTime: new Date() }))
    .where('id', '=', caller.userId)
    .where('tenantId', '=', caller.tenantId)
    .where('isDeleted', '=', 0);
  if (version !== undefined) update = update.where('version', '=', version);
  const updated = await update.returning('id').executeTakeFirst();
  if (!updated) {
    await ownProfile(db, caller, lang); // 401 when the user is gone, so what is left is a stale version
    throw staleVersion();
  }
  return ownProfile(db, caller, lang);
}

/** The md5 a client sends for an empty field: as good as no password at all. */
const EMPTY_MD5 = md5('');

/** Changes the caller's password (md5 hex values, as sign-in sends) and ends any forced-change state. */
export async function changeOwnPassword(db: Database, caller: SignedIn, change: PasswordChange): Promise<void> {
  const passwords = [change.oldPassword, change.newPassword, change.newPassword1].map((value) => value?.toLowerCase());
  const [oldPassword, newPassword, newPassword1] = passwords;
  if (!oldPassword || !newPassword || !newPassword1 || passwords.includes(EMPTY_MD5))
    throw badRequest('passwordRequired');
  if (newPassword !== newPassword1) throw badRequest('passwordsDiffer');
  const user = await db
    .selectFrom('bladeUser')
    .select('passwordHash')
    .where('id', '=', caller.userId)
    .where('tenantId', '=', caller.tenantId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (!user) throw unauthorized();
  if (!(await verifyPassword(oldPassword, user.passwordHash))) throw badRequest('oldPasswordWrong');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('bladeUser')
      .set((eb) => ({
        passwordHash,
        firstLoginPassword: 'N' as const,
        forceResetPassword: 'N' as const,
        version: eb('version', '+', 1),
        updateUser: caller.userId,
        updateTime: new Date(),
      }))
      .where('id', '=', caller.userId)
      .where('tenantId', '=', caller.tenantId)
      // Of two concurrent changes from the same old password, only the first one wins.
      .where('passwordHash', '=', user.passwordHash)
      .returning('id')
      .executeTakeFirst();
    if (!changed) throw staleVersion();
    // Every other sign-in ends; the one that changed the password stays (its page signs out itself).
    await endSessions(trx, [caller.userId], { keptFamily: caller.familyId });
  });
}

/** Whether the caller gets the gray (early) release: set per user, or for the whole tenant. */
export async function isGray(db: Database, caller: Caller): Promise<boolean> {
  const [user, grayRelease] = await Promise.all([
    tenantRows(db, caller, 'bladeUser').select('isGray').where('id', '=', caller.userId).executeTakeFirst(),
    tenantGrayRelease(db, caller.tenantId),
  ]);
  if (!user || grayRelease === undefined) throw unauthorized();
  return user.isGray || grayRelease;
}
