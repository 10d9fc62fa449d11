import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import { recordTimeline } from '../../platform/document/timeline';
import { ORDER_DOC_TYPE } from '../order';
import type { OutboundEvent } from '../stock';

export const PICKUP_OUTBOUND_SOURCE = 'pickup';

/**
 * A handed-over ticket's outbound shipped (pickCheck): the goods are collected, the ticket is PICKED. Its
 * outbound cancelled instead: the goods stay the order's, the ticket is REVOKED and a new one may be issued.
 */
export async function ticketPicked(trx: Transaction<DB>, caller: DocumentCaller, shipment: OutboundEvent) {
  if (shipment.event === 'received' || shipment.outboundType !== 'PICKUP_OUT') return;
  const shipped = shipment.event === 'shipped';
  const picked = await trx
    .updateTable('pickupTicket')
    .set(
      shipped
        ? { state: 'PICKED', pickedAt: sql<Date>`now()` }
        : { state: 'REVOKED', revokeReason: `${shipment.outboundNo} cancelled` },
    )
    .where('tenantId', '=', caller.tenantId)
    .where('outboundId', '=', shipment.outboundId)
    .where('state', '=', 'VERIFIED')
    .returning(['orderId', 'ticketNo'])
    .executeTakeFirst();
  if (!picked) return;
  await recordTimeline(trx, caller, {
    docType: ORDER_DOC_TYPE,
    docId: picked.orderId,
    action: shipped ? 'pickupPicked' : 'pickupRevoke',
    fromState: null,
    toState: null,
    remark: picked.ticketNo,
  });
}
