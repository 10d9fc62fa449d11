import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { formatNumber, takeNumber } from '../../platform/document/numbering';
import type { Seller } from './party.checks';

/**
 * The next code under a seller (`C0001-0004`) or, for the company's own customers, `C0007`: one number
 * series per code prefix (doc_series, under its row lock, so two onboardings never get the same code).
 * The series continues above every code already taken with that prefix (typed-in codes, deleted and
 * closed parties keep theirs), so no code is handed out twice.
 */
export async function nextPartyCode(trx: Transaction<DB>, tenantId: string, seller: Seller | null): Promise<string> {
  const prefix = seller && seller.partyType !== 'COMPANY' ? `${seller.customerCode}-` : 'C';
  const number = await takeNumber(trx, { tenantId, docType: 'party-code', owner: prefix }, () =>
    highestCode(trx, tenantId, prefix),
  );
  return formatNumber(prefix, number, 4);
}

async function highestCode(trx: Transaction<DB>, tenantId: string, prefix: string): Promise<number> {
  const codes = await trx
    .selectFrom('baseCustomer')
    .select('customerCode')
    .where('tenantId', '=', tenantId)
    .where('customerCode', 'like', `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    .execute();
  const pattern = new RegExp(`^${prefix}(\\d+)$`); // codes hold only letters, digits, '_' and '-'
  return codes.reduce((max, { customerCode }) => {
    const match = pattern.exec(customerCode);
    return match ? Math.max(max, Number(match[1])) : max;
  }, 0);
}
