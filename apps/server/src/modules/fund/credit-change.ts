import type { CreditChange, CreditChangeTerms, CreditLimitInput } from '@smdp/contracts/fund';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import { type DocumentCaller, holdsAny } from '../../platform/document/define';
import { transitionIn } from '../../platform/document/lifecycle';
import { recordTimeline } from '../../platform/document/timeline';
import { AppError, badRequest, notFound, staleVersion } from '../../platform/http/errors';
import { companyPartyOf, findParty } from '../customer';
import { CREDIT_CHANGE_DOCUMENT, creditChangeDocument, creditPageOf } from './credit-change.document';
import { creditChangeDetail } from './credit-change.queries';
import { creditLimitOf, isRealDay } from './credit-limit';
import { creditorFor } from './sub-customer-credit';

/** `now`: when the request is made (the demo seed back-dates it; routes never set it). */
type Context = { zone: string; ip: string | undefined; now?: Date };

/**
 * Company staff ask to change the credit the company grants a customer (page /finance/credit and the
 * customer's credit card); with the page's `direct` button the change is approved at once.
 */
export async function proposeCompanyCredit(
  db: Database,
  caller: DocumentCaller,
  input: CreditLimitInput,
  context: Context,
): Promise<CreditChange> {
  if (caller.customerId) throw new AppError(403, 'fundCreditStaffOnly');
  const company = await companyPartyOf(db, caller.tenantId);
  if (!company || (input.creditorPartyId && input.creditorPartyId !== company)) throw notFound();
  return proposeCreditChange(db, caller, { ...input, creditorPartyId: company }, context);
}

/** A distributor (or staff naming it) asks to change the credit it grants one of its sub-customers. */
export async function proposeSubCustomerCredit(
  db: Database,
  caller: DocumentCaller,
  input: CreditLimitInput,
  context: Context,
): Promise<CreditChange> {
  const creditor = await creditorFor(db, caller, input.creditorPartyId);
  return proposeCreditChange(db, caller, { ...input, creditorPartyId: creditor }, context);
}

/**
 * Records the request in one transaction with the terms in force (checked against the version the form
 * was opened on: a limit changed since is 409), its audit line and timeline entry; one open request per
 * pair. With the page's `direct` button it is approved in the same transaction.
 */
async function proposeCreditChange(
  db: Database,
  caller: DocumentCaller,
  input: CreditLimitInput & { creditorPartyId: string },
  context: Context,
): Promise<CreditChange> {
  if (input.tempValidTo && !isRealDay(input.tempValidTo)) {
    throw badRequest('fundCreditDayInvalid', { field: 'tempValidTo', detail: input.tempValidTo });
  }
  const id = await db
    .transaction()
    .execute((trx) => proposeCreditChangeIn(trx, caller, input, context))
    .catch((error: unknown) => {
      // Two requests for one pair at once: the partial unique index keeps the first open one.
      if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505') {
        throw badRequest('fundCreditChangePending');
      }
      throw error;
    });
  return creditChangeDetail(db, caller, id);
}

/** The request and, with the page's `direct` button, its approval, inside the caller's transaction. */
export async function proposeCreditChangeIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: CreditLimitInput & { creditorPartyId: string },
  context: Context,
): Promise<string> {
  const id = await recordRequest(trx, caller, input, context);
  const page = await creditPageOf(trx, caller.tenantId, input.creditorPartyId);
  if (holdsAny(caller, [page.codes.direct])) {
    await transitionIn(trx, creditChangeDocument, caller, 'approve', { id, version: 1 }, context);
  }
  return id;
}

async function recordRequest(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: CreditLimitInput & { creditorPartyId: string },
  context: Context,
): Promise<string> {
  const { creditorPartyId } = input;
  const page = await creditPageOf(trx, caller.tenantId, creditorPartyId);
  const filter = page.soldBy ? { soldBy: page.soldBy, notClosed: true } : {};
  const debtor = await findParty(trx, caller.tenantId, input.debtorPartyId, filter);
  if (!debtor) throw notFound();
  if (debtor.id === creditorPartyId) {
    throw badRequest('invalidParameter', { field: 'debtorPartyId', detail: debtor.id });
  }
  const current = await creditLimitOf(trx, caller, debtor.id, creditorPartyId);
  if (input.version !== current?.version) throw staleVersion();
  const open = await trx
    .selectFrom('creditChange')
    .select('id')
    .where('tenantId', '=', caller.tenantId)
    .where('creditorPartyId', '=', creditorPartyId)
    .where('debtorPartyId', '=', debtor.id)
    .where('state', '=', 'SUBMITTED')
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (open) throw badRequest('fundCreditChangePending');
  const proposed: CreditChangeTerms = {
    creditLimit: input.creditLimit,
    tempLimit: input.tempLimit,
    tempValidTo: input.tempValidTo ?? null,
    termDays: input.termDays,
    unlimited: input.unlimited,
    remark: input.remark?.trim() || null,
  };
  const before: CreditChangeTerms | null = current
    ? {
        creditLimit: current.creditLimit,
        tempLimit: current.tempLimit,
        tempValidTo: current.tempValidTo,
        termDays: current.termDays,
        unlimited: current.unlimited,
        remark: current.remark,
      }
    : null;
  const created = await trx
    .insertInto('creditChange')
    .values({
      tenantId: caller.tenantId,
      creditorPartyId,
      debtorPartyId: debtor.id,
      proposed: JSON.stringify(proposed),
      before: before && JSON.stringify(before),
      limitVersion: current?.version ?? null,
      createUser: caller.userId,
      createDept: caller.deptId,
      updateUser: caller.userId,
      ...(context.now ? { createTime: context.now, updateTime: context.now } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(
    trx,
    caller,
    { action: 'create', entity: CREDIT_CHANGE_DOCUMENT, entityId: created.id, after: created },
    context.ip,
  );
  await recordTimeline(trx, caller, {
    docType: CREDIT_CHANGE_DOCUMENT,
    docId: created.id,
    action: 'submit',
    fromState: null,
    toState: 'SUBMITTED',
    remark: proposed.remark,
  });
  return created.id;
}
