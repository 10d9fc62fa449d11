import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  resolveStore,
  type Shop,
  type StoreChoice,
  storeChoices,
  storeProblem,
  useShops,
  useStoreMemory,
} from '../app/stores';
import { useSession } from '../lib/session';

/** Whose store choice and guide mark apply: the same account name may exist in two tenants. */
export const useStoreAccount = () => useSession((state) => `${state.tenantId}:${state.user?.account ?? ''}`);

/** The selector's choices and the current one (the saved choice, else the first: spec §4). */
export function useStoreChoices(): { enabled: boolean; choices: StoreChoice[]; current: StoreChoice | undefined } {
  const { t } = useTranslation('store');
  const account = useStoreAccount();
  const { enabled, shops, primary } = useShops();
  const saved = useStoreMemory((state) => state.chosen[account]);
  const choices = storeChoices(shops, primary, { all: t('all'), noShop: t('noShop') });
  return { enabled, choices, current: enabled ? resolveStore(choices, saved) : undefined };
}

/** The store chosen in the logo area, or undefined while stores are off or still loading. */
export const useCurrentStore = () => useStoreChoices().current;

/**
 * spec §5 for store-dependent actions: call the returned function when the action starts. It gives the
 * current store, or warns (shop_select for ALL, NoShop or no store; noWarehouse for a store without a
 * bound warehouse) and gives null, and the action stops.
 */
export function useRequireStore(): () => Shop | null {
  const { t } = useTranslation('store');
  const { message } = App.useApp();
  const current = useCurrentStore();
  return () => {
    const problem = storeProblem(current);
    if (problem) {
      void message.warning(t(problem));
      return null;
    }
    return current?.shop ?? null;
  };
}
