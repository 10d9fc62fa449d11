import { useRebateProgress } from '../../rebate/api';
import { TierProgress } from '../../rebate/TierProgress';

/** The buyer's rebate tier progress on the purchase screen ("X more to reach the next tier"); nothing when it has none. */
export function PurchaseRebateProgress({ buyerId }: { buyerId: string | null }) {
  const progress = useRebateProgress(buyerId, Boolean(buyerId));
  return <TierProgress compact progress={progress.data ?? []} />;
}
