import type { TableLayout } from '@smdp/contracts/crud';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';

/** The caller's own arrangement of a list, or null when they never saved one. */
export async function layoutOf(db: Database, caller: Caller, pageCode: string): Promise<TableLayout | null> {
  const row = await db
    .selectFrom('pageTableSetting')
    .select('config')
    .where('userId', '=', caller.userId)
    .where('tenantId', '=', caller.tenantId)
    .where('pageCode', '=', pageCode)
    .executeTakeFirst();
  return row?.config ?? null;
}

/** Saves (or replaces) the caller's arrangement; one row per user and page. */
export async function saveLayout(db: Database, caller: Caller, pageCode: string, layout: TableLayout): Promise<void> {
  await db
    .insertInto('pageTableSetting')
    .values({ tenantId: caller.tenantId, userId: caller.userId, pageCode, config: JSON.stringify(layout) })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'pageCode']).doUpdateSet({
        config: JSON.stringify(layout),
        updateTime: new Date(),
        version: sql`page_table_setting.version + 1`,
      }),
    )
    .execute();
}

export async function forgetLayout(db: Database, caller: Caller, pageCode: string): Promise<void> {
  await db
    .deleteFrom('pageTableSetting')
    .where('userId', '=', caller.userId)
    .where('pageCode', '=', pageCode)
    .execute();
}

/** The tenant's default arrangement of a list, shown to users who saved none. */
export async function defaultLayoutOf(db: Database, caller: Caller, pageCode: string): Promise<TableLayout | null> {
  const row = await db
    .selectFrom('tableInitializeConfig')
    .select('config')
    .where('tenantId', '=', caller.tenantId)
    .where('pageCode', '=', pageCode)
    .executeTakeFirst();
  return row?.config ?? null;
}

export async function saveDefaultLayout(db: Database, caller: Caller, pageCode: string, layout: TableLayout) {
  await db
    .insertInto('tableInitializeConfig')
    .values({ tenantId: caller.tenantId, pageCode, config: JSON.stringify(layout) })
    .onConflict((conflict) =>
      conflict
        .columns(['tenantId', 'pageCode'])
        .doUpdateSet({ config: JSON.stringify(layout), updateTime: new Date() }),
    )
    .execute();
}
