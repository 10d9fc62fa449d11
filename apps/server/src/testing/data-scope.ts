import type { DataScopeValue } from '@smdp/contracts/access';
import { hashPassword, md5 } from '../platform/auth/password';
import { signIn, type TestApp } from './test-app';

export type ScopedAccount = { id: string; token: string };

/**
 * A new account of the demo tenant made like `like` (same customer, department and buttons) whose only
 * role has `dataScope`, signed in: the password is the account name. For tests of what a data scope
 * lets a staff member or a sub-account see and lock.
 */
export async function accountWithDataScope(
  test: TestApp,
  { like, account, dataScope }: { like: string; account: string; dataScope: DataScopeValue },
): Promise<ScopedAccount> {
  const db = test.database.db;
  const template = await db
    .selectFrom('bladeUser')
    .select(['id', 'customerId', 'userType'])
    .where('tenantId', '=', '000000')
    .where('account', '=', like)
    .executeTakeFirstOrThrow();
  const heldRoles = db.selectFrom('bladeUserRole').select('roleId').where('userId', '=', template.id);
  const menus = await db
    .selectFrom('bladeRoleMenu')
    .select('menuId')
    .distinct()
    .where('roleId', 'in', heldRoles)
    .execute();
  const depts = await db.selectFrom('bladeUserDept').select('deptId').where('userId', '=', template.id).execute();

  const role = await db
    .insertInto('bladeRole')
    .values({ tenantId: '000000', roleName: `${account} role`, roleAlias: account, dataScope })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (menus.length) {
    await db
      .insertInto('bladeRoleMenu')
      .values(menus.map(({ menuId }) => ({ roleId: role.id, menuId })))
      .execute();
  }
  const user = await db
    .insertInto('bladeUser')
    .values({
      tenantId: '000000',
      account,
      passwordHash: await hashPassword(md5(account)),
      realName: account,
      userType: template.userType,
      customerId: template.customerId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('bladeUserRole').values({ userId: user.id, roleId: role.id }).execute();
  if (depts.length) {
    await db
      .insertInto('bladeUserDept')
      .values(depts.map(({ deptId }) => ({ userId: user.id, deptId })))
      .execute();
  }
  test.app.deps.permissions.invalidate();
  return { id: user.id, token: (await signIn(test.app, account)).accessToken };
}
