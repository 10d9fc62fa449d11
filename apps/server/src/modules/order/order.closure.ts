import { OPEN_ORDER_STATES } from '@smdp/contracts/order';
import type { ClosureCheck } from '../customer';

/**
 * Store closure (issue 13 item 9): a party with an order still open, as buyer or seller, cannot close.
 * Replaces the customer module's placeholder of the same name.
 */
export const noOpenOrders: ClosureCheck = {
  name: 'noOpenOrders',
  run: async (trx, party) => {
    const row = await trx
      .selectFrom('salesOrder')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('tenantId', '=', party.tenantId)
      .where('isDeleted', '=', 0)
      .where('state', 'in', OPEN_ORDER_STATES)
      .where((eb) => eb.or([eb('buyerPartyId', '=', party.id), eb('sellerPartyId', '=', party.id)]))
      .executeTakeFirst();
    const count = Number(row?.count ?? 0);
    return count ? { ok: false, messageKey: 'closureOpenOrders', params: { count } } : { ok: true };
  },
};
