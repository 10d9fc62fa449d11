import type { Page, Wire } from '@smdp/contracts';
import type {
  KeeperCandidate,
  ShopBinding,
  Shop as ShopShape,
  WarehouseNode,
  WarehouseState,
} from '@smdp/contracts/store';
import { useQuery } from '@tanstack/react-query';
import { frameKeys } from '../../lib/frame-keys';
import { get, post } from '../../lib/http';

export type Warehouse = Wire<WarehouseNode>;
export type Shop = Wire<ShopShape>;
export type Binding = Wire<ShopBinding>;
export type Keeper = Wire<KeeperCandidate>;

export const WAREHOUSE_API = '/smdp-warehouse/warehouse';
export const SHOP_API = '/smdp-customer/customerShop';
export const BIND_API = '/smdp-customer/customerShopBind';

export const storeKeys = {
  all: ['store'] as const,
  warehouseTree: () => [...storeKeys.all, 'warehouse', 'tree'] as const,
  keeperCandidates: () => [...storeKeys.all, 'warehouse', 'keepers'] as const,
  bindableWarehouses: (customerId: string | undefined) =>
    [...storeKeys.all, 'warehouse', 'bindable', customerId] as const,
  /** The shell's store selector (app/stores.ts) reads myShopList under this key. */
  myShops: frameKeys.myShops,
};

/** Masters with their sub-warehouses. */
export const useWarehouseTree = () =>
  useQuery({ queryKey: storeKeys.warehouseTree(), queryFn: () => get<Warehouse[]>(`${WAREHOUSE_API}/tree`) });

/** Accounts that may keep a warehouse (quiet: the caller may lack the add/edit codes). */
export const useKeeperCandidates = () =>
  useQuery({
    queryKey: storeKeys.keeperCandidates(),
    queryFn: () => get<Keeper[]>(`${WAREHOUSE_API}/keeper-candidates`, undefined, { quiet: true }),
  });

/** Warehouses a store of this customer may be bound to: the customer's own, not disabled. */
export const useBindableWarehouses = (ownerCustomerId: string | undefined) =>
  useQuery({
    queryKey: storeKeys.bindableWarehouses(ownerCustomerId),
    queryFn: () => get<Page<Warehouse>>(`${WAREHOUSE_API}/list`, { ownerCustomerId_equal: ownerCustomerId, size: 500 }),
    enabled: Boolean(ownerCustomerId),
  });

export const setWarehouseState = (warehouse: Warehouse, state: WarehouseState) =>
  post(`${WAREHOUSE_API}/state`, { id: warehouse.id, version: warehouse.version, state });

export const setShopStatus = (shop: Shop, status: number) =>
  post(`${SHOP_API}/shopStatusUpdate`, { id: shop.id, version: shop.version, status });

export const saveBindings = (shopId: string, warehouseIds: string[], defaultWarehouseId?: string) =>
  post<Binding[]>(`${BIND_API}/save`, { shopId, warehouseIds, defaultWarehouseId });
