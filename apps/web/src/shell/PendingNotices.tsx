import { lazy, Suspense } from 'react';
import { useSession } from '../lib/session';
import { usePendingAcks } from '../modules/resource/notice-api';

// The dialog loads only when a notice waits for its acknowledgement.
const PendingNoticesDialog = lazy(() =>
  import('../modules/resource/pages/PendingNoticesDialog').then((module) => ({ default: module.PendingNoticesDialog })),
);

/**
 * Issue 15 item 4: after sign-in, a customer's account acknowledges each notice that asks for it before
 * using the portal. Waits while the version notice is open (one dialog at a time).
 */
export function PendingNotices({ allowed }: { allowed: boolean }) {
  const customer = useSession((state) => Boolean(state.user?.user_info.customerCode));
  const pending = usePendingAcks(customer);
  if (!allowed || !pending.data?.length) return null;
  return (
    <Suspense fallback={null}>
      <PendingNoticesDialog pending={pending.data} />
    </Suspense>
  );
}
