import { PARTY_CODES, PARTY_EDITABLE_STATES, type Party, type PartyFields } from '@smdp/contracts/customer';
import { recordAudit } from '../../platform/crud/audit';
import { updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { type DocumentCaller, holdsAny } from '../../platform/document/define';
import { lockDocument, recordCreated } from '../../platform/document/lifecycle';
import { badRequest, forbidden } from '../../platform/http/errors';
import {
  assertNoDuplicate,
  assertSalesperson,
  resolveSeller,
  sellerOf,
  translateUniqueViolation,
} from './party.checks';
import { partyDocument } from './party.document';
import { nextPartyCode } from './party.numbering';
import { partyDetail } from './party.queries';
import { cleanInput, mayOnboard } from './party.rules';

/** Creates a party in DRAFT; a missing code is the next free one under its seller (`C0001-0003`). */
export async function createParty(
  db: Database,
  caller: DocumentCaller,
  input: PartyFields,
  ip?: string,
): Promise<Party> {
  if (!mayOnboard(caller, input.partyType)) throw badRequest('partyTypeNotAllowed');
  const values = cleanInput(input);
  return translateUniqueViolation(input, () =>
    db.transaction().execute(async (trx) => {
      const seller = await resolveSeller(trx, caller, input.partyType, input.sellerPartyId);
      await assertSalesperson(trx, caller.tenantId, seller, values.salespersonId);
      await assertNoDuplicate(trx, caller.tenantId, values, null);
      const customerCode = input.customerCode || (await nextPartyCode(trx, caller.tenantId, seller));
      const created = await trx
        .insertInto('baseCustomer')
        .values({
          ...values,
          tenantId: caller.tenantId,
          customerCode,
          partyType: input.partyType,
          sellerPartyId: seller?.id ?? null,
          state: 'DRAFT',
          createUser: caller.userId,
          createDept: caller.deptId,
          updateUser: caller.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordCreated(trx, partyDocument, caller, created, ip);
      return partyDetail(trx, caller, created.id);
    }),
  );
}

/**
 * Changes a party's data. The code never changes; type and seller only while it is a draft. The add
 * button suffices for a draft (onboarding in progress), else it takes the edit button.
 */
export async function updateParty(
  db: Database,
  caller: DocumentCaller,
  input: PartyFields & { id: string; version: number },
  ip?: string,
): Promise<Party> {
  const values = cleanInput(input);
  return translateUniqueViolation(input, () =>
    db.transaction().execute(async (trx) => {
      const current = await lockDocument(trx, partyDocument, caller, input.id);
      if (!PARTY_EDITABLE_STATES.includes(current.state)) throw badRequest('partyStateInvalid');
      if (!holdsAny(caller, PARTY_CODES.edit) && current.state !== 'DRAFT') throw forbidden();
      let sellerPartyId = current.sellerPartyId;
      let partyType = current.partyType;
      if (current.state === 'DRAFT') {
        if (!mayOnboard(caller, input.partyType)) throw badRequest('partyTypeNotAllowed');
        const seller = await resolveSeller(trx, caller, input.partyType, input.sellerPartyId);
        sellerPartyId = seller?.id ?? null;
        partyType = input.partyType;
      } else if (input.partyType !== current.partyType) {
        throw badRequest('partyStateInvalid');
      }
      const seller = sellerPartyId ? await sellerOf(trx, caller.tenantId, sellerPartyId) : null;
      await assertSalesperson(trx, caller.tenantId, seller, values.salespersonId);
      await assertNoDuplicate(trx, caller.tenantId, values, input.id);
      const { before, after } = await updateVersioned(
        trx,
        'baseCustomer',
        { id: input.id, version: input.version },
        { ...values, partyType, sellerPartyId },
        { tenantId: caller.tenantId, userId: caller.userId },
      );
      await recordAudit(trx, caller, { action: 'update', entity: 'party', entityId: input.id, before, after }, ip);
      return partyDetail(trx, caller, input.id);
    }),
  );
}
