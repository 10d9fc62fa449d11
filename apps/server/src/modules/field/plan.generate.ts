import type { PlanGenerated, PlanGenerateInput } from '@smdp/contracts/field';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { type CallContext, recordCreated } from '../../platform/document/lifecycle';
import { nextFieldNo } from './field.numbers';
import { planDocument } from './plan.document';
import { routeDays } from './route.rules';
import { visibleRoutes } from './route.scope';

type Trx = Transaction<DB>;
const MINUTE = 60_000;

/** The instant a day starts at `time` ('HH:mm') in a time zone. */
export async function dayStartAt(trx: Trx, day: string, time: string, zone: string): Promise<Date> {
  const { rows } = await sql<{ at: Date }>`select (${day}::date + ${time}::time) at time zone ${zone} as at`.execute(
    trx,
  );
  const at = rows[0]?.at;
  return at instanceof Date ? at : new Date(String(at));
}

export type VisitStop = { storePartyId: string; plannedMinutes: number };

/** Writes a plan's PLANNED visits back to back from `start`, numbered from `seq`. */
export async function insertVisits(
  trx: Trx,
  caller: DocumentCaller,
  plan: { id: string; ownerPartyId: string | null; salespersonId: string; planDate: string },
  stops: readonly (VisitStop & { seq: number; start: Date })[],
  context: CallContext,
) {
  for (const stop of stops) {
    await trx
      .insertInto('visit')
      .values({
        tenantId: caller.tenantId,
        visitNo: await nextFieldNo(trx, caller.tenantId, 'visit', context.now ?? new Date(), context.zone),
        planId: plan.id,
        ownerPartyId: plan.ownerPartyId,
        storePartyId: stop.storePartyId,
        salespersonId: plan.salespersonId,
        seq: stop.seq,
        visitDate: plan.planDate,
        plannedStart: stop.start,
        plannedEnd: new Date(stop.start.getTime() + stop.plannedMinutes * MINUTE),
        createUser: caller.userId,
        createDept: caller.deptId,
        updateUser: caller.userId,
      })
      .execute();
  }
}

/** Stops laid out back to back from a start instant. */
export function schedule<S extends VisitStop>(stops: readonly S[], start: Date) {
  let at = start.getTime();
  return stops.map((stop, index) => {
    const planned = { ...stop, seq: index + 1, start: new Date(at) };
    at += stop.plannedMinutes * MINUTE;
    return planned;
  });
}

/**
 * DRAFT plans from the ACTIVE routes the caller sees that have a salesperson and stops: one per route
 * per day its frequency runs on in [from, to], with one PLANNED visit per stop. A day that already has
 * a live plan of the route keeps it: generating twice adds nothing (index visit_plan_day).
 */
export async function generatePlans(
  db: Database,
  caller: DocumentCaller,
  input: PlanGenerateInput,
  context: CallContext,
): Promise<PlanGenerated> {
  return db.transaction().execute((trx) => generatePlansIn(trx, caller, input, context));
}

export async function generatePlansIn(
  trx: Trx,
  caller: DocumentCaller,
  input: PlanGenerateInput,
  context: CallContext,
): Promise<PlanGenerated> {
  let routes = (await visibleRoutes(trx, caller))
    .select(['r.id', 'r.ownerPartyId', 'r.salespersonId', 'r.frequency', 'r.weekdays', 'r.state'])
    .select(sql<string>`r.start_date::text`.as('startDate'))
    .where('r.state', '=', 'ACTIVE')
    .where('r.salespersonId', 'is not', null);
  if (input.routeIds) routes = routes.where('r.id', 'in', input.routeIds.length ? input.routeIds : ['0']);
  const result: PlanGenerated = { created: 0, visits: 0, planIds: [] };
  for (const route of await routes.orderBy('r.id').execute()) {
    const salespersonId = route.salespersonId as string;
    const stops = await trx
      .selectFrom('fieldRouteStop')
      .select(['storePartyId', 'plannedMinutes'])
      .where('routeId', '=', route.id)
      .orderBy('seq')
      .execute();
    if (!stops.length) continue;
    for (const day of routeDays(route, input.from, input.to)) {
      const existing = await trx
        .selectFrom('visitPlan')
        .select('id')
        .where('tenantId', '=', caller.tenantId)
        .where('salespersonId', '=', salespersonId)
        .where('routeId', '=', route.id)
        .where(sql`plan_date`, '=', day)
        .where('state', '<>', 'CANCELLED')
        .where('isDeleted', '=', 0)
        .executeTakeFirst();
      if (existing) continue;
      const plan = await trx
        .insertInto('visitPlan')
        .values({
          tenantId: caller.tenantId,
          planNo: await nextFieldNo(trx, caller.tenantId, 'visit_plan', context.now ?? new Date(), context.zone),
          ownerPartyId: route.ownerPartyId,
          salespersonId,
          routeId: route.id,
          planDate: day,
          createUser: caller.userId,
          createDept: caller.deptId,
          updateUser: caller.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const start = await dayStartAt(trx, day, input.dayStart, context.zone);
      await insertVisits(trx, caller, { ...plan, planDate: day }, schedule(stops, start), context);
      await recordCreated(trx, planDocument, caller, plan, context.ip, { action: 'generate' });
      result.created++;
      result.visits += stops.length;
      result.planIds.push(plan.id);
    }
  }
  return result;
}
