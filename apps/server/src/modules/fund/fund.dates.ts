import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { RuleDateField } from '../resource';
import { RECONCILIATION_DOCUMENT } from './reconciliation.document';

/** Credit used on a voucher and due on a day, while its holder still owes credit to that counterparty. */
export type CreditDue = { voucherId: string; dueDate: string; holderPartyId: string };

/**
 * The credit uses (CREDIT_USE) of `voucherType` documents falling due in `from..to`, of pairs that still
 * owe credit: a reminder of a debt paid back in full would be wrong. For the order module's
 * "credit due" date field (the order knows its number and buyer).
 */
export async function creditDueBetween(
  trx: Transaction<DB>,
  tenantId: string,
  voucherType: string,
  range: { from: string; to: string },
): Promise<CreditDue[]> {
  const rows = await sql<CreditDue>`
    select distinct e.voucher_id::text as "voucherId", e.due_date::text as "dueDate",
      e.holder_party_id::text as "holderPartyId"
    from fund_ledger_entry e
    where e.tenant_id = ${tenantId} and e.voucher_type = ${voucherType} and e.entry_type = 'CREDIT_USE'
      and e.kind = 'CREDIT' and e.amount > 0
      and e.due_date between ${range.from}::date and ${range.to}::date
      and (select coalesce(sum(o.amount), 0) from fund_ledger_entry o
        where o.tenant_id = e.tenant_id and o.kind = 'CREDIT' and o.holder_party_id = e.holder_party_id
          and o.counterparty_party_id = e.counterparty_party_id) > 0`.execute(trx);
  return rows.rows;
}

/** An issued statement's answer-by day: "confirm your statement within 3 days", to the debtor. */
export const statementAnswerBy: RuleDateField = {
  docType: RECONCILIATION_DOCUMENT,
  field: 'answerBy',
  documentsBetween: async (trx, tenantId, range) => {
    const rows = await trx
      .selectFrom('reconciliationStatement')
      .select(['id', 'statementNo', 'debtorPartyId', 'createUser', sql<string>`answer_by::text`.as('day')])
      .where('tenantId', '=', tenantId)
      .where('isDeleted', '=', 0)
      .where('state', '=', 'ISSUED')
      .where(sql<string>`answer_by`, '>=', sql<string>`${range.from}::date`)
      .where(sql<string>`answer_by`, '<=', sql<string>`${range.to}::date`)
      .execute();
    return rows.map((row) => ({
      docId: row.id,
      number: row.statementNo,
      date: row.day,
      subject: row.debtorPartyId,
      creator: row.createUser,
    }));
  },
};
