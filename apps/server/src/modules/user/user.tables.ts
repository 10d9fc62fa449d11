import type { ColumnType, Generated } from 'kysely';
import type { AuditColumns, GeneratedId, Id, NullableTimestamp } from '../../db/columns';

export type YesNo = 'Y' | 'N';

export type UserTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  code: string | null;
  userType: Generated<number>;
  account: string;
  passwordHash: string;
  name: string | null;
  realName: string | null;
  nickName: string | null;
  avatar: string | null;
  email: string | null;
  phone: string | null;
  birthday: ColumnType<Date | null, string | null | undefined, string | null>;
  sex: number | null;
  empNo: string | null;
  postId: Id | null;
  customerId: Id | null;
  isPrimaryAccount: Generated<boolean>;
  oauthId: string | null;
  firstLoginPassword: ColumnType<YesNo, YesNo | undefined, YesNo>;
  loginPhoneVerify: ColumnType<YesNo, YesNo | undefined, YesNo>;
  forceResetPassword: ColumnType<YesNo, YesNo | undefined, YesNo>;
  isGray: Generated<boolean>;
  loginFailCount: Generated<number>;
  lockedUntil: NullableTimestamp;
  lastLoginTime: NullableTimestamp;
  /** 0003_users: the platform extension of an account (`platform-detail` / `update-platform`). */
  userExt: string | null;
};

export type UserRoleTable = { userId: Id; roleId: Id };

export type UserDeptTable = { userId: Id; deptId: Id };

/** Tables of accounts, their roles and departments (0001_foundation, 0003_users). */
export type UserTables = {
  bladeUser: UserTable;
  bladeUserRole: UserRoleTable;
  bladeUserDept: UserDeptTable;
};
