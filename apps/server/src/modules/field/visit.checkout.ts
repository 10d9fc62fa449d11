import { VISIT_SHORT_MINUTES_DEFAULT, VISIT_SHORT_MINUTES_PARAM, type VisitCheckOut } from '@smdp/contracts/field';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import { badRequest, staleVersion } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { lockOwnVisit, lockVisit, numericParam } from './visit.acting';

type Context = { ip?: string | undefined; now?: Date };

/**
 * Checks the caller out of its open visit: every required task done, the outcome backed by its order,
 * receipt or no-order reason, a short visit flagged. A retry of a completed visit changes nothing.
 */
export async function checkOut(db: Database, caller: Caller, input: VisitCheckOut, context: Context) {
  await db.transaction().execute(async (trx) => {
    const now = context.now ?? new Date();
    const visit = await lockOwnVisit(trx, caller, input.id, ['CHECKED_IN', 'COMPLETED']);
    if (visit.state === 'COMPLETED') return;
    const open = await trx
      .selectFrom('visitTask')
      .select('taskType')
      .where('visitId', '=', visit.id)
      .where('required', '=', true)
      .where('done', '=', false)
      .orderBy('id')
      .execute();
    if (open.length > 0)
      throw badRequest('visitRequiredTasks', { tasks: open.map((task) => task.taskType).join(', ') });
    if ((input.outcome === 'ORDER' && !visit.orderId) || (input.outcome === 'COLLECTION' && !visit.receiptId)) {
      throw badRequest('visitOutcomeIncomplete', { outcome: input.outcome });
    }
    if (input.outcome === 'NO_ORDER' && !input.noOrderReason) throw badRequest('visitNoOrderReasonRequired');
    const shortMinutes = await numericParam(
      trx,
      caller.tenantId,
      VISIT_SHORT_MINUTES_PARAM,
      VISIT_SHORT_MINUTES_DEFAULT,
    );
    const started = visit.actualStart ? new Date(visit.actualStart).getTime() : now.getTime();
    const after = {
      state: 'COMPLETED' as const,
      actualEnd: now,
      checkoutLat: input.lat ?? null,
      checkoutLng: input.lng ?? null,
      outcome: input.outcome,
      noOrderReason: input.outcome === 'NO_ORDER' ? (input.noOrderReason ?? null) : null,
      notes: input.notes ?? visit.notes,
      shortVisit: now.getTime() - started < shortMinutes * 60_000,
    };
    await trx
      .updateTable('visit')
      .set((eb) => ({ ...after, version: eb('version', '+', 1), updateUser: caller.userId, updateTime: now }))
      .where('id', '=', visit.id)
      .execute();
    await recordAudit(trx, caller, { action: 'checkOut', entity: 'visit', entityId: visit.id, after }, context.ip);
  });
}

/**
 * A manager's move on a visit that did not happen: `cancel` a PLANNED one, or record why a MISSED one
 * was missed (the salesperson may too). Both with the version read and a reason.
 */
export async function recordVisitReason(
  db: Database,
  caller: Caller,
  move: 'cancel' | 'missed',
  input: { id: string; version: number; reason: string },
  context: Context,
) {
  await db.transaction().execute(async (trx) => {
    const visit = await lockVisit(trx, caller, input.id);
    const from = move === 'cancel' ? 'PLANNED' : 'MISSED';
    if (visit.state !== from) throw badRequest('visitStateInvalid', { state: visit.state });
    if (visit.version !== input.version) throw staleVersion();
    const after = { state: move === 'cancel' ? ('CANCELLED' as const) : visit.state, missedReason: input.reason };
    await trx
      .updateTable('visit')
      .set((eb) => ({ ...after, version: eb('version', '+', 1), updateUser: caller.userId, updateTime: new Date() }))
      .where('id', '=', visit.id)
      .execute();
    await recordAudit(trx, caller, { action: move, entity: 'visit', entityId: visit.id, after }, context.ip);
  });
}
