import Decimal from 'decimal.js';
import type { ClosureCheck } from '../customer';

/**
 * Store closure (issue 13 item 9): a party that still owes credit, or holds credit for orders not yet
 * shipped, to anyone cannot close.
 */
export const noOutstandingCredit: ClosureCheck = {
  name: 'noOutstandingCredit',
  run: async (trx, party) => {
    const row = await trx
      .selectFrom('fundBalance')
      .select((eb) => eb.fn.sum<string | null>(eb('balance', '+', eb.ref('frozen'))).as('outstanding'))
      .where('tenantId', '=', party.tenantId)
      .where('holderPartyId', '=', party.id)
      .where('kind', '=', 'CREDIT')
      .executeTakeFirst();
    const outstanding = new Decimal(row?.outstanding ?? 0);
    return outstanding.gt(0)
      ? { ok: false, messageKey: 'closureOutstandingCredit', params: { amount: outstanding.toFixed(2) } }
      : { ok: true };
  },
};
