import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config';
import type { Database } from '../../platform/db/database';
import type { SmsPurpose } from './records.tables';

/** One text to one phone; `masked` is the same text with the code hidden, for anything kept or shown. */
export type SmsOutgoing = {
  tenantId: string;
  userId: string | null;
  phone: string;
  text: string;
  masked: string;
  /** Kept with the record when the text counts against a per-purpose limit (rule texts). */
  purpose?: SmsPurpose;
};

/** Where verification codes go. Each provider records what it did in `sms_message` (the SMS page). */
export type SmsProvider = { name: string; deliver(message: SmsOutgoing): Promise<void> };

export class SmsDeliveryError extends Error {
  constructor(readonly reason: string) {
    super(`SMS delivery failed: ${reason}`);
    this.name = 'SmsDeliveryError';
  }
}

async function record(db: Database, message: SmsOutgoing, provider: string, content: string, error?: string) {
  await db
    .insertInto('smsMessage')
    .values({
      tenantId: message.tenantId,
      phone: message.phone,
      content,
      provider,
      state: error ? 'FAILED' : 'SENT',
      error: error ?? null,
      purpose: message.purpose ?? null,
      createUser: message.userId,
    })
    .execute();
}

/**
 * The demo's outbox: the message is "delivered" by being written to `sms_message`, where the SMS page
 * (code `sms`, administrators of the same tenant) shows it in full. See docs/decisions.md.
 */
export function tableSmsProvider(db: Database): SmsProvider {
  return { name: 'table', deliver: (message) => record(db, message, 'table', message.text) };
}

const HTTP_TIMEOUT_MS = 10_000;

/**
 * A gateway reached over HTTP: `POST url` with `{ phone, text }` and `Authorization: Bearer token`;
 * any 2xx is delivered. Only the masked text is recorded, and a failure is logged without the text.
 */
export function httpSmsProvider(
  db: Database,
  gateway: { url: string; token: string | undefined },
  log: FastifyBaseLogger,
): SmsProvider {
  return {
    name: 'http',
    async deliver(message) {
      let failure: string | undefined;
      try {
        const response = await fetch(gateway.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(gateway.token ? { authorization: `Bearer ${gateway.token}` } : {}),
          },
          body: JSON.stringify({ phone: message.phone, text: message.text }),
          signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
        });
        if (!response.ok) failure = `HTTP ${response.status}`;
      } catch (error) {
        failure = error instanceof Error ? error.name : 'unknown';
      }
      await record(db, message, 'http', message.masked, failure);
      if (failure) {
        log.warn({ provider: 'http', failure }, 'SMS gateway refused a message');
        throw new SmsDeliveryError(failure);
      }
    },
  };
}

/** The HTTP gateway when one is configured, else the table outbox. */
export function smsProviderOf(config: Config, db: Database, log: FastifyBaseLogger): SmsProvider {
  return config.smsHttp ? httpSmsProvider(db, config.smsHttp, log) : tableSmsProvider(db);
}
