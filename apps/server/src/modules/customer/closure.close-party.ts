import { CLOSABLE_PARTY_STATES } from '@smdp/contracts/customer';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { DocumentCaller } from '../../platform/document/define';
import { lockDocument } from '../../platform/document/lifecycle';
import { badRequest } from '../../platform/http/errors';
import { closeShopsOf } from '../store';
import { firstFailedClosureCheck } from './closure-checks';
import { partyClosed } from './closure-hooks';
import { partyDocument } from './party.document';

type Trx = Transaction<DB>;

/** The party may close now: it is live and every registered closure check (closure-checks.ts) passes. */
export async function assertClosable(trx: Trx, caller: DocumentCaller, partyId: string) {
  const party = await lockDocument(trx, partyDocument, caller, partyId);
  if (!(CLOSABLE_PARTY_STATES as readonly string[]).includes(party.state)) throw badRequest('closurePartyNotClosable');
  const failed = await firstFailedClosureCheck(trx, { ...party, tenantId: caller.tenantId });
  if (failed) throw badRequest(failed.messageKey, failed.params);
}

/**
 * The party becomes CLOSED (its code stays taken); its stores close and leave their warehouses, and the
 * modules listening (`onPartyClosed`: routes drop it as a stop) learn it in this transaction. The
 * binding rows are soft-deleted, not removed, so history still shows where a store was served from.
 */
export async function closeParty(trx: Trx, caller: DocumentCaller, partyId: string, ip?: string) {
  const now = new Date();
  const before = await trx.selectFrom('baseCustomer').selectAll().where('id', '=', partyId).executeTakeFirstOrThrow();
  const after = await trx
    .updateTable('baseCustomer')
    .set((eb) => ({
      state: 'CLOSED' as const,
      closedAt: now,
      version: eb('version', '+', 1),
      updateUser: caller.userId,
      updateTime: now,
    }))
    .where('id', '=', partyId)
    .returningAll()
    .executeTakeFirstOrThrow();
  const { shopIds, unbound } = await closeShopsOf(trx, caller, partyId, now);
  await partyClosed(trx, caller, { tenantId: caller.tenantId, id: partyId });
  await recordAudit(
    trx,
    caller,
    {
      action: 'close',
      entity: 'party',
      entityId: partyId,
      before: { ...before, shops: shopIds, bindings: unbound },
      after: { ...after, shops: [], bindings: [] },
    },
    ip,
  );
}
