import { RECEIPT_CODES, receiptMachine } from '@smdp/contracts/fund';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { defineDocument } from '../../platform/document/define';
import { formatNumber, takeNumber } from '../../platform/document/numbering';
import { formatDateTime } from '../../platform/http/datetime';
import { AppError, badRequest } from '../../platform/http/errors';
import { reverse } from '../../platform/ledger/reverse';
import { fundLedger } from './fund.ledger';
import { receiveFunds } from './funds';
import { receiptDetail } from './receipt.queries';
import { assertPayeeSide, maySelfApprove } from './receipt.rules';

export const RECEIPT_VOUCHER = 'fund_receipt';

/** The caller's calendar day: the posting date of an action taken now. */
export const todayIn = (now: Date, zone: string) => formatDateTime(now, zone).slice(0, 10);

/** The next receipt number: one series per tenant and year (`RC2026-00001`). */
export async function nextReceiptNo(trx: Transaction<DB>, tenantId: string, now: Date, zone: string) {
  const year = Number(formatDateTime(now, zone).slice(0, 4));
  const number = await takeNumber(trx, { tenantId, docType: RECEIPT_VOUCHER, owner: '', year });
  return formatNumber(`RC${year}-`, number, 5);
}

/**
 * A receipt (domain.md §7). `approve` posts it into the payer's fund account with the payee (RECEIPT to
 * cash, or CREDIT_REPAY lowering the credit used, the excess to cash); from DRAFT it is the direct
 * approval of a caller allowed to self-approve, and otherwise the approver is not who submitted it.
 * `reverse` mirrors its entries through the ledger kernel and records the linked reversing document.
 */
export const receiptDocument = defineDocument({
  type: RECEIPT_VOUCHER,
  table: 'fundReceipt',
  machine: receiptMachine,
  codes: { view: RECEIPT_CODES.view, delete: RECEIPT_CODES.delete },
  scope: { party: 'payerPartyId' },
  workflow: (row) => ({ actor: row.payeePartyId, subject: row.payerPartyId, number: row.receiptNo }),
  removableStates: ['DRAFT', 'CANCELLED'],
  messages: {
    stateInvalid: 'fundReceiptStateInvalid',
    reasonRequired: 'fundReceiptReasonRequired',
    removeRefused: 'fundReceiptStateInvalid',
  },
  detail: receiptDetail,
  hooks: {
    submit: async ({ caller, row }) => {
      if (row.kind !== 'RECEIPT') throw badRequest('fundReceiptStateInvalid');
      return { submittedBy: caller.userId };
    },
    approve: async ({ trx, caller, row, now, zone }) => {
      if (row.kind !== 'RECEIPT') throw badRequest('fundReceiptStateInvalid');
      await assertPayeeSide(trx, caller, row.payeePartyId);
      const own = row.state === 'DRAFT' || (row.submittedBy ?? row.createUser) === caller.userId;
      if (own && !(await maySelfApprove(trx, caller))) throw new AppError(403, 'selfApprovalForbidden');
      const postingDate = todayIn(now, zone);
      await receiveFunds(trx, caller, {
        holder: { holderPartyId: row.payerPartyId, counterpartyPartyId: row.payeePartyId },
        source: { type: RECEIPT_VOUCHER, id: row.id },
        amount: row.amount,
        target: row.target,
        postingDate,
        remark: row.receiptNo,
      });
      return {
        approvedBy: caller.userId,
        approvedAt: now,
        postingDate,
        ...(row.state === 'DRAFT' ? { submittedBy: caller.userId } : {}),
      };
    },
    reject: async ({ trx, caller, row }) => {
      await assertPayeeSide(trx, caller, row.payeePartyId);
      return undefined;
    },
    reverse: async ({ trx, caller, row, now, zone, remark }) => {
      if (row.kind !== 'RECEIPT' || row.reversedBy) throw badRequest('fundReceiptStateInvalid');
      await assertPayeeSide(trx, caller, row.payeePartyId);
      const postingDate = todayIn(now, zone);
      await reverse(trx, fundLedger, {
        voucher: { tenantId: caller.tenantId, type: RECEIPT_VOUCHER, id: row.id },
        postingDate,
        party: row.payerPartyId,
      });
      const reversal = await trx
        .insertInto('fundReceipt')
        .values({
          tenantId: caller.tenantId,
          receiptNo: await nextReceiptNo(trx, caller.tenantId, now, zone),
          kind: 'REVERSAL',
          state: 'APPROVED',
          payerPartyId: row.payerPartyId,
          payeePartyId: row.payeePartyId,
          amount: row.amount,
          method: row.method,
          bankRef: null,
          paidAt: now,
          target: row.target,
          remarks: remark,
          proofIds: '[]',
          reversalOf: row.id,
          submittedBy: caller.userId,
          approvedBy: caller.userId,
          approvedAt: now,
          postingDate,
          createUser: caller.userId,
          createDept: caller.deptId,
          updateUser: caller.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { reversedBy: reversal.id };
    },
  },
});
