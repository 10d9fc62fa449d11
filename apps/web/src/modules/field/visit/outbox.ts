import { create } from 'zustand';

/** A visit call the phone keeps until the server has it: saved on this phone -> sending -> sent (or refused). */
export type OutboxState = 'saved' | 'sending' | 'sent' | 'refused';
export type OutboxEntry = {
  /** The call's own key (the check-in's client key): one entry per call, whatever the retries. */
  key: string;
  path: string;
  body: Record<string, unknown>;
  /** What the screen shows for it (a translation key of the `field` namespace). */
  label: string;
  visitId: string | null;
  state: OutboxState;
  error?: string;
  at: number;
};

const STORAGE_KEY = 'smdp-visit-outbox';
/** Sent entries are kept a day, for the state shown next to them. */
const KEEP_SENT_MS = 86_400_000;

export function loadEntries(storage: Pick<Storage, 'getItem'> = localStorage): OutboxEntry[] {
  try {
    const parsed = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    // A send cut short by a reload never reached a verdict: it is still only saved on the phone.
    return Array.isArray(parsed)
      ? (parsed as OutboxEntry[]).map((entry) => (entry.state === 'sending' ? { ...entry, state: 'saved' } : entry))
      : [];
  } catch {
    return [];
  }
}

function persist(entries: OutboxEntry[]) {
  const now = Date.now();
  const kept = entries.filter((entry) => entry.state !== 'sent' || now - entry.at < KEEP_SENT_MS);
  localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  return kept;
}

/** A call that failed only because the network is down (the server never answered). */
export const isNetworkFailure = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 0;

type Send = (path: string, body: Record<string, unknown>) => Promise<unknown>;

type Outbox = {
  entries: OutboxEntry[];
  /** Queues a call and sends it now if it can; resolves with the server's answer, or null while it waits. */
  enqueue: (entry: Omit<OutboxEntry, 'state' | 'at'>, send: Send) => Promise<unknown>;
  /** Sends every call still saved on the phone, in the order they were made (on `online`). */
  flush: (send: Send) => Promise<void>;
  clearSent: () => void;
};

const update = (key: string, change: Partial<OutboxEntry>) =>
  useOutbox.setState((state) => ({
    entries: persist(
      state.entries.map((entry) => (entry.key === key ? { ...entry, ...change, at: Date.now() } : entry)),
    ),
  }));

async function deliver(entry: OutboxEntry, send: Send): Promise<unknown> {
  update(entry.key, { state: 'sending' });
  try {
    const answer = await send(entry.path, entry.body);
    update(entry.key, { state: 'sent', error: undefined });
    return answer;
  } catch (error) {
    if (isNetworkFailure(error)) {
      update(entry.key, { state: 'saved' });
      return null;
    }
    update(entry.key, { state: 'refused', error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

let flushing: Promise<void> | null = null;

export const useOutbox = create<Outbox>()(() => ({
  entries: loadEntries(),
  enqueue: async (entry, send) => {
    const queued: OutboxEntry = { ...entry, state: 'saved', at: Date.now() };
    useOutbox.setState((state) => ({
      // A new try of a refused call replaces the refusal.
      entries: persist([
        ...state.entries.filter(
          (one) =>
            one.key !== entry.key &&
            !(one.state === 'refused' && one.visitId === entry.visitId && one.label === entry.label),
        ),
        queued,
      ]),
    }));
    // Calls of a visit go in order: a later one waits behind an earlier one still on the phone.
    const waiting = useOutbox.getState().entries.some((one) => one.key !== entry.key && one.state === 'saved');
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
    if (waiting) {
      await useOutbox.getState().flush(send);
      return null;
    }
    return deliver(queued, send);
  },
  flush: async (send) => {
    if (flushing) return flushing;
    flushing = (async () => {
      for (const entry of useOutbox.getState().entries.filter((one) => one.state === 'saved')) {
        const answer = await deliver(entry, send).catch(() => undefined);
        if (answer === null) break;
      }
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  },
  clearSent: () =>
    useOutbox.setState((state) => ({ entries: persist(state.entries.filter((e) => e.state !== 'sent')) })),
}));
