import type { Wire } from '@smdp/contracts';
import type { MyShop } from '@smdp/contracts/customer';
import type { CompanySetting } from '@smdp/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { frameKeys } from '../lib/frame-keys';
import { get } from '../lib/http';
import { isPrimaryAccount, useSession } from '../lib/session';
import { settings } from '../lib/settings';

/** spec §3 "Shop", as `customerShop/myShopList` sends it. */
export type Shop = Wire<MyShop>;

/** The pseudo-shops of spec §3: every store (primary accounts only) and orders from before stores. */
export const ALL_SHOPS = 'ALL';
export const NO_SHOP = 'NoShop';

export type StoreChoice = { id: string; label: string; shop: Shop | null };

/** The choices of the selector, in order: ALL (primary accounts only), the stores, NoShop. */
export function storeChoices(shops: Shop[], primary: boolean, names: { all: string; noShop: string }): StoreChoice[] {
  return [
    ...(primary ? [{ id: ALL_SHOPS, label: names.all, shop: null }] : []),
    ...shops.map((shop) => ({ id: shop.id, label: `${shop.shopCode} ${shop.shopName}`, shop })),
    { id: NO_SHOP, label: names.noShop, shop: null },
  ];
}

/** spec §4: the saved store is kept; a saved one that is no longer offered falls back to the first. */
export function resolveStore(choices: StoreChoice[], saved: string | undefined): StoreChoice | undefined {
  return choices.find((choice) => choice.id === saved) ?? choices[0];
}

/** spec §5: store-dependent actions need a real store with a bound warehouse; returns the reason if not. */
export function storeProblem(choice: StoreChoice | undefined): 'shop_select' | 'noWarehouse' | null {
  if (!choice?.shop) return 'shop_select';
  return choice.shop.bindWarehouseIds.length ? null : 'noWarehouse';
}

type StoreMemory = {
  /** The store each account chose, so a shared browser keeps each user's own. */
  chosen: Record<string, string>;
  /** Accounts already shown the store-switch guide (spec §2; at most 10 remembered). */
  guided: string[];
  choose: (account: string, storeId: string) => void;
  markGuided: (account: string) => void;
};

export const useStoreMemory = create<StoreMemory>()(
  persist(
    (set) => ({
      chosen: {},
      guided: [],
      choose: (account, storeId) => set((state) => ({ chosen: { ...state.chosen, [account]: storeId } })),
      markGuided: (account) =>
        set((state) => ({
          guided: [...state.guided.filter((name) => name !== account), account].slice(-settings.storeGuideAccountsMax),
        })),
    }),
    { name: 'smdp-stores', storage: createJSONStorage(() => localStorage) },
  ),
);

/** The caller's stores and whether the shop feature is on (company setting). */
export function useShops() {
  const user = useSession((state) => state.user);
  const feature = useQuery({
    queryKey: frameKeys.companySetting(),
    queryFn: () =>
      get<Wire<CompanySetting> | null>('/blade-system/companySystemSetting/detail', undefined, { quiet: true }),
    staleTime: 30 * 60_000,
  });
  const shops = useQuery({
    queryKey: frameKeys.myShops(),
    queryFn: () => get<Shop[]>('/smdp-customer/customerShop/myShopList', undefined, { quiet: true }),
    enabled: Boolean(user?.user_info.customerCode),
    staleTime: 5 * 60_000,
  });
  return {
    shopFeature: Boolean(feature.data?.shopEnabled),
    enabled: Boolean(feature.data?.shopEnabled && user?.user_info.customerCode),
    shops: shops.data ?? [],
    primary: isPrimaryAccount(user),
  };
}
