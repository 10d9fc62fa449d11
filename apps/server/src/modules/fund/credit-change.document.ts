import { CREDIT_CHANGE_CODES, creditChangeMachine, creditCodes, subCustCreditCodes } from '@smdp/contracts/fund';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { type DocumentCaller, type DocumentRow, defineDocument, holdsAny } from '../../platform/document/define';
import { AppError } from '../../platform/http/errors';
import { companyPartyOf } from '../customer';
import { creditChangeDetail } from './credit-change.queries';
import { applyCreditLimitIn } from './credit-limit';

export const CREDIT_CHANGE_DOCUMENT = 'credit_change';

type ChangeRow = DocumentRow<'creditChange'>;

/**
 * The page whose buttons decide a change: the company's credit (/finance/credit) or a distributor's credit
 * to its sub-customers (/finance/sub-cust-credit), with the party the debtor must still be sold by.
 */
export async function creditPageOf(trx: Transaction<DB>, tenantId: string, creditorPartyId: string) {
  const company = await companyPartyOf(trx, tenantId);
  return creditorPartyId === company
    ? { codes: creditCodes, soldBy: undefined }
    : { codes: subCustCreditCodes, soldBy: creditorPartyId };
}

/** Deciding is the creditor's business: company staff for any creditor, a customer's account for its own. */
function assertCreditorSide(caller: DocumentCaller, row: ChangeRow) {
  if (caller.customerId && caller.customerId !== row.creditorPartyId) {
    throw new AppError(403, 'fundCreditChangeNotCreditor');
  }
}

/**
 * A credit change request (domain.md §7). `approve` writes the proposed terms over the limit as it was
 * when asked (a limit changed since is 409: reject and ask again); who asked approves it only with the
 * page's `direct` button, anyone else with `approve`. `withdraw` is for who asked.
 */
export const creditChangeDocument = defineDocument({
  type: CREDIT_CHANGE_DOCUMENT,
  table: 'creditChange',
  machine: creditChangeMachine,
  codes: { view: CREDIT_CHANGE_CODES.view, delete: [] },
  scope: { party: 'debtorPartyId' },
  workflow: (row) => ({ actor: row.creditorPartyId, subject: row.debtorPartyId, number: null }),
  removableStates: [],
  messages: { stateInvalid: 'fundCreditChangeStateInvalid', reasonRequired: 'fundCreditChangeReasonRequired' },
  detail: creditChangeDetail,
  hooks: {
    approve: async ({ trx, caller, row, now, remark, ip }) => {
      assertCreditorSide(caller, row);
      const page = await creditPageOf(trx, caller.tenantId, row.creditorPartyId);
      const own = row.createUser === caller.userId;
      if (own && !holdsAny(caller, [page.codes.direct])) throw new AppError(403, 'selfApprovalForbidden');
      if (!own && !holdsAny(caller, [page.codes.approve])) throw new AppError(403, 'fundCreditChangeNotCreditor');
      const { proposed } = row;
      await applyCreditLimitIn(
        trx,
        caller,
        {
          creditorPartyId: row.creditorPartyId,
          debtorPartyId: row.debtorPartyId,
          version: row.limitVersion ?? undefined,
          ...proposed,
        },
        ip,
        page.soldBy,
      );
      return { decidedBy: caller.userId, decidedAt: now, decisionRemark: remark, direct: own };
    },
    reject: async ({ trx, caller, row, now, remark }) => {
      assertCreditorSide(caller, row);
      const page = await creditPageOf(trx, caller.tenantId, row.creditorPartyId);
      if (!holdsAny(caller, [page.codes.approve])) throw new AppError(403, 'fundCreditChangeNotCreditor');
      return { decidedBy: caller.userId, decidedAt: now, decisionRemark: remark };
    },
    withdraw: async ({ caller, row, now, remark }) => {
      if (row.createUser !== caller.userId) throw new AppError(403, 'fundCreditChangeNotRequester');
      return { decidedBy: caller.userId, decidedAt: now, decisionRemark: remark };
    },
  },
});
