import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../db/database';
import { badRequest } from '../http/errors';

/** Whose period: a tenant's whole ledger (no party), or one party's part of it. */
export type PeriodScope = { tenantId: string; ledger: string; party?: string };

/** Closes the period up to `lockDate` ('YYYY-MM-DD'); a later call may move it either way. */
export async function setLockDate(db: Database | Transaction<DB>, scope: PeriodScope, lockDate: string) {
  await db
    .insertInto('ledgerPeriodLock')
    .values({ tenantId: scope.tenantId, ledger: scope.ledger, partyKey: scope.party ?? '', lockDate })
    .onConflict((conflict) =>
      conflict.columns(['tenantId', 'ledger', 'partyKey']).doUpdateSet({ lockDate, updateTime: new Date() }),
    )
    .execute();
}

/** The later of the tenant's and the party's lock date, or undefined when nothing is locked. */
export async function lockDateOf(db: Database | Transaction<DB>, scope: PeriodScope): Promise<string | undefined> {
  const row = await db
    .selectFrom('ledgerPeriodLock')
    .select(sql<string>`max(lock_date)::text`.as('lockDate'))
    .where('tenantId', '=', scope.tenantId)
    .where('ledger', '=', scope.ledger)
    .where('partyKey', 'in', ['', scope.party ?? ''])
    .executeTakeFirst();
  return row?.lockDate ?? undefined;
}

/** Refuses a posting dated on or before the lock date. */
export async function assertPeriodOpen(trx: Transaction<DB>, scope: PeriodScope, postingDate: string) {
  const lockDate = await lockDateOf(trx, scope);
  if (lockDate !== undefined && postingDate <= lockDate) throw badRequest('ledgerPeriodLocked', { date: lockDate });
}
