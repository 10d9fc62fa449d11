import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { SMS_LIMITS } from './sms.service';

/** What the user module needs of SMS: the provider, the verification codes and the phone rules. */
export { type SmsProvider, smsProviderOf } from './sms.provider';
export { normalizePhone, PHONE_PATTERN, SMS_LIMITS, sendVerificationCode, verifySmsCode } from './sms.service';

/** Whether the phone's latest live code was spent by wrong guesses (to say so rather than "wrong code"). */
export async function codeWornOut(db: Database, tenantId: string, phone: string): Promise<boolean> {
  const latest = await db
    .selectFrom('smsCode')
    .select('failedAttempts')
    .where('tenantId', '=', tenantId)
    .where('phone', '=', phone)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (latest?.failedAttempts ?? 0) >= SMS_LIMITS.maxFailedAttempts;
}
