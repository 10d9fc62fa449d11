import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { lockScopedRow, scopedRows } from '../../platform/scope/scoped';

type Reader = Database | Transaction<DB>;

/**
 * Who sees a route: company staff by their data scope; a distributor's accounts the routes of their own
 * party; an account narrowed to its own rows (a salesperson) only the routes it runs. The same rule
 * holds for plans and their visits.
 */
export const visibleRoutes = (db: Reader, caller: Caller) =>
  scopedRows(db, caller, 'fieldRoute as r', { owner: 'r.ownerPartyId', creator: 'r.salespersonId' });

export const lockRoute = (trx: Transaction<DB>, caller: Caller, id: string) =>
  lockScopedRow(trx, caller, 'fieldRoute', id, {
    owner: 'fieldRoute.ownerPartyId',
    creator: 'fieldRoute.salespersonId',
  });
