import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { formatDateTime } from '../../platform/http/datetime';
import type { FundHolder } from '../fund';
import { ORDER_DOCUMENT } from './order.names';

/** The caller's calendar day: the posting date of an action taken now. */
export const todayIn = (now: Date, zone: string) => formatDateTime(now, zone).slice(0, 10);

export const holderOf = (row: { buyerPartyId: string; sellerPartyId: string }): FundHolder => ({
  holderPartyId: row.buyerPartyId,
  counterpartyPartyId: row.sellerPartyId,
});
export const sourceOf = (order: { id: string; docNo: string }) => ({
  type: ORDER_DOCUMENT,
  id: order.id,
  docNo: order.docNo,
});

/** The order's lines as stored, in line order. */
export async function storedLines(trx: Transaction<DB>, orderId: string) {
  return trx.selectFrom('salesOrderLine').selectAll().where('orderId', '=', orderId).orderBy('lineNo').execute();
}
