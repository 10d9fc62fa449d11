import { randomBytes } from 'node:crypto';
import type { FundHolder } from '../modules/fund';
import type { Database } from '../platform/db/database';

/**
 * Parties for fund tests, written straight into the customer table (tests arrange rows of any module):
 * each call makes a fresh buyer with a fresh seller, so tests sharing one database never share an account.
 */
export async function fundHolder(db: Database, tenantId: string): Promise<FundHolder> {
  const party = async (partyType: 'DISTRIBUTOR' | 'SUB_DISTRIBUTOR', sellerPartyId: string | null) => {
    const code = `FUND-${randomBytes(5).toString('hex')}`;
    const row = await db
      .insertInto('baseCustomer')
      .values({ tenantId, customerCode: code, customerName: code, customerFullName: code, partyType, sellerPartyId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const seller = await party('DISTRIBUTOR', null);
  const buyer = await party('SUB_DISTRIBUTOR', seller);
  return { holderPartyId: buyer, counterpartyPartyId: seller };
}

/** Gives the holder a credit limit (and optionally a temporary one) with the counterparty. */
export async function grantCredit(
  db: Database,
  tenantId: string,
  holder: FundHolder,
  limit: string,
  options: { tempLimit?: string; tempValidTo?: string; termDays?: number; unlimited?: boolean } = {},
) {
  await db
    .insertInto('creditLimit')
    .values({
      tenantId,
      creditorPartyId: holder.counterpartyPartyId,
      debtorPartyId: holder.holderPartyId,
      creditLimit: limit,
      tempLimit: options.tempLimit ?? '0',
      tempValidTo: options.tempValidTo ?? null,
      termDays: options.termDays ?? 30,
      unlimited: options.unlimited ?? false,
      createUser: null,
      createDept: null,
      updateUser: null,
    })
    .execute();
}
