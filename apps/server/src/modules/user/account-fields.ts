import { type UserFields as AccountFields, type StaffFields, USER_LIMITS } from '@smdp/contracts/user';
import type { z } from 'zod';
import { md5 } from '../../platform/auth/password';
import { badRequest } from '../../platform/http/errors';

const ACCOUNT_PATTERN = /^[A-Za-z0-9._@-]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What an administrator or owner may set about an account; `null` clears, a missing field stays.
 * Partial because services also pass a few fields at a time; roles and departments are handled apart.
 */
export type UserFields = Partial<
  z.output<typeof AccountFields> & Pick<z.output<typeof StaffFields>, 'userType' | 'postId'>
>;

/** Refuses text over its limit (`maxInputCharacters`), a malformed account name or e-mail. */
export function checkFields(
  fields: UserFields & { account?: string | undefined; userExt?: string | null | undefined },
) {
  for (const [field, max] of Object.entries(USER_LIMITS)) {
    const value = fields[field as keyof typeof USER_LIMITS];
    if (typeof value === 'string' && value.length > max) throw badRequest('maxInputCharacters', { max });
  }
  if (fields.account !== undefined && !ACCOUNT_PATTERN.test(fields.account)) throw badRequest('userAccountInvalid');
  if (fields.email && !EMAIL_PATTERN.test(fields.email)) throw badRequest('userEmailInvalid');
}

/** The md5 a client sends for an empty field: as good as no password. */
const EMPTY_MD5 = md5('');

const MD5_HEX = /^[0-9a-f]{32}$/i;

/**
 * A new account's password as md5 hex: our web app hashes before sending, BladeX clients (Saber's user
 * form) send the typed text and BladeX hashes it on the server, so this does too.
 */
export const asMd5 = (password: string | undefined) =>
  password === undefined || MD5_HEX.test(password) ? password : md5(password);

/** The new password (md5 hex, lower case); refuses an empty one or a repetition that differs. */
export function checkNewPassword(password: string | undefined, repeated: string | undefined): string {
  const value = password?.toLowerCase();
  if (!value || value === EMPTY_MD5) throw badRequest('passwordRequired');
  if (repeated !== undefined && repeated.toLowerCase() !== value) throw badRequest('passwordsDiffer');
  return value;
}
