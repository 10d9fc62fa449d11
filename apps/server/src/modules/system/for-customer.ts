import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { companySettingOf } from './company-system-setting.service';

/** What the customer module reads of system tables (added by helper `customer`, issue 10). */
export { salesContactsOf } from './sale-unit.service';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The sale units as a derived table to LEFT JOIN (lists that show and filter on a unit's name):
 * `.leftJoin(saleUnitsAs(db, 'u'), (join) => join.onRef('u.id', '=', 'c.saleUnitId').on('u.isDeleted', '=', 0))`.
 */
export function saleUnitsAs<A extends string>(db: Db, alias: A) {
  return db.selectFrom('saleUnit').select(['id', 'tenantId', 'saleUnitCode', 'saleUnitName', 'isDeleted']).as(alias);
}

/** domain.md §1.9: whether the tenant lets whoever sent something for approval approve it too. */
export async function allowsSelfApproval(db: Database, tenantId: string): Promise<boolean> {
  return (await companySettingOf(db, tenantId))?.allowSelfApproval ?? false;
}
