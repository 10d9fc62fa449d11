import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Page, PageQuery } from '@smdp/contracts';
import { PHONE_PATTERN, SMS_LIMITS, type SmsMessage } from '@smdp/contracts/records';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { applyFilters, paginate } from '../../platform/db/list-query';
import { AppError, badRequest } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import { translate } from '../../platform/i18n/messages';
import type { Caller } from '../../platform/scope/caller';
import { phoneOnFile, setVerifiedPhone } from '../user';
import { SmsDeliveryError, type SmsProvider } from './sms.provider';

export { PHONE_PATTERN, SMS_LIMITS };

/** `+86 138-0013 8000` → `+8613800138000`: one spelling per number, so limits and codes match. */
export const normalizePhone = (phone: string) => phone.replace(/[\s-]/g, '');

type DbOrTrx = Database | Transaction<DB>;

/**
 * Who `empNoOrPhone` names: an employee number (or account) of the caller's tenant with a phone on
 * file, or else a phone number itself (the number being verified on /modifyphone).
 */
export async function recipientPhone(db: Database, caller: Caller, empNoOrPhone: string): Promise<string> {
  const wanted = empNoOrPhone.trim();
  const onFile = await phoneOnFile(db, caller.tenantId, wanted);
  if (onFile && PHONE_PATTERN.test(onFile)) return normalizePhone(onFile);
  if (PHONE_PATTERN.test(wanted)) return normalizePhone(wanted);
  throw badRequest('smsRecipientUnknown');
}

const hashOf = (pepper: string, tenantId: string, phone: string, code: string) =>
  createHmac('sha256', pepper).update(`${tenantId}\n${phone}\n${code}`).digest('hex');

/**
 * Sends a new 6-digit code to a phone, within the per-number limits (counted over every tenant, since
 * they protect the phone's owner). Only an HMAC of the code is stored; the text goes to the provider.
 */
export async function sendVerificationCode(
  db: Database,
  provider: SmsProvider,
  pepper: string,
  /** Who asks for the code: a signed-in caller, or the account whose password is being reset. */
  sender: Pick<Caller, 'tenantId' | 'userId'>,
  phone: string,
  lang: Language,
): Promise<void> {
  const code = String(randomInt(0, 10 ** SMS_LIMITS.digits)).padStart(SMS_LIMITS.digits, '0');
  await db.transaction().execute(async (trx) => {
    // Two requests for the same number queue here, so both cannot pass the limit check.
    await sql`select pg_advisory_xact_lock(hashtext(${phone}))`.execute(trx);
    const recent = await trx
      .selectFrom('smsCode')
      .select((eb) => [eb.fn.countAll<string>().as('today'), eb.fn.max('createTime').as('latest')])
      .where('phone', '=', phone)
      .where('createTime', '>', sql<Date>`now() - interval '1 day'`)
      .executeTakeFirstOrThrow();
    if (recent.latest) {
      const waited = (Date.now() - new Date(recent.latest).getTime()) / 1000;
      if (waited < SMS_LIMITS.resendSeconds)
        throw new AppError(429, 'smsTooFrequent', { seconds: Math.ceil(SMS_LIMITS.resendSeconds - waited) });
    }
    if (Number(recent.today) >= SMS_LIMITS.perDay) throw new AppError(429, 'smsDailyLimit', { max: SMS_LIMITS.perDay });
    await trx
      .insertInto('smsCode')
      .values({
        tenantId: sender.tenantId,
        phone,
        codeHash: hashOf(pepper, sender.tenantId, phone, code),
        expiresAt: sql<Date>`now() + make_interval(mins => ${SMS_LIMITS.ttlMinutes})`,
      })
      .execute();
  });
  const params = { minutes: SMS_LIMITS.ttlMinutes };
  try {
    await provider.deliver({
      tenantId: sender.tenantId,
      userId: sender.userId,
      phone,
      text: translate('smsCodeText', lang, { ...params, code }),
      masked: translate('smsCodeText', lang, { ...params, code: '*'.repeat(SMS_LIMITS.digits) }),
    });
  } catch (error) {
    if (error instanceof SmsDeliveryError) throw badRequest('smsSendFailed');
    throw error;
  }
}

/**
 * True once for the latest live code of a phone: it is then spent. A wrong guess counts against the
 * code, which dies after SMS_LIMITS.maxFailedAttempts of them. Pass the transaction that acts on it.
 */
export async function verifySmsCode(
  db: DbOrTrx,
  pepper: string,
  tenantId: string,
  phone: string,
  code: string,
): Promise<boolean> {
  const latest = await db
    .selectFrom('smsCode')
    .select(['id', 'codeHash'])
    .where('tenantId', '=', tenantId)
    .where('phone', '=', phone)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .where('failedAttempts', '<', SMS_LIMITS.maxFailedAttempts)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return false;
  const given = Buffer.from(hashOf(pepper, tenantId, phone, code.trim()));
  const stored = Buffer.from(latest.codeHash);
  if (given.length === stored.length && timingSafeEqual(given, stored)) {
    const spent = await db
      .updateTable('smsCode')
      .set({ usedAt: sql<Date>`now()` })
      .where('id', '=', latest.id)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return Number(spent.numUpdatedRows) === 1;
  }
  await db
    .updateTable('smsCode')
    .set((eb) => ({ failedAttempts: eb('failedAttempts', '+', 1) }))
    .where('id', '=', latest.id)
    .execute();
  return false;
}

/**
 * /modifyphone: the caller proves a number with its code; it becomes their phone and their
 * `login_phone_verify` becomes Y. A wrong code changes nothing but the code's attempt count.
 */
export async function verifyOwnPhone(
  db: Database,
  pepper: string,
  caller: Caller,
  input: { phone: string; code: string },
  ip: string,
): Promise<void> {
  const phone = normalizePhone(input.phone);
  const verified = await db.transaction().execute(async (trx) => {
    if (!(await verifySmsCode(trx, pepper, caller.tenantId, phone, input.code))) return false;
    await setVerifiedPhone(trx, caller, phone, ip);
    return true;
  });
  // Outside the transaction: the failed attempt it counted must stay counted.
  if (!verified) throw badRequest('smsCodeInvalid');
}

export type SmsMessageRow = SmsMessage & { createTime: Date };

const SMS_FILTERS = { phone: 'm.phone', provider: 'm.provider', state: 'm.state', createTime: 'm.create_time' };
const SMS_SORTABLE = { phone: 'm.phone', createTime: 'm.create_time' };

export async function listSmsMessages(
  db: Database,
  caller: Caller,
  page: PageQuery,
  filters: Record<string, unknown>,
  zone: string,
): Promise<Page<SmsMessageRow>> {
  const query = db
    .selectFrom('smsMessage as m')
    .select(['m.id', 'm.phone', 'm.content', 'm.provider', 'm.state', 'm.error', 'm.createTime'])
    .where('m.tenantId', '=', caller.tenantId);
  return paginate(applyFilters(query, filters, SMS_FILTERS, zone), page, SMS_SORTABLE, {
    column: 'm.id',
    direction: 'desc',
  });
}
