import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';

/**
 * What became of an outbound that came from another document's reservation, per source line: it
 * `shipped`, or it was `cancelled` before shipping (its stock is then held for the source again).
 */
export type SourcedShipment = {
  event: 'shipped' | 'cancelled';
  outboundId: string;
  outboundNo: string;
  outboundType: string;
  source: { type: string; id: string };
  postingDate: string;
  /** Quantities in each source line's own unit (the outbound line was written in it). */
  lines: { sourceLine: number; qty: string }[];
};

type Listener = (trx: Transaction<DB>, caller: DocumentCaller, shipment: SourcedShipment) => Promise<void>;

const listeners = new Map<string, Listener>();

/**
 * The module that owns a source document learns, inside the ship's (or cancel's) transaction, what of it
 * shipped (the order module: delivered quantities; pick-up: the ticket is picked, or revoked when its
 * outbound is cancelled). Stock never imports them.
 * One listener per name: registering again (a second app in the same process) replaces it.
 */
export function onSourcedOutboundShipped(name: string, listener: Listener): void {
  listeners.set(name, listener);
}

export async function sourcedOutboundShipped(trx: Transaction<DB>, caller: DocumentCaller, shipment: SourcedShipment) {
  for (const listener of listeners.values()) await listener(trx, caller, shipment);
}
