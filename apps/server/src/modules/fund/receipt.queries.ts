import type { Page, PageQuery } from '@smdp/contracts';
import type { Receipt, ReceiptSummary } from '@smdp/contracts/fund';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { companyPartyOf, partyCode, partyName } from '../customer';

const COLUMNS: ListColumns = {
  receiptNo: 'r.receipt_no',
  state: 'r.state',
  kind: 'r.kind',
  method: 'r.method',
  payerPartyId: 'r.payer_party_id',
  payeePartyId: 'r.payee_party_id',
  bankRef: 'r.bank_ref',
  paidAt: 'r.paid_at',
  amount: 'r.amount',
  createTime: 'r.create_time',
};

/**
 * The receipts the caller sees: company staff by their data scope; a customer's account those whose payer
 * is in its party tree (its own payments and those of its sub-customers), a narrowed sub-account only
 * the ones it entered.
 */
export async function visibleReceipts(db: Database, caller: Caller) {
  const side = caller.customerId ?? (await companyPartyOf(db, caller.tenantId)) ?? '0';
  return (await scopedRows(db, caller, 'fundReceipt as r', { party: 'r.payerPartyId' })).select([
    'r.id',
    'r.receiptNo',
    'r.kind',
    'r.state',
    'r.payerPartyId',
    (eb) => eb.fn.coalesce(partyCode(eb, 'r.payerPartyId'), eb.val('')).as('payerCode'),
    (eb) => eb.fn.coalesce(partyName(eb, 'r.payerPartyId'), eb.val('')).as('payerName'),
    'r.payeePartyId',
    (eb) => eb.fn.coalesce(partyCode(eb, 'r.payeePartyId'), eb.val('')).as('payeeCode'),
    (eb) => eb.fn.coalesce(partyName(eb, 'r.payeePartyId'), eb.val('')).as('payeeName'),
    'r.amount',
    'r.method',
    'r.bankRef',
    'r.paidAt',
    'r.target',
    'r.remarks',
    'r.proofIds',
    'r.reversalOf',
    'r.reversedBy',
    'r.submittedBy',
    'r.approvedBy',
    'r.approvedAt',
    sql<string | null>`r.posting_date::text`.as('postingDate'),
    sql<boolean>`r.payee_party_id = ${side}`.as('onPayeeSide'),
    'r.version',
    'r.createUser',
    'r.createTime',
    'r.updateTime',
  ]);
}

export async function listReceipts(
  db: Database,
  caller: Caller,
  query: PageQuery & Record<string, unknown>,
  zone: string,
): Promise<Page<ReceiptSummary>> {
  return paginate(applyFilters(await visibleReceipts(db, caller), query, COLUMNS, zone), query, COLUMNS, {
    column: 'r.id',
    direction: 'desc',
  });
}

/** One receipt; one the caller may not see is not found. */
export async function receiptDetail(db: Database, caller: Caller, id: string): Promise<Receipt> {
  const row = await (await visibleReceipts(db, caller)).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
