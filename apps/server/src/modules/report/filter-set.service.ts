import type { FilterSet, FilterSetInput } from '@smdp/contracts/report';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';

/** The most named filter sets one account keeps for one report. */
export const MAX_FILTER_SETS = 20;

/**
 * The filter values as stored text: read as jsonb, the camel-case plugin would rename their keys
 * (`groupBy_equal` to `groupByEqual`), and they are the list's query keys, verbatim.
 */
const FILTERS_TEXT = sql<string>`filters::text`.as('filters');
const setOf = (row: { id: string; reportCode: string; name: string; filters: string }): FilterSet => ({
  ...row,
  id: String(row.id),
  filters: JSON.parse(row.filters) as Record<string, string>,
});

const mine = (db: Database, caller: Caller, reportCode: string) =>
  db
    .selectFrom('reportFilterSet')
    .where('tenantId', '=', caller.tenantId)
    .where('userId', '=', caller.userId)
    .where('reportCode', '=', reportCode);

/** The caller's saved filter sets of a report, by name. */
export async function filterSetsOf(db: Database, caller: Caller, reportCode: string): Promise<FilterSet[]> {
  const rows = await mine(db, caller, reportCode)
    .select(['id', 'reportCode', 'name', FILTERS_TEXT])
    .orderBy('name')
    .execute();
  return rows.map(setOf);
}

/** Saves a named set of filter values; saving under a name the caller already used replaces that set. */
export async function saveFilterSet(db: Database, caller: Caller, input: FilterSetInput): Promise<FilterSet> {
  return db.transaction().execute(async (trx) => {
    const { count } = await mine(trx, caller, input.reportCode)
      .where('name', '<>', input.name)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_FILTER_SETS) throw badRequest('reportFilterSetLimit', { max: MAX_FILTER_SETS });
    const filters = JSON.stringify(input.filters);
    const row = await trx
      .insertInto('reportFilterSet')
      .values({
        tenantId: caller.tenantId,
        userId: caller.userId,
        reportCode: input.reportCode,
        name: input.name,
        filters,
      })
      .onConflict((conflict) =>
        conflict.columns(['tenantId', 'userId', 'reportCode', 'name']).doUpdateSet({ filters, updateTime: new Date() }),
      )
      .returning(['id', 'reportCode', 'name', FILTERS_TEXT])
      .executeTakeFirstOrThrow();
    return setOf(row);
  });
}

/** Deletes one of the caller's sets; another account's set is as absent as a missing one. */
export async function removeFilterSet(db: Database, caller: Caller, id: string): Promise<void> {
  const result = await db
    .deleteFrom('reportFilterSet')
    .where('id', '=', id)
    .where('tenantId', '=', caller.tenantId)
    .where('userId', '=', caller.userId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound();
}
