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

/** The consignee confirmed receipt of a shipped outbound (any outbound): its new receipt inbound. */
export type OutboundReceipt = { event: 'received'; outboundId: string; inboundId: string; inboundNo: string };

export type OutboundEvent = SourcedShipment | OutboundReceipt;

export type OutboundListener = (trx: Transaction<DB>, caller: DocumentCaller, event: OutboundEvent) => Promise<void>;

const listeners = new Map<string, OutboundListener>();

/**
 * The modules that own a source document learn, inside the stock move's transaction, what became of
 * their outbounds: the order module records delivered quantities (shipped) and completes a PRIMARY order
 * on the buyer's receipt (received); pick-up marks its ticket picked, or revoked when the hand-over's
 * outbound is cancelled. Stock never imports them. A listener ignores the events that are not its own.
 * One listener per name: registering again (a second app in the same process) replaces it.
 */
export function onOutboundEvent(name: string, listener: OutboundListener): void {
  listeners.set(name, listener);
}

export async function outboundEvent(trx: Transaction<DB>, caller: DocumentCaller, event: OutboundEvent) {
  for (const listener of listeners.values()) await listener(trx, caller, event);
}
