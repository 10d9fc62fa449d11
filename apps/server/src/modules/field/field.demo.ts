import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import { transitionIn } from '../../platform/document/lifecycle';
import { activeStoresOf, placeStoreWhereUnplaced } from '../customer';
import { planDocument } from './plan.document';
import { generatePlansIn } from './plan.generate';
import { createRouteIn } from './route.service';

const ZONE = 'UTC';
const DAY_MS = 86_400_000;

export type FieldDemoSubjects = {
  tenantId: string;
  /** dist01, the primary account of the demo distributor C0001: it owns the routes and publishes the plans. */
  distributor: DocumentCaller & { customerId: string };
  /** Two salespeople (sub-accounts of C0001), each with a route of its own stores. */
  salespeople: { id: string; route: string; weekdays: number[] }[];
  now?: Date;
};

/** Monday and Sunday of the week of `now` (UTC), 'yyyy-MM-dd'. */
export function weekOf(now: Date): { from: string; to: string } {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = day - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  const iso = (epoch: number) => new Date(epoch).toISOString().slice(0, 10);
  return { from: iso(monday), to: iso(monday + 6 * DAY_MS) };
}

/**
 * Field-sales demo (issue 16 item 7): C0001's two salespeople each run a route of six of its active
 * stores (placed on the map where they had no point), and this week's plans are published with their
 * visits PLANNED. Idempotent: a route is found by its name, a day's plan by visit_plan_day.
 */
export async function seedField(trx: Transaction<DB>, subjects: FieldDemoSubjects): Promise<void> {
  const { tenantId, distributor } = subjects;
  const context = { zone: ZONE, now: subjects.now ?? new Date() };
  const stores = await activeStoresOf(trx, tenantId, distributor.customerId);
  const routeIds: string[] = [];
  for (const [index, person] of subjects.salespeople.entries()) {
    const own = stores.slice(index * 6, index * 6 + 6);
    for (const [at, store] of own.entries()) {
      await placeStoreWhereUnplaced(trx, tenantId, store.id, -1.28 - index * 0.05 - at * 0.004, 36.81 + at * 0.006);
    }
    const existing = await trx
      .selectFrom('fieldRoute')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('ownerPartyId', '=', distributor.customerId)
      .where('name', '=', person.route)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    const id =
      existing?.id ??
      (
        await createRouteIn(
          trx,
          distributor,
          {
            name: person.route,
            salespersonId: person.id,
            frequency: 'WEEKDAYS',
            weekdays: person.weekdays,
            startDate: '2026-01-05',
            stops: own.map((store, at) => ({
              storePartyId: store.id,
              plannedMinutes: 15 + (at % 3) * 5,
              locked: at === 0,
            })),
          },
          context,
        )
      ).id;
    routeIds.push(id);
  }
  const week = weekOf(context.now);
  await generatePlansIn(trx, distributor, { routeIds, ...week, dayStart: '08:30' }, context);
  const drafts = await trx
    .selectFrom('visitPlan')
    .select(['id', 'version'])
    .where('tenantId', '=', tenantId)
    .where('routeId', 'in', routeIds)
    .where('state', '=', 'DRAFT')
    .where('isDeleted', '=', 0)
    .where('planDate', '>=', week.from)
    .where('planDate', '<=', week.to)
    .orderBy('id')
    .execute();
  for (const plan of drafts) await transitionIn(trx, planDocument, distributor, 'publish', plan, context);
}
