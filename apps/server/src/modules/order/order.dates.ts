import { OPEN_ORDER_STATES } from '@smdp/contracts/order';
import { sql } from 'kysely';
import { creditDueBetween } from '../fund';
import type { DatedDocument, RuleDateField } from '../resource';
import { ORDER_DOCUMENT } from './order.names';

/** Orders not fully delivered can still be late: a reminder about them makes sense. */
const UNDELIVERED = ['NOT_DELIVERED', 'PARTIALLY_DELIVERED'] as const;

const asDocument = (
  row: { id: string; docNo: string; buyerPartyId: string; placedByAccountId: string | null; createUser: string | null },
  date: string,
): DatedDocument => ({
  docId: row.id,
  number: row.docNo,
  date,
  subject: row.buyerPartyId,
  creator: row.placedByAccountId ?? row.createUser,
});

/** The date the buyer expects the goods, of open orders not yet delivered in full ("late by 7 days"). */
export const orderExpectedDate: RuleDateField = {
  docType: ORDER_DOCUMENT,
  field: 'expectedDate',
  documentsBetween: async (trx, tenantId, range) => {
    const rows = await trx
      .selectFrom('salesOrder')
      .select([
        'id',
        'docNo',
        'buyerPartyId',
        'placedByAccountId',
        'createUser',
        sql<string>`expected_date::text`.as('day'),
      ])
      .where('tenantId', '=', tenantId)
      .where('isDeleted', '=', 0)
      .where('state', 'in', [...OPEN_ORDER_STATES])
      .where('deliveryStatus', 'in', [...UNDELIVERED])
      .where(sql<string>`expected_date`, '>=', sql<string>`${range.from}::date`)
      .where(sql<string>`expected_date`, '<=', sql<string>`${range.to}::date`)
      .execute();
    return rows.map((row) => asDocument(row, row.day));
  },
};

/** The day the credit an order used falls due (ship date + credit term), while the buyer still owes credit. */
export const orderCreditDueDate: RuleDateField = {
  docType: ORDER_DOCUMENT,
  field: 'creditDueDate',
  documentsBetween: async (trx, tenantId, range) => {
    const dues = await creditDueBetween(trx, tenantId, ORDER_DOCUMENT, range);
    if (!dues.length) return [];
    const orders = await trx
      .selectFrom('salesOrder')
      .select(['id', 'docNo', 'buyerPartyId', 'placedByAccountId', 'createUser'])
      .where('tenantId', '=', tenantId)
      .where(
        'id',
        'in',
        dues.map((due) => due.voucherId),
      )
      .execute();
    const byId = new Map(orders.map((order) => [order.id, order]));
    return dues.flatMap((due) => {
      const order = byId.get(due.voucherId);
      return order ? [asDocument(order, due.dueDate)] : [];
    });
  },
};
