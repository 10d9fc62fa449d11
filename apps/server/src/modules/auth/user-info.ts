import type { UserInfo } from '@smdp/contracts/auth';
import type { UserProfile } from '../user';

/** The user-info fields shared by the token body and `oauth/user-info` (snake_case, as BladeX clients expect). */
export function userInfoFields(profile: UserProfile, session: { roleIds: string[]; deptId: string | null }): UserInfo {
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
    userName: profile.userName,
    roles: roleAliases,
  };
}
