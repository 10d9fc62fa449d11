import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';

/** A party that has just been CLOSED. */
export type ClosedParty = { tenantId: string; id: string };

export type PartyClosedListener = (trx: Transaction<DB>, caller: DocumentCaller, party: ClosedParty) => Promise<void>;

const listeners = new Map<string, PartyClosedListener>();

/**
 * Modules holding references to parties learn, inside the closing transaction, that one closed (domain.md
 * §9: executing a closure removes the store from routes). Customer never imports them. One listener per
 * name: registering again (a second app in the same process) replaces it.
 */
export function onPartyClosed(name: string, listener: PartyClosedListener): void {
  listeners.set(name, listener);
}

export async function partyClosed(trx: Transaction<DB>, caller: DocumentCaller, party: ClosedParty): Promise<void> {
  for (const listener of listeners.values()) await listener(trx, caller, party);
}
