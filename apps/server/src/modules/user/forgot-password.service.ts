import { sql } from 'kysely';
import { hashPassword, md5 } from '../../platform/auth/password';
import { endSessions } from '../../platform/auth/session-gate';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import {
  codeWornOut,
  normalizePhone,
  PHONE_PATTERN,
  type SmsProvider,
  sendVerificationCode,
  verifySmsCode,
} from '../records';

/**
 * The send-code call answers no sooner than this, whether or not a code went out, so its timing does
 * not tell whether an account exists (the table outbox takes a few milliseconds; see docs/decisions.md).
 */
export const FORGOT_ANSWER_FLOOR_MS = 250;

const EMPTY_MD5 = md5('');

type Target = { id: string; account: string; phone: string };
type Who = { tenantId: string; accountOrPhone: string };

/**
 * The one enabled account of the tenant named by its account, or else by its phone, that has a phone
 * a code can go to; null for none, for an account without a phone, and for a phone several share.
 */
async function resetTarget(db: Database, { tenantId, accountOrPhone }: Who): Promise<Target | null> {
  const wanted = accountOrPhone.trim();
  const base = db
    .selectFrom('bladeUser')
    .select(['id', 'account', 'phone'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .where('status', '=', 1);
  const byAccount = await base.where(sql`lower(account)`, '=', wanted.toLowerCase()).execute();
  const byPhone =
    byAccount.length === 0 && PHONE_PATTERN.test(wanted)
      ? (await base.where('phone', 'is not', null).execute()).filter(
          (row) => row.phone && normalizePhone(row.phone) === normalizePhone(wanted),
        )
      : [];
  const found = byAccount.length === 1 ? byAccount : byPhone;
  const [user] = found;
  if (found.length !== 1 || !user?.phone || !PHONE_PATTERN.test(user.phone)) return null;
  return { id: user.id, account: user.account, phone: normalizePhone(user.phone) };
}

const settleAfter = async (start: number) => {
  const left = FORGOT_ANSWER_FLOOR_MS - (performance.now() - start);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
};

/**
 * Sends a reset code to the phone of the account, if there is one. Always answers the same way:
 * an unknown account, one without a phone, or a number at its SMS limit sends nothing and says nothing.
 */
export async function sendResetCode(
  db: Database,
  provider: SmsProvider,
  pepper: string,
  who: Who,
  lang: Language,
  onSilentFailure: (reason: string) => void,
): Promise<void> {
  const start = performance.now();
  try {
    const target = await resetTarget(db, who);
    if (target)
      await sendVerificationCode(
        db,
        provider,
        pepper,
        { tenantId: who.tenantId, userId: target.id },
        target.phone,
        lang,
      );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    onSilentFailure(error.messageKey);
  }
  await settleAfter(start);
}

/**
 * Sets a new password with the code sent to the account's phone: the code is spent, the sign-in lock
 * lifted and every session of the account ended, in one transaction. Answers the account's name.
 */
export async function resetForgottenPassword(
  db: Database,
  pepper: string,
  input: Who & { code: string; password: string },
  ip: string,
): Promise<string> {
  const password = input.password.toLowerCase();
  if (password === EMPTY_MD5) throw badRequest('passwordRequired');
  // Hashed before anything is known, so a wrong code or an unknown account costs as long as a right one.
  const passwordHash = await hashPassword(password);
  const target = await resetTarget(db, input);
  if (!target) throw badRequest('resetCodeInvalid');
  const reset = await db.transaction().execute(async (trx) => {
    if (!(await verifySmsCode(trx, pepper, input.tenantId, target.phone, input.code))) return false;
    await trx
      .updateTable('bladeUser')
      .set((eb) => ({
        passwordHash,
        forceResetPassword: 'N' as const,
        loginFailCount: 0,
        lockedUntil: null,
        version: eb('version', '+', 1),
        updateUser: target.id,
        updateTime: new Date(),
      }))
      .where('id', '=', target.id)
      .execute();
    await endSessions(trx, [target.id]);
    const self = { tenantId: input.tenantId, userId: target.id, account: target.account };
    await recordAudit(trx, self, { action: 'forgot-password-reset', entity: 'user', entityId: target.id }, ip);
    return true;
  });
  // Outside the transaction: the failed attempt it counted must stay counted.
  if (!reset) {
    throw badRequest(
      (await codeWornOut(db, input.tenantId, target.phone)) ? 'resetCodeTooManyTries' : 'resetCodeInvalid',
    );
  }
  return target.account;
}
