import type { Plan, PlanVisitsInput } from '@smdp/contracts/field';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { type CallContext, lockDocument } from '../../platform/document/lifecycle';
import { badRequest, staleVersion } from '../../platform/http/errors';
import { activeStoresOf, storesByIds } from '../customer';
import { planDocument } from './plan.document';
import { dayStartAt, insertVisits, schedule } from './plan.generate';
import { planDetail } from './plan.queries';

const DEFAULT_DAY_START = '08:00';

/**
 * A DRAFT plan's stores in a new order: visits of stores left out are deleted, kept ones re-sequenced,
 * new ones added (ACTIVE stores of the owner only); planned times are laid out again from the day's
 * first planned start.
 */
export async function setPlanVisits(
  db: Database,
  caller: DocumentCaller,
  input: PlanVisitsInput,
  context: CallContext,
): Promise<Plan> {
  return db.transaction().execute(async (trx) => {
    const plan = await lockDocument(trx, planDocument, caller, input.id);
    if (plan.state !== 'DRAFT') throw badRequest('planStateInvalid');
    if (plan.version !== input.version) throw staleVersion();
    const ids = input.stores.map((store) => store.storePartyId);
    if (new Set(ids).size !== ids.length) throw badRequest('routeStoreTwice');
    const active = new Set((await activeStoresOf(trx, caller.tenantId, plan.ownerPartyId, { ids })).map((s) => s.id));
    const refused = ids.find((id) => !active.has(id));
    if (refused) {
      const store = (await storesByIds(trx, caller.tenantId, [refused])).get(refused);
      throw badRequest('routeStoreInvalid', { store: store?.name ?? refused });
    }
    const current = await trx
      .selectFrom('visit')
      .select(['id', 'storePartyId', 'plannedStart'])
      .where('planId', '=', plan.id)
      .where('isDeleted', '=', 0)
      .orderBy('seq')
      .execute();
    const planDate = String(
      (await sql<{ d: string }>`select ${plan.planDate}::date::text as d`.execute(trx)).rows[0]?.d,
    );
    const first = current.find((visit) => visit.plannedStart)?.plannedStart;
    const start = first ? new Date(first) : await dayStartAt(trx, planDate, DEFAULT_DAY_START, context.zone);
    const kept = new Map(current.map((visit) => [visit.storePartyId, visit.id]));
    const dropped = current.filter((visit) => !ids.includes(visit.storePartyId)).map((visit) => visit.id);
    const now = new Date();
    if (dropped.length) {
      await trx
        .updateTable('visit')
        .set({ isDeleted: 1, updateUser: caller.userId, updateTime: now })
        .where('id', 'in', dropped)
        .execute();
    }
    const laidOut = schedule(input.stores, start);
    const added = laidOut.filter((stop) => !kept.has(stop.storePartyId));
    for (const stop of laidOut) {
      const id = kept.get(stop.storePartyId);
      if (!id) continue;
      await trx
        .updateTable('visit')
        .set({
          seq: stop.seq,
          plannedStart: stop.start,
          plannedEnd: new Date(stop.start.getTime() + stop.plannedMinutes * 60_000),
          updateUser: caller.userId,
          updateTime: now,
        })
        .where('id', '=', id)
        .execute();
    }
    await insertVisits(trx, caller, { ...plan, planDate }, added, context);
    await trx
      .updateTable('visitPlan')
      .set((eb) => ({ version: eb('version', '+', 1), updateUser: caller.userId, updateTime: now }))
      .where('id', '=', plan.id)
      .execute();
    return planDetail(trx, caller, plan.id);
  });
}
