import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { listClientErrors, listLoginLogs } from './log.service';
import { tenantScopeOf } from './scope';

const ONE_ROW = { current: 1, size: 1 };

/** How many sign-in attempts the log page lists with these filters, in the caller's tenant. */
export async function loginLogCount(db: Database, caller: Caller, filters: Record<string, string>, zone: string) {
  return (await listLoginLogs(db, tenantScopeOf(caller, undefined), ONE_ROW, filters, zone)).total;
}

/** How many browser errors the log page lists with these filters, in the caller's tenant. */
export async function clientErrorCount(db: Database, caller: Caller, filters: Record<string, string>, zone: string) {
  return (await listClientErrors(db, tenantScopeOf(caller, undefined), ONE_ROW, filters, zone)).total;
}
