import { customerReceiptCodes, type ReceiptInput } from '@smdp/contracts/fund';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import { transitionIn } from '../../platform/document/lifecycle';
import { companyPartyOf } from '../customer';
import { settleRebate } from './funds';
import { receiptDocument } from './receipt.document';
import { saveReceiptIn } from './receipt.drafts';
import { payerOptions } from './receipt.rules';

const ZONE = 'UTC';
const DAY_MS = 86_400_000;

/** Who the demo acts as: the administrator (company finance) and the demo distributor's primary account. */
export type DemoFundSubjects = {
  tenantId: string;
  staff: DocumentCaller;
  distributor: DocumentCaller & { customerId: string };
};

/** A call made at 10:00 UTC `daysAgo` days before today: its postings are dated that day. */
function contextOn(daysAgo: number) {
  const today = new Date();
  today.setUTCHours(10, 0, 0, 0);
  return { zone: ZONE, now: new Date(today.getTime() - daysAgo * DAY_MS) };
}

const dayOf = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

/**
 * Receipts in every state, cash and rebate balances and a credit limit on a fresh install (issue 13,
 * item 10), through the fund module's own services, each dated on its day: the demo distributor pays the
 * company (approved, submitted, a draft, a rejected one and a reversed one), the company grants it credit
 * and a rebate, and the distributor records what two of its sub-customers paid it. Only into a tenant
 * that has no receipt yet: the seed runs on every start.
 */
export async function seedFund(trx: Transaction<DB>, subjects: DemoFundSubjects): Promise<void> {
  const { tenantId } = subjects;
  const company = await companyPartyOf(trx, tenantId);
  if (!company) return;
  const any = await trx.selectFrom('fundReceipt').select('id').where('tenantId', '=', tenantId).limit(1).execute();
  if (any.length) return;
  const withCodes = <C extends DocumentCaller>(caller: C): C => ({
    ...caller,
    codes: new Set([...caller.codes, customerReceiptCodes.approve, customerReceiptCodes.direct]),
  });
  const staff = withCodes(subjects.staff);
  const distributor = withCodes(subjects.distributor);
  const dist = distributor.customerId;

  const hasLimit = await trx
    .selectFrom('creditLimit')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('creditorPartyId', '=', company)
    .where('debtorPartyId', '=', dist)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (!hasLimit) {
    await trx
      .insertInto('creditLimit')
      .values({
        tenantId,
        creditorPartyId: company,
        debtorPartyId: dist,
        creditLimit: '50000.00',
        tempLimit: '10000.00',
        tempValidTo: dayOf(-30),
        termDays: 30,
        remark: 'Demo credit line',
        createUser: staff.userId,
        createDept: staff.deptId,
        updateUser: staff.userId,
      })
      .execute();
  }

  let ref = 0;
  const input = (payer: string, amount: string, daysAgo: number, extra: Partial<ReceiptInput> = {}): ReceiptInput => ({
    payerPartyId: payer,
    amount,
    method: 'BANK',
    bankRef: `DEMO-${dayOf(daysAgo).replaceAll('-', '')}-${String(++ref).padStart(3, '0')}`,
    paidAt: dayOf(daysAgo),
    target: 'CASH',
    remarks: null,
    proofIds: [],
    ...extra,
  });
  const save = (caller: DocumentCaller, body: ReceiptInput, daysAgo: number, approve = false) =>
    saveReceiptIn(trx, caller, body, contextOn(daysAgo), { approve });
  const move = async (
    caller: DocumentCaller,
    receipt: { id: string; version: number },
    action: 'submit' | 'approve' | 'reject' | 'reverse',
    daysAgo: number,
    remark?: string,
  ) => {
    const row = await transitionIn(
      trx,
      receiptDocument,
      caller,
      action,
      { id: receipt.id, version: receipt.version, ...(remark ? { remark } : {}) },
      contextOn(daysAgo),
    );
    return { id: row.id, version: row.version };
  };

  // The distributor pays the company.
  await save(staff, input(dist, '20000.00', 35, { remarks: 'Opening deposit' }), 35, true);
  const second = await save(distributor, input(dist, '8500.00', 21), 21);
  await move(staff, await move(distributor, second, 'submit', 21), 'approve', 20);
  const repay = await save(distributor, input(dist, '2500.00', 9, { target: 'CREDIT_REPAY' }), 9);
  await move(distributor, repay, 'submit', 9);
  await save(
    distributor,
    input(dist, '1200.00', 3, { method: 'CASH', bankRef: null, remarks: 'Paid at the depot' }),
    3,
  );
  const wrong = await save(distributor, input(dist, '999.00', 14), 14);
  await move(staff, await move(distributor, wrong, 'submit', 14), 'reject', 13, 'No such transfer on the statement');
  const twice = await save(staff, input(dist, '4000.00', 12), 12, true);
  await move(staff, twice, 'reverse', 11, 'Entered twice');

  // A rebate the company granted for last quarter.
  await settleRebate(trx, staff, {
    holder: { holderPartyId: dist, counterpartyPartyId: company },
    source: { type: 'rebate_settlement', id: '1' },
    amount: '1500.00',
    postingDate: dayOf(28),
    remark: 'Quarterly rebate',
  });

  // Its sub-customers pay the distributor.
  const [first, next] = await subCustomers(trx, distributor);
  if (first) await save(distributor, input(first, '3200.00', 18), 18, true);
  if (next) {
    await save(distributor, input(next, '760.50', 6, { method: 'CASH', bankRef: null }), 6, true);
    const pending = await save(distributor, input(next, '450.00', 2), 2);
    await move(distributor, pending, 'submit', 2);
  }
}

/** The distributor's sub-customers it may record receipts of (its payer options other than itself). */
async function subCustomers(trx: Transaction<DB>, distributor: DocumentCaller & { customerId: string }) {
  const options = await payerOptions(trx, distributor);
  return options.filter((option) => option.id !== distributor.customerId).map((option) => option.id);
}
