import { z } from 'zod';
import { DateTime, FilterDate, Id, IdInput, ImportResult, YesNo } from '../common';
import { PageQuery } from '../paging';

/** Account status (`blade_user.status`): 2 is a guest registration waiting for approval. */
export const ACCOUNT_ENABLED = 1;
export const ACCOUNT_DISABLED = 0;
export const ACCOUNT_PENDING = 2;

/** Role aliases the demo seed gives every tenant: what new primary and sub-accounts hold. */
export const PRIMARY_ACCOUNT_ROLE = 'customer_primary';
export const SUB_ACCOUNT_ROLE = 'customer_sub';

/** Longest accepted text per field; longer input gets `maxInputCharacters` (spec §5). */
export const USER_LIMITS = {
  account: 45,
  name: 50,
  realName: 50,
  nickName: 50,
  email: 100,
  phone: 30,
  empNo: 30,
  userExt: 2000,
} as const;

/** One account as `blade-user/list-page` and `detail` answer it. */
export const UserRecord = z.object({
  id: Id,
  tenantId: z.string(),
  account: z.string(),
  name: z.string().nullable(),
  realName: z.string().nullable(),
  nickName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  birthday: z.string().nullable().describe('yyyy-MM-dd'),
  sex: z.number().int().nullable(),
  userType: z.number().int().describe('0 company staff, 1 customer account'),
  empNo: z.string().nullable(),
  postId: z.string().describe("the post's id, '' for none (BladeX clients split it like roleId)"),
  postName: z.string().nullable(),
  customerId: Id.nullable(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  isPrimaryAccount: z.boolean(),
  roleIds: z.array(Id),
  roleNames: z.array(z.string()),
  deptIds: z.array(Id),
  deptNames: z.array(z.string()),
  status: z.number().int().describe('1 enabled, 0 disabled, 2 waiting for approval'),
  locked: z.boolean().describe('locked by failed sign-ins'),
  // What BladeX 2.9 clients (Saber's user list and form) read: names and comma-joined ids.
  tenantName: z.string().nullable(),
  roleId: z.string().describe('roleIds, comma-joined'),
  roleName: z.string().describe('roleNames, comma-joined'),
  deptId: z.string().describe('deptIds, comma-joined'),
  deptName: z.string().describe('deptNames, comma-joined'),
  userTypeName: z.string().describe('dictionary user_type, in the Lang-Type language'),
  statusName: z.string().describe('dictionary account_status, in the Lang-Type language'),
  lockedUntil: DateTime.nullable(),
  loginFailCount: z.number().int(),
  forceResetPassword: YesNo,
  createTime: DateTime,
  version: z.number().int(),
});
export type UserRecord = z.output<typeof UserRecord>;

/** An empty query or form value counts as absent (spec §5). */
export const absentIfEmpty = (value: unknown) => (value === '' || value === null ? undefined : value);
/** A text that may be cleared: `''` or null stores null; limits are checked by the service (maxInputCharacters). */
export const ClearableText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value === '' ? null : value));
export const OptionalId = z.preprocess((value) => (value === '' ? null : value), IdInput.nullish());
/** Ids as an array or as BladeX's comma-joined text. */
export const Ids = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : value,
  z.array(IdInput),
);
/** At least one id; parsing twice gives the same (the query and body schemas run before `merged`). */
export const SomeIds = Ids.pipe(z.array(Id).min(1));
export const Md5 = z.preprocess(
  absentIfEmpty,
  z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{32}$/, 'md5 hex')
    .optional(),
);
/** A new account's password: md5 hex, or the typed text (at most 64 characters) that the server hashes to md5. */
const NewPassword = z.preprocess(absentIfEmpty, z.string().min(1).max(64).optional());
const Birthday = z.preprocess(
  absentIfEmpty,
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .transform((value) => value.slice(0, 10))
    .nullish(),
);
const Sex = z.preprocess(absentIfEmpty, z.coerce.number().int().min(1).max(3).nullish());
export const UserType = z.coerce.number().int().min(0).max(1);
export const Version = z.coerce.number().int().min(1).describe('the version read with detail');

export const UserFields = z.object({
  name: ClearableText,
  realName: ClearableText,
  nickName: ClearableText,
  email: ClearableText,
  phone: ClearableText,
  empNo: ClearableText,
  sex: Sex,
  birthday: Birthday,
});
export const StaffFields = UserFields.extend({
  userType: UserType.optional(),
  postId: OptionalId,
  roleIds: Ids.optional(),
  deptIds: Ids.optional(),
  roleId: Ids.optional().describe('the roles as BladeX clients send them, comma-joined; wins over roleIds'),
  deptId: Ids.optional().describe('the departments as BladeX clients send them, comma-joined; wins over deptIds'),
});

export const UserUpdate = StaffFields.extend({ id: IdInput, version: Version });
/** BladeX's `submit` both creates (no id) and updates (id and version). */
export const UserSubmit = StaffFields.extend({
  id: z.preprocess(absentIfEmpty, IdInput.optional()),
  version: z.preprocess(absentIfEmpty, Version.optional()),
  account: z.string().trim().optional().describe('required when creating; never changes'),
  password: NewPassword.describe(
    'required when creating: md5 hex as sign-in sends it, or the typed password as BladeX clients send it (hashed to md5 by the server)',
  ),
  password2: NewPassword,
  customerId: OptionalId,
  isPrimaryAccount: z.boolean().optional(),
});
export const OwnerInfo = UserFields.extend({ id: IdInput, version: Version });

/** A number-column filter: digits or nothing, so a bad value is the caller's 400, never a failed query. */
const Digits = (max: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{0,${max}}$`), 'digits')
    .optional();

export const UserListQuery = PageQuery.extend({
  deptId: z.preprocess(absentIfEmpty, IdInput.optional()),
  roleId: z.preprocess(absentIfEmpty, IdInput.optional()),
  account: z.string().max(45).optional(),
  account_like: z.string().max(45).optional(),
  name_like: z.string().max(50).optional(),
  realName: z.string().max(50).optional(),
  realName_like: z.string().max(50).optional(),
  phone_like: z.string().max(30).optional(),
  email_like: z.string().max(100).optional(),
  empNo_like: z.string().max(30).optional(),
  customerCode_like: z.string().max(50).optional(),
  customerId_equal: Digits(19),
  userType_equal: Digits(1),
  status_equal: Digits(1),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
});
export const DeptUserListQuery = UserListQuery.extend({ deptId: IdInput });

export const UserIds = z.object({ userIds: SomeIds });
export const PasswordById = z.object({ userId: IdInput, newPassword: Md5, newPassword1: Md5 });

/** An account's platform extension, as platform-detail reads it and update-platform writes it. */
export const PlatformDetail = z.object({
  id: Id,
  account: z.string(),
  userType: z.number().int(),
  userExt: z.string().nullable(),
  version: z.number().int(),
});
export type PlatformDetail = z.output<typeof PlatformDetail>;

/**
 * Our web app sends `id` and `version` in the body; BladeX clients send `userId, userType, userExt` in the
 * query and no version (the last write wins then).
 */
export const PlatformUpdate = z.object({
  id: IdInput.optional(),
  userId: IdInput.optional(),
  version: Version.optional(),
  userType: UserType,
  userExt: ClearableText.transform((value) => value ?? null),
});

export const ResetPassword = z.object({ id: Id, account: z.string(), password: z.string() });
export type ResetPassword = z.output<typeof ResetPassword>;

export const GrantInput = z.object({ userIds: SomeIds, roleIds: SomeIds });

export const EnableInput = z.object({
  userIds: SomeIds,
  status: z.coerce.number().pipe(z.union([z.literal(ACCOUNT_ENABLED), z.literal(ACCOUNT_DISABLED)])),
});

export const OpenAccount = UserFields.extend({
  customerId: IdInput,
  account: z.string().trim().min(1),
  password: Md5,
  deptIds: Ids.optional(),
});

export const DeptUsers = z.object({ deptId: IdInput, userIds: SomeIds });

export const AccountShopStatus = z.object({
  userId: Id,
  customerId: Id.nullable(),
  shopEnabled: z.boolean(),
  shopCount: z.number().int(),
  activeShopCount: z.number().int(),
});
export type AccountShopStatus = z.output<typeof AccountShopStatus>;

/** `get-account-shop-status`: the caller's own account when userId is absent. */
export const AccountShopStatusQuery = z.object({ userId: z.preprocess(absentIfEmpty, IdInput.optional()) });

/**
 * What an account import did. New accounts get the tenant's `account.initPassword` parameter when it is
 * set, else each its own generated password, listed here once; every one must be changed at first sign-in.
 */
export const UserImportResult = ImportResult.extend({
  passwords: z.array(z.object({ account: z.string(), password: z.string() })),
}).meta({ id: 'UserImportResult' });
export type UserImportResult = z.output<typeof UserImportResult>;
