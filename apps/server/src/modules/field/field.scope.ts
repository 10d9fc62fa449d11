import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';

/**
 * The visits a caller sees: a distributor's accounts those of its own party (`owner`), a sub-account
 * narrowed to its own rows only those it makes as the salesperson; staff by their roles' data scope.
 */
export const scopedVisits = (db: Database, caller: Caller) =>
  scopedRows(db, caller, 'visit as v', { owner: 'v.ownerPartyId', creator: 'v.salespersonId' });
