import { SMS_LIMITS } from '@smdp/contracts/records';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { SmsDeliveryError, type SmsProvider } from './sms.provider';

/** A text a message rule sends: it carries no code, so the whole text may be kept. */
export type RuleSms = { tenantId: string; phone: string; text: string; createUser: string | null };

/** How many queued texts one round hands to the provider. */
const DELIVERY_BATCH = 50;

/**
 * Queues rule texts in the caller's transaction (the event's or the date scan's), so they exist exactly
 * when the in-app messages do. A number that already got `SMS_LIMITS.rulePerDay` rule texts in 24 hours
 * (over every tenant: the limit protects the phone's owner) gets no more; returns how many were queued.
 */
export async function queueRuleSms(trx: Transaction<DB>, texts: readonly RuleSms[]): Promise<number> {
  if (!texts.length) return 0;
  const byPhone = new Map<string, RuleSms[]>();
  for (const text of texts) byPhone.set(text.phone, [...(byPhone.get(text.phone) ?? []), text]);
  let queued = 0;
  // Numbers in one order, so two transactions queueing for the same numbers cannot deadlock.
  for (const phone of [...byPhone.keys()].sort()) {
    await sql`select pg_advisory_xact_lock(hashtext(${phone}))`.execute(trx);
    const recent = await trx
      .selectFrom('smsMessage')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('phone', '=', phone)
      .where('purpose', '=', 'RULE')
      .where('createTime', '>', sql<Date>`now() - interval '1 day'`)
      .executeTakeFirstOrThrow();
    const room = Math.max(0, SMS_LIMITS.rulePerDay - Number(recent.count));
    const allowed = (byPhone.get(phone) ?? []).slice(0, room);
    if (!allowed.length) continue;
    await trx
      .insertInto('smsMessage')
      .values(
        allowed.map((text) => ({
          tenantId: text.tenantId,
          phone,
          content: text.text,
          provider: 'queue',
          state: 'QUEUED' as const,
          purpose: 'RULE' as const,
          createUser: text.createUser,
        })),
      )
      .execute();
    queued += allowed.length;
  }
  return queued;
}

/**
 * Hands queued texts to the provider: each round claims a batch (SKIP LOCKED, so two instances never
 * take the same row) and removes it from the queue in one short transaction; the provider then writes
 * its own SENT or FAILED row. A crash between the two loses that batch rather than sending it twice.
 * Returns how many texts were handed over.
 */
export async function deliverQueuedSms(db: Database, provider: SmsProvider): Promise<number> {
  const claimed = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('smsMessage')
      .select(['id', 'tenantId', 'phone', 'content', 'createUser'])
      .where('state', '=', 'QUEUED')
      .orderBy('id')
      .limit(DELIVERY_BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (rows.length) {
      await trx
        .deleteFrom('smsMessage')
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
    }
    return rows;
  });
  for (const row of claimed) {
    const message = { tenantId: row.tenantId, userId: row.createUser, phone: row.phone, text: row.content };
    try {
      await provider.deliver({ ...message, masked: row.content, purpose: 'RULE' });
    } catch (error) {
      // The provider recorded the failure; one refused text does not hold back the others.
      if (!(error instanceof SmsDeliveryError)) throw error;
    }
  }
  return claimed.length;
}
