import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import { recordTimeline } from '../../platform/document/timeline';
import { staffCaller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { todayIn } from './receipt.document';
import { RECONCILIATION_DOCUMENT } from './reconciliation.document';
import { autoConfirmOn } from './reconciliation.rules';
import { lockConfirmedPeriod } from './reconciliation.service';

export const AUTO_CONFIRM_QUEUE = 'reconciliation-auto-confirm';
/** Daily at 03:17 UTC, after the ledger checks. */
const AUTO_CONFIRM_CRON = '17 3 * * *';

/**
 * The auto-confirm policy (domain.md §7): in a tenant whose `reconciliation.autoConfirm` is 'true', an
 * issued statement still unanswered after its answer day is confirmed, and its period locks as if the
 * debtor had confirmed it. Returns the ids confirmed.
 */
export async function autoConfirmDue(db: Database, now: Date = new Date()): Promise<string[]> {
  const today = todayIn(now, 'UTC');
  const due = await db
    .selectFrom('reconciliationStatement')
    .select(['id', 'tenantId'])
    .where('state', '=', 'ISSUED')
    .where('isDeleted', '=', 0)
    .where('answerBy', '<', today)
    .orderBy('id')
    .execute();
  const confirmed: string[] = [];
  const policy = new Map<string, boolean>();
  for (const { id, tenantId } of due) {
    if (!policy.has(tenantId)) policy.set(tenantId, await autoConfirmOn(db, tenantId));
    if (!policy.get(tenantId)) continue;
    const done = await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('reconciliationStatement')
        .selectAll()
        .select((eb) => eb.cast<string>('periodEnd', 'text').as('end'))
        .where('id', '=', id)
        .where('state', '=', 'ISSUED')
        .forUpdate()
        .executeTakeFirst();
      if (!before) return false; // answered meanwhile
      const after = await trx
        .updateTable('reconciliationStatement')
        .set((eb) => ({
          state: 'CONFIRMED',
          autoConfirmed: true,
          confirmedAt: now,
          updateTime: now,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const system = staffCaller(tenantId);
      await recordAudit(trx, system, {
        action: 'confirm',
        entity: RECONCILIATION_DOCUMENT,
        entityId: id,
        before,
        after,
      });
      await recordTimeline(trx, system, {
        docType: RECONCILIATION_DOCUMENT,
        docId: id,
        action: 'confirm',
        fromState: 'ISSUED',
        toState: 'CONFIRMED',
        remark: 'auto',
      });
      await lockConfirmedPeriod(trx, tenantId, before.debtorPartyId, before.end);
      return true;
    });
    if (done) confirmed.push(id);
  }
  return confirmed;
}

export async function defineReconciliationJob(app: FastifyInstance): Promise<void> {
  await app.deps.jobs.define<Record<string, never>>({
    queue: AUTO_CONFIRM_QUEUE,
    cron: {
      expression: AUTO_CONFIRM_CRON,
      data: {},
      meta: { tenantId: ADMIN_TENANT, createdBy: null, title: 'Reconciliation auto-confirm' },
    },
    run: async () => {
      await autoConfirmDue(app.deps.db);
    },
  });
}
