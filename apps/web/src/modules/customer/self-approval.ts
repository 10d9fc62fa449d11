import { useCallback } from 'react';
import { useSession } from '../../lib/session';
import { useCompanySetting } from '../../shell/company';

/**
 * Whether the caller would be approving what it sent itself, which the server refuses unless the
 * company setting allows self-approval (default no): the approve action is then not offered.
 * The same function while neither changes, so the page's config (and an open dialog) survives renders.
 */
export function useOwnSubmission(): (submittedBy: string | null) => boolean {
  const me = useSession((state) => state.user?.user_id);
  const allowed = useCompanySetting().data?.allowSelfApproval ?? false;
  return useCallback((submittedBy) => !allowed && Boolean(me) && submittedBy === me, [allowed, me]);
}
