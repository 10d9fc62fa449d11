import type { Page } from '@smdp/contracts';
import type { CreditLimit, SubCustomerCredit } from '@smdp/contracts/fund';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { dataScopeOf } from '../../platform/scope/data-scope';
import { findParty } from '../customer';
import { creditLimitOf } from './credit-limit';
import { creditPage } from './credit-position.queries';

/**
 * The credit a distributor grants its own sub-customers (second-tier distributors and stores, the parties
 * whose seller it is), page /finance/sub-cust-credit/setting (domain.md §7). The same CreditLimit rows as
 * the company's credit, with the distributor as creditor; orders between the two check and use it, never
 * the distributor's own credit with the company.
 */

/**
 * The distributor whose sub-customers' credit the caller manages, else 404: a customer's account its own
 * party (a sub-account narrowed to its own rows none: it sees no sub-customer's money); company staff the
 * distributor they name (any party that sells, not the company itself).
 */
export async function creditorFor(db: Database, caller: Caller, named: string | undefined): Promise<string> {
  if (caller.customerId) {
    if (named && named !== caller.customerId) throw notFound();
    const scope = await dataScopeOf(db, caller);
    if (scope.kind === 'customer' && scope.ownRowsOnly) throw notFound();
    return caller.customerId;
  }
  if (!named) throw badRequest('invalidParameter', { field: 'creditorPartyId', detail: '' });
  const party = await findParty(db, caller.tenantId, named);
  if (!party || party.partyType === 'COMPANY') throw notFound();
  return party.id;
}

type ListQuery = {
  current: number;
  size: number;
  creditorPartyId?: string | undefined;
  holderName_like?: string | undefined;
};

/** Every live sub-customer of the creditor with its limit, temporary limit, term, used, frozen, available and overdue. */
export async function listSubCustomerCredit(
  db: Database,
  caller: Caller,
  query: ListQuery,
  today: string,
): Promise<Page<SubCustomerCredit>> {
  const creditor = await creditorFor(db, caller, query.creditorPartyId);
  const { current, size, holderName_like } = query;
  return creditPage(db, caller, { current, size, holderName_like }, today, { soldBy: creditor });
}

/** The limit the creditor grants one of its sub-customers (null: none yet); anyone else's is not found. */
export async function subCustomerLimitOf(
  db: Database,
  caller: DocumentCaller,
  query: { debtorPartyId: string; creditorPartyId?: string | undefined },
): Promise<CreditLimit | null> {
  const creditor = await creditorFor(db, caller, query.creditorPartyId);
  const debtor = await findParty(db, caller.tenantId, query.debtorPartyId, { soldBy: creditor });
  if (!debtor) throw notFound();
  return creditLimitOf(db, caller, debtor.id, creditor);
}
