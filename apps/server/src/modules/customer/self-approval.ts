import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { allowsSelfApproval } from '../system';

/**
 * domain.md §1.9: whoever sent a party or a closure request for approval does not approve it too,
 * unless the tenant's company setting allows self-approval (default: no). Rows sent before the
 * submitter was recorded count their creator as the submitter.
 */
export async function assertNotOwnSubmission(
  db: Database,
  actor: Pick<Caller, 'tenantId' | 'userId'>,
  submittedBy: string | null,
): Promise<void> {
  if (submittedBy !== actor.userId) return;
  if (await allowsSelfApproval(db, actor.tenantId)) return;
  throw new AppError(403, 'selfApprovalForbidden');
}
