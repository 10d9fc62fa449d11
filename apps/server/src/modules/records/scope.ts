import type { Session } from '../../platform/auth/tokens';
import { forbidden } from '../../platform/http/errors';
import { ADMIN_TENANT } from '../../platform/tenancy';

/**
 * The tenant a records list is confined to: the caller's own, or (for the administrator tenant only)
 * the one asked for in `tenantId_equal`, or every tenant when none is asked for. Customer accounts
 * keep no logs of the company, so they are refused outright.
 */
export function tenantScopeOf(session: Session, asked: string | undefined): string | null {
  if (session.customerId) throw forbidden();
  if (session.tenantId !== ADMIN_TENANT) return session.tenantId;
  return asked?.trim() || null;
}
