import { sql } from 'kysely';
import type { RuleDateField } from './message-rule.dates';

export const NOTICE_DOC_TYPE = 'notice';

/** A published notice's expiry (its UTC day): "the notice ends in 3 days", to who published it. */
export const noticeExpiry: RuleDateField = {
  docType: NOTICE_DOC_TYPE,
  field: 'expireAt',
  documentsBetween: async (trx, tenantId, range) => {
    const day = sql<string>`(expire_at at time zone 'UTC')::date`;
    const rows = await trx
      .selectFrom('notice')
      .select(['id', 'title', 'publisherPartyId', 'createUser', sql<string>`${day}::text`.as('day')])
      .where('tenantId', '=', tenantId)
      .where('isDeleted', '=', 0)
      .where('state', '=', 'PUBLISHED')
      .where(day, '>=', sql<string>`${range.from}::date`)
      .where(day, '<=', sql<string>`${range.to}::date`)
      .execute();
    return rows.map((row) => ({
      docId: row.id,
      number: row.title,
      date: row.day,
      subject: row.publisherPartyId,
      creator: row.createUser,
    }));
  },
};
