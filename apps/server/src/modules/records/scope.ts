import { forbidden } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';

/**
 * The tenant a records list is confined to: the caller's own, or (for the administrator tenant only)
 * the one asked for in `tenantId_equal`, or every tenant when none is asked for. Customer accounts
 * keep no logs of the company, so they are refused outright.
 */
export function tenantScopeOf(caller: Caller, asked: string | undefined): string | null {
  if (caller.customerId) throw forbidden();
  if (caller.tenantId !== ADMIN_TENANT) return caller.tenantId;
  return asked?.trim() || null;
}
