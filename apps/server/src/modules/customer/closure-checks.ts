import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { MessageKey, MessageParams } from '../../platform/i18n/messages';
import type { PartyType } from './customer.tables';

/** The party a store-closure request would close. */
export type ClosingParty = { tenantId: string; id: string; customerCode: string; partyType: PartyType };

export type ClosureCheckResult = { ok: true } | { ok: false; messageKey: MessageKey; params?: MessageParams };

/**
 * One precondition of closing a party (domain.md §9: no open orders, credit settled, loaned assets
 * recovered). Checks run inside the approving (and executing) transaction, so they see what it sees.
 */
export type ClosureCheck = {
  name: string;
  run: (trx: Transaction<DB>, party: ClosingParty) => Promise<ClosureCheckResult>;
};

const PASSED: ClosureCheckResult = { ok: true };

/**
 * No open orders. Orders do not exist yet: the orders issue registers its own `noOpenOrders` check
 * under this name, which replaces this one.
 */
const noOpenOrders: ClosureCheck = { name: 'noOpenOrders', run: async () => PASSED };

/** A sub-distributor still selling to live customers cannot close before they move or close. */
const noLiveCustomers: ClosureCheck = {
  name: 'noLiveCustomers',
  run: async (trx, party) => {
    const row = await trx
      .selectFrom('baseCustomer')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('tenantId', '=', party.tenantId)
      .where('sellerPartyId', '=', party.id)
      .where('isDeleted', '=', 0)
      .where('state', 'in', ['PENDING_APPROVAL', 'ACTIVE', 'SUSPENDED'])
      .executeTakeFirst();
    const count = Number(row?.count ?? 0);
    return count ? { ok: false, messageKey: 'closureActiveCustomers', params: { count } } : PASSED;
  },
};

const registry = new Map<string, ClosureCheck>([noOpenOrders, noLiveCustomers].map((check) => [check.name, check]));

/** Adds a precondition (orders, credit, assets); a check of the same name replaces the earlier one. */
export function registerClosureCheck(check: ClosureCheck): void {
  registry.set(check.name, check);
}

export function closureChecks(): readonly ClosureCheck[] {
  return [...registry.values()];
}

/** Runs every registered check in order; the first failure is the answer. */
export async function firstFailedClosureCheck(
  trx: Transaction<DB>,
  party: ClosingParty,
): Promise<Extract<ClosureCheckResult, { ok: false }> | null> {
  for (const check of registry.values()) {
    const result = await check.run(trx, party);
    if (!result.ok) return result;
  }
  return null;
}
