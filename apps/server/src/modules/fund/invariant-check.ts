import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { checkInvariants, type Drift } from '../../platform/ledger/invariant-check';
import { fundLedger } from './fund.ledger';

/** A balance row whose `available` is not balance - frozen (CASH, REBATE) or not 0 (CREDIT). */
export type AvailableDrift = {
  kind: 'available';
  tenantId: string;
  key: { holderPartyId: string; counterpartyPartyId: string; kind: string };
  expected: string;
  found: string;
};

export type FundDrift = Drift | AvailableDrift;

/**
 * Recomputes the fund ledger from its entries (every running figure and balance) and checks that each
 * account's available figure agrees with its balance and frozen; reports what differs, writes nothing.
 */
export async function checkFundInvariants(db: Database, options: { tenantId?: string } = {}): Promise<FundDrift[]> {
  const inTenant = options.tenantId === undefined ? sql`true` : sql`tenant_id = ${options.tenantId}`;
  const wrong = await sql<{
    tenantId: string;
    holderPartyId: string;
    counterpartyPartyId: string;
    kind: string;
    expected: string;
    found: string;
  }>`select tenant_id, holder_party_id::text as holder_party_id, counterparty_party_id::text as counterparty_party_id,
      kind, (case when kind = 'CREDIT' then 0 else balance - frozen end)::numeric(18,2)::text as expected,
      available::text as found
    from fund_balance
    where ${inTenant} and available <> (case when kind = 'CREDIT' then 0 else balance - frozen end)`.execute(db);
  return [
    ...(await checkInvariants(db, fundLedger, options)),
    ...wrong.rows.map(
      ({ tenantId, holderPartyId, counterpartyPartyId, kind, expected, found }): AvailableDrift => ({
        kind: 'available',
        tenantId,
        key: { holderPartyId, counterpartyPartyId, kind },
        expected,
        found,
      }),
    ),
  ];
}
