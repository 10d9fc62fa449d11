import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/** A customer's stores, all and active ones: what the account shop status shows. */
export const shopCountsOf = (db: Kysely<DB>, tenantId: string, customerId: string) =>
  db
    .selectFrom('customerShop')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where status = 1))::int`.as('active'),
    ])
    .where('tenantId', '=', tenantId)
    .where('customerId', '=', customerId)
    .where('isDeleted', '=', 0)
    .executeTakeFirstOrThrow();
