import { DEFAULT_VISIT_TASKS } from '@smdp/contracts/field';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import { findPartyByCode } from '../customer';
import { draftVisitOrderIn } from '../order';
import type { VisitRow } from './visit.acting';

type Trx = Transaction<DB>;

/**
 * Puts the PLANNED visits of a distributor's week (by code, default C0001) into every visit state, so the
 * list and the reports have something of each: one CHECKED_IN today, COMPLETED with an order (when
 * `orderGoods` gives the goods each store can buy: a VISIT draft order of six of each of up to two), COMPLETED without one,
 * MISSED with a reason (a past day) and CANCELLED. Idempotent: a state the week already has is left alone,
 * and only PLANNED visits are touched. Call it after the visit plans are generated, in the seed's
 * transaction: `await seedVisitDemo(trx, caller, { today: '2026-11-29', orderGoods: new Map([[storeId, [goodsId]]]) })` with
 * the distributor's primary account as `caller`.
 */
export async function seedVisitDemo(
  trx: Trx,
  caller: DocumentCaller,
  options: { today: string; code?: string; orderGoods?: ReadonlyMap<string, string[]> },
): Promise<Record<string, string | null>> {
  const owner = await findPartyByCode(trx, caller.tenantId, options.code ?? 'C0001');
  if (!owner) return {};
  const weekStart = sql<string>`date_trunc('week', ${options.today}::date)::date`;
  const week = await trx
    .selectFrom('visit')
    .selectAll()
    .where('tenantId', '=', caller.tenantId)
    .where('ownerPartyId', '=', owner.id)
    .where('isDeleted', '=', 0)
    .where('visitDate', '>=', weekStart)
    .where('visitDate', '<', sql<string>`${weekStart} + 7`)
    .orderBy('visitDate')
    .orderBy('seq')
    .execute();
  const has = (state: VisitRow['state'], test: (v: VisitRow) => boolean = () => true) =>
    week.some((v) => v.state === state && test(v));
  const taken = new Set<string>();
  const planned = (when: (v: VisitRow) => boolean) => {
    const found = week.find((v) => v.state === 'PLANNED' && !taken.has(v.id) && when(v));
    if (found) taken.add(found.id);
    return found;
  };
  // A `date` column reads as a Date at local midnight (node-postgres) or as text: the day either way.
  const dateOf = (v: VisitRow) => dayOf(v.visitDate);
  const past = (v: VisitRow) => dateOf(v) < options.today;
  const done: Record<string, string | null> = {};

  if (!has('MISSED')) {
    const visit = planned(past);
    if (visit) done.MISSED = await move(trx, visit, { state: 'MISSED', missedReason: 'STORE_CLOSED' });
  }
  if (!has('CANCELLED')) {
    const visit = planned(() => true);
    if (visit) done.CANCELLED = await move(trx, visit, { state: 'CANCELLED', missedReason: 'Road works' });
  }
  if (!has('COMPLETED', (v) => v.outcome === 'NO_ORDER')) {
    const visit = planned((v) => dateOf(v) <= options.today);
    if (visit) {
      done.NO_ORDER = await complete(trx, visit, { outcome: 'NO_ORDER', noOrderReason: 'STOCK_ENOUGH' }, 22);
    }
  }
  const assortment = options.orderGoods ?? new Map<string, string[]>();
  if (!has('COMPLETED', (v) => v.outcome === 'ORDER')) {
    const visit = planned((v) => dateOf(v) <= options.today && (assortment.get(v.storePartyId)?.length ?? 0) > 0);
    if (visit) {
      const order = await draftVisitOrderIn(
        trx,
        caller,
        {
          buyerPartyId: visit.storePartyId,
          sellerPartyId: owner.id,
          lines: (assortment.get(visit.storePartyId) ?? []).slice(0, 2).map((goodsId) => ({ goodsId, qty: 6 })),
          remarks: visit.visitNo,
        },
        { zone: 'UTC' },
      );
      if (order)
        done.ORDER = await complete(
          trx,
          visit,
          {
            outcome: 'ORDER',
            noOrderReason: null,
            orderId: order.id,
            orderLines: order.lineCount,
            orderAmount: order.totalAmount,
          },
          35,
        );
    }
  }
  if (!has('CHECKED_IN')) {
    const visit = planned((v) => dateOf(v) === options.today);
    const busy =
      visit &&
      (await trx
        .selectFrom('visit')
        .select('id')
        .where('tenantId', '=', caller.tenantId)
        .where('salespersonId', '=', visit.salespersonId)
        .where('state', '=', 'CHECKED_IN')
        .executeTakeFirst());
    if (visit && !busy) done.CHECKED_IN = await start(trx, visit, new Date());
  }
  return done;
}

async function move(trx: Trx, visit: VisitRow, change: { state: 'MISSED' | 'CANCELLED'; missedReason: string }) {
  await trx
    .updateTable('visit')
    .set((eb) => ({ ...change, version: eb('version', '+', 1) }))
    .where('id', '=', visit.id)
    .where('state', '=', 'PLANNED')
    .execute();
  return visit.id;
}

async function start(trx: Trx, visit: VisitRow, at: Date) {
  await trx
    .updateTable('visit')
    .set((eb) => ({
      state: 'CHECKED_IN',
      actualStart: at,
      checkinMode: 'GPS',
      checkinDistanceM: 18,
      clientKey: `demo-${visit.id}`,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', visit.id)
    .execute();
  await trx
    .insertInto('visitTask')
    .values(DEFAULT_VISIT_TASKS.map((task) => ({ tenantId: visit.tenantId, visitId: visit.id, ...task })))
    .onConflict((oc) => oc.columns(['visitId', 'taskType']).doNothing())
    .execute();
  return visit.id;
}

async function complete(
  trx: Trx,
  visit: VisitRow,
  outcome: {
    outcome: 'ORDER' | 'NO_ORDER';
    noOrderReason: string | null;
    orderId?: string;
    orderLines?: number;
    orderAmount?: string;
  },
  minutes: number,
) {
  const begin = new Date(`${dayOf(visit.visitDate)}T09:00:00Z`);
  await start(trx, visit, begin);
  await trx
    .updateTable('visitTask')
    .set({ done: true, doneTime: begin, result: JSON.stringify({ lines: [] }) })
    .where('visitId', '=', visit.id)
    .where('taskType', '=', 'SHELF_STOCK')
    .execute();
  await trx
    .updateTable('visit')
    .set((eb) => ({
      ...outcome,
      state: 'COMPLETED',
      actualEnd: new Date(begin.getTime() + minutes * 60_000),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', visit.id)
    .execute();
  return visit.id;
}

function dayOf(value: unknown): string {
  if (!(value instanceof Date)) return String(value).slice(0, 10);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${two(value.getMonth() + 1)}-${two(value.getDate())}`;
}
