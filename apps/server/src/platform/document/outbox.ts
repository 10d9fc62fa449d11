import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../db/database';
import type { OutboxEventTable } from './document.tables';

/** A document event as the kernel wrote it: `<docType>.<action>` with the states and the document's facts. */
export type OutboxEvent = Selectable<OutboxEventTable> & { payload: OutboxPayload };
export type OutboxPayload = {
  from?: string;
  to?: string;
  by?: string;
  subject?: string | null;
  actor?: string | null;
  number?: string | null;
  creator?: string | null;
};

/**
 * Hands the oldest unpublished events to `handle` and marks them published, in one transaction:
 * `skip locked` gives each event to one instance, and marking it where its effects are written makes
 * it happen once (a failure rolls both back, and the next round takes the event again).
 * Returns how many events were handled.
 */
export async function publishPending(
  db: Database,
  handle: (trx: Transaction<DB>, events: OutboxEvent[]) => Promise<void>,
  limit = 200,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const events = (await trx
      .selectFrom('outboxEvent')
      .selectAll()
      .where('publishedAt', 'is', null)
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute()) as OutboxEvent[];
    if (!events.length) return 0;
    await handle(trx, events);
    await trx
      .updateTable('outboxEvent')
      .set({ publishedAt: new Date() })
      .where(
        'id',
        'in',
        events.map((event) => event.id),
      )
      .execute();
    return events.length;
  });
}

/** Publishes pending events every `intervalMs` on this instance until stopped; a round's error waits for the next. */
export class OutboxPublisher {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly round: () => Promise<number>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (this.intervalMs <= 0 || this.#timer) return;
    this.#timer = setInterval(() => {
      this.#running = this.#running.then(() => this.#drain()).catch(this.onError);
    }, this.intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running.catch(() => {});
  }

  /** Rounds until nothing is left, so a burst of events does not wait one interval per batch. */
  async #drain(): Promise<void> {
    while ((await this.round()) > 0 && this.#timer) {}
  }
}
