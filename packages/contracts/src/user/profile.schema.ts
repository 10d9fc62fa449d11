import { z } from 'zod';
import { Id, IdInput, isFilterDate, YesNo } from '../common';
import { ClearableText } from './account.schema';

/**
 * Only `''` counts as absent on the caller's own calls: a null password or sex is refused, as it always
 * was (the account calls' `absentIfEmpty` also drops null).
 */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** `blade-user/info`: the caller's own profile. */
export const OwnProfile = z.object({
  id: Id,
  tenantId: z.string(),
  account: z.string(),
  name: z.string().nullable(),
  realName: z.string().nullable(),
  nickName: z.string().nullable(),
  avatar: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: z.string().nullable().describe('yyyy-MM-dd'),
  sex: z.number().int().nullable().describe('dictionary sex: 1 male, 2 female, 3 unknown'),
  userType: z.number().int(),
  customerId: Id.nullable(),
  deptIds: z.array(Id),
  roleIds: z.array(Id),
  roleNames: z.array(z.string()).describe("the roles' names in the Lang-Type language"),
  postId: Id.nullable(),
  firstLoginPassword: YesNo,
  loginPhoneVerify: YesNo,
  forceResetPassword: YesNo,
  version: z.number().int(),
});
export type OwnProfile = z.output<typeof OwnProfile>;

/** Longest accepted text per field of `update-info`; longer input gets `maxInputCharacters` (spec §5). */
export const PROFILE_LIMITS = { name: 50, realName: 50, nickName: 50, avatar: 500, email: 100, phone: 30 } as const;

/** Saber's date pickers send `yyyy-MM-dd HH:mm:ss`; only the date is kept. */
const Birthday = z
  .union([
    z.literal(''),
    z.null(),
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}(?:[ T][\d:.]+)?$/),
  ])
  .transform((value) => (value ? value.slice(0, 10) : null))
  .refine((value) => value === null || isFilterDate(value), 'not a date')
  .optional();

/** `blade-user/update-info`: a missing field stays as it is, `''` or null clears it. */
export const ProfileUpdate = z.object({
  name: ClearableText,
  realName: ClearableText,
  nickName: ClearableText,
  avatar: ClearableText,
  email: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), z.email()]))
    .nullish()
    .transform((value) => (value === '' ? null : value)),
  phone: ClearableText,
  birthday: Birthday,
  sex: z.preprocess(blankAsAbsent, z.union([z.literal(1), z.literal(2), z.literal(3), z.null()]).optional()),
  version: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe('the version read with info; without it (BladeX clients send none) the last write wins'),
});
/** What a user may change about themselves. */
export type ProfileChanges = Omit<z.output<typeof ProfileUpdate>, 'version'>;

const OwnMd5 = z.preprocess(
  blankAsAbsent,
  z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{32}$/, 'md5 hex')
    .optional(),
);

/** `blade-user/update-password`: md5 hex values, in the query (as Saber sends them) or the body. */
export const PasswordChange = z.object({
  oldPassword: OwnMd5,
  newPassword: OwnMd5,
  newPassword1: OwnMd5,
  userId: z.preprocess(blankAsAbsent, IdInput.optional()).describe("only the caller's own id is accepted"),
});
export type PasswordChange = z.output<typeof PasswordChange>;
