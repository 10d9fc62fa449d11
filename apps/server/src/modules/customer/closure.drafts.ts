import { CLOSABLE_PARTY_STATES, type ClosureFields, type ClosureRequest } from '@smdp/contracts/customer';
import { recordAudit } from '../../platform/crud/audit';
import { updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import type { DocumentCaller } from '../../platform/document/define';
import { lockDocument, recordCreated } from '../../platform/document/lifecycle';
import { badRequest } from '../../platform/http/errors';
import { closureDocument } from './closure.document';
import { closureRequestDetail } from './closure.queries';
import { partyDocument } from './party.document';

/** A draft request to close a party the caller manages; one open request per party at a time. */
export async function createClosureRequest(
  db: Database,
  caller: DocumentCaller,
  input: ClosureFields,
  ip?: string,
): Promise<ClosureRequest> {
  return oneOpenRequest(() =>
    db.transaction().execute(async (trx) => {
      const party = await lockDocument(trx, partyDocument, caller, input.partyId);
      if (!(CLOSABLE_PARTY_STATES as readonly string[]).includes(party.state)) {
        throw badRequest('closurePartyNotClosable');
      }
      const created = await trx
        .insertInto('customerCloseRequest')
        .values({
          tenantId: caller.tenantId,
          partyId: party.id,
          sellerPartyId: party.sellerPartyId,
          reason: input.reason,
          reasonDetail: input.reasonDetail?.trim() || null,
          evidence: JSON.stringify(input.evidence ?? []),
          effectiveDate: input.effectiveDate,
          requestedBy: caller.userId,
          createUser: caller.userId,
          createDept: caller.deptId,
          updateUser: caller.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordCreated(trx, closureDocument, caller, created, ip);
      return closureRequestDetail(trx, caller, created.id);
    }),
  );
}

/** Changes a draft: the reason, evidence and date; the party stays the one it was made for. */
export async function updateClosureRequest(
  db: Database,
  caller: DocumentCaller,
  input: ClosureFields & { id: string; version: number },
  ip?: string,
): Promise<ClosureRequest> {
  return db.transaction().execute(async (trx) => {
    const current = await lockDocument(trx, closureDocument, caller, input.id);
    if (current.state !== 'DRAFT' || current.partyId !== input.partyId) throw badRequest('closureStateInvalid');
    const { before, after } = await updateVersioned(
      trx,
      'customerCloseRequest',
      { id: input.id, version: input.version },
      {
        reason: input.reason,
        reasonDetail: input.reasonDetail?.trim() || null,
        evidence: JSON.stringify(input.evidence ?? []),
        effectiveDate: input.effectiveDate,
      },
      { tenantId: caller.tenantId, userId: caller.userId },
    );
    await recordAudit(
      trx,
      caller,
      { action: 'update', entity: 'closureRequest', entityId: input.id, before, after },
      ip,
    );
    return closureRequestDetail(trx, caller, input.id);
  });
}

async function oneOpenRequest<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('closureOpenExists');
    throw error;
  }
}
