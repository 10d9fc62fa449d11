import type { YesNo } from '@smdp/contracts';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { roleAliasesAmong } from '../access';
import { customerCodeOf, customerNameOf } from '../customer';
import { postNameOf } from '../structure';

/** Everything the token and user-info calls say about a user (spec §3 "User info"). */
export type UserProfile = {
  userId: string;
  tenantId: string;
  account: string;
  userName: string;
  realName: string;
  nickName: string;
  avatar: string;
  userType: number;
  status: number;
  deptIds: string[];
  roleIds: string[];
  roleAliases: string[];
  postId: string | null;
  postName: string;
  oauthId: string;
  customerId: string | null;
  customerCode: string;
  customerName: string;
  isPrimaryAccount: boolean;
  empNo: string;
  firstLoginPassword: YesNo;
  loginPhoneVerify: YesNo;
  forceResetPassword: YesNo;
};

export async function loadUserProfile(db: Database, tenantId: string, userId: string): Promise<UserProfile | null> {
  const user = await db
    .selectFrom('bladeUser as u')
    .select([
      'u.id',
      'u.tenantId',
      'u.account',
      'u.name',
      'u.realName',
      'u.nickName',
      'u.avatar',
      'u.userType',
      'u.status',
      'u.postId',
      'u.oauthId',
      'u.customerId',
      'u.isPrimaryAccount',
      'u.empNo',
      'u.firstLoginPassword',
      'u.loginPhoneVerify',
      'u.forceResetPassword',
      customerCodeOf(db, 'u.customerId').as('customerCode'),
      customerNameOf(db, 'u.customerId').as('customerName'),
      postNameOf(db, 'u.postId').as('postName'),
    ])
    .where('u.id', '=', userId)
    .where('u.tenantId', '=', tenantId)
    .where('u.isDeleted', '=', 0)
    .executeTakeFirst();
  if (!user) return null;
  const [roles, depts] = await Promise.all([
    roleAliasesAmong(db, sql`select ur.role_id from blade_user_role ur where ur.user_id = ${userId}`),
    db.selectFrom('bladeUserDept').select('deptId').where('userId', '=', userId).orderBy('deptId').execute(),
  ]);
  return {
    userId: user.id,
    tenantId: user.tenantId,
    account: user.account,
    userName: user.name ?? user.account,
    realName: user.realName ?? '',
    nickName: user.nickName ?? user.realName ?? user.account,
    avatar: user.avatar ?? '',
    userType: user.userType,
    status: user.status,
    deptIds: depts.map((d) => d.deptId),
    roleIds: roles.map((r) => r.id),
    roleAliases: roles.map((r) => r.roleAlias),
    postId: user.postId,
    postName: user.postName ?? '',
    oauthId: user.oauthId ?? '',
    customerId: user.customerId,
    customerCode: user.customerCode ?? '',
    customerName: user.customerName ?? '',
    isPrimaryAccount: user.isPrimaryAccount,
    empNo: user.empNo ?? '',
    firstLoginPassword: user.firstLoginPassword,
    loginPhoneVerify: user.loginPhoneVerify,
    forceResetPassword: user.forceResetPassword,
  };
}
