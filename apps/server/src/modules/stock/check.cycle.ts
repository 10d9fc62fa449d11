import type { CountSchedule, CountScheduleInput } from '@smdp/contracts/stock';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { staffCaller } from '../../platform/scope/caller';
import { visibleWarehouseIds, warehouseCode, warehouseName, warehousesForStock } from '../store';
import { insertTask } from './check.drafts';
import { warehouseForVoucher } from './voucher-scope';

/** The cycle-count schedule of every warehouse the caller sees (none set: frequency null). */
export async function listCountSchedules(db: Database, caller: Caller): Promise<CountSchedule[]> {
  const visible = await visibleWarehouseIds(db, caller);
  return db
    .selectFrom(visible.as('v'))
    .leftJoin('stockCountSchedule as s', (join) =>
      join.onRef('s.warehouseId', '=', 'v.id').on('s.tenantId', '=', caller.tenantId),
    )
    .select((eb) => [
      'v.id as warehouseId',
      eb.fn.coalesce(warehouseCode(eb, 'v.id'), eb.val('')).as('warehouseCode'),
      eb.fn.coalesce(warehouseName(eb, 'v.id'), eb.val('')).as('warehouseName'),
      's.frequencyDays',
      sql<string | null>`s.last_count_date::text`.as('lastCountDate'),
      sql<string | null>`(s.last_count_date + s.frequency_days)::text`.as('nextCountDate'),
    ])
    .orderBy('warehouseCode')
    .limit(2000)
    .execute();
}

/** Sets (or clears) a warehouse's count frequency; its last count date stays. */
export async function setCountSchedule(db: Database, caller: Caller, input: CountScheduleInput): Promise<boolean> {
  await db.transaction().execute(async (trx) => {
    const warehouse = await warehouseForVoucher(trx, caller, input.warehouseId);
    await trx
      .insertInto('stockCountSchedule')
      .values({ tenantId: caller.tenantId, warehouseId: warehouse.id, frequencyDays: input.frequencyDays })
      .onConflict((oc) =>
        oc
          .columns(['tenantId', 'warehouseId'])
          .doUpdateSet({ frequencyDays: input.frequencyDays, updateTime: new Date() }),
      )
      .execute();
  });
  return true;
}

/**
 * Plans a CYCLE task for each warehouse of the tenant whose next count date (last count + frequency;
 * never counted: now) has come and that has no open cycle task. Running it again plans nothing more.
 */
export async function generateCycleTasks(db: Database, tenantId: string, today: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('stockCountSchedule as s')
      .select('s.warehouseId')
      .where('s.tenantId', '=', tenantId)
      .where('s.frequencyDays', 'is not', null)
      .where((eb) =>
        eb.or([
          eb('s.lastCountDate', 'is', null),
          eb(sql`s.last_count_date + s.frequency_days`, '<=', sql`${today}::date`),
        ]),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('stockCheckTask as t')
              .select('t.id')
              .where('t.tenantId', '=', tenantId)
              .whereRef('t.warehouseId', '=', 's.warehouseId')
              .where('t.scope', '=', 'CYCLE')
              .where('t.isDeleted', '=', 0)
              .where('t.state', 'in', ['PLANNED', 'IN_PROGRESS', 'SUBMITTED', 'APPROVED']),
          ),
        ),
      )
      .orderBy('s.warehouseId')
      .execute();
    const warehouses = await warehousesForStock(
      trx,
      tenantId,
      due.map((row) => row.warehouseId),
    );
    const created: string[] = [];
    for (const warehouse of warehouses.filter((w) => w.state !== 'DISABLED')) {
      created.push(
        await insertTask(
          trx,
          staffCaller(tenantId),
          warehouse,
          { zone: 'UTC' },
          { scope: 'CYCLE', plannedDate: today },
        ),
      );
    }
    return created;
  });
}

/** Tenants with a cycle-count frequency set. */
export async function tenantsWithSchedules(db: Database): Promise<string[]> {
  const rows = await db
    .selectFrom('stockCountSchedule')
    .select('tenantId')
    .distinct()
    .where('frequencyDays', 'is not', null)
    .execute();
  return rows.map((row) => row.tenantId);
}
