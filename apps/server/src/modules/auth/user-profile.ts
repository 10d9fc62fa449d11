import type { YesNo } from '@smdp/contracts';
import type { Database } from '../../platform/db/database';

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
    .leftJoin('baseCustomer as c', 'c.id', 'u.customerId')
    .leftJoin('bladePost as p', 'p.id', 'u.postId')
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
      'c.customerCode',
      'c.customerName',
      'p.postName',
    ])
    .where('u.id', '=', userId)
    .where('u.tenantId', '=', tenantId)
    .where('u.isDeleted', '=', 0)
    .executeTakeFirst();
  if (!user) return null;
  const [roles, depts] = await Promise.all([
    db
      .selectFrom('bladeUserRole as ur')
      .innerJoin('bladeRole as r', 'r.id', 'ur.roleId')
      .select(['r.id', 'r.roleAlias'])
      .where('ur.userId', '=', userId)
      .where('r.isDeleted', '=', 0)
      .orderBy('r.sort')
      .execute(),
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

/** The user-info fields shared by the token body and `oauth/user-info` (snake_case, as BladeX clients expect). */
export function userInfoFields(profile: UserProfile, session: { roleIds: string[]; deptId: string | null }) {
  const roleAliases = profile.roleIds
    .map((id, index) => (session.roleIds.includes(id) ? profile.roleAliases[index] : undefined))
    .filter((alias): alias is string => Boolean(alias));
  return {
    tenant_id: profile.tenantId,
    user_id: profile.userId,
    dept_id: session.deptId ?? '',
    post_id: profile.postId ?? '',
    role_id: session.roleIds.join(','),
    role_name: roleAliases.join(','),
    oauth_id: profile.oauthId,
    account: profile.account,
    user_name: profile.userName,
    real_name: profile.realName,
    nick_name: profile.nickName,
    avatar: profile.avatar,
    user_type: profile.userType,
    first_login_password: profile.firstLoginPassword,
    login_phone_verify: profile.loginPhoneVerify,
    force_reset_password: profile.forceResetPassword,
    user_info: {
      primaryAccount: profile.isPrimaryAccount ? 'Y' : 'N',
      customerCode: profile.customerCode,
      customerName: profile.customerName,
      userType: profile.userType,
      empNo: profile.empNo,
      postName: profile.postName,
    },
  } as const;
}
