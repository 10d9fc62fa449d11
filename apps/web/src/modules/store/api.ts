import type { Page } from '@smdp/contracts';
import { get, post } from '../../lib/http';

export type WarehouseType = 'NORMAL' | 'VEHICLE' | 'TRANSIT' | 'DEFECTIVE';
export type WarehouseState = 'ACTIVE' | 'COUNTING' | 'DISABLED';

export type Warehouse = {
  id: string;
  version: number;
  code: string;
  name: string;
  grade: 1 | 2;
  parentWarehouseId: string | null;
  parentName: string | null;
  type: WarehouseType;
  state: WarehouseState;
  ownerCustomerId: string | null;
  ownerName: string | null;
  allowNegative: boolean;
  address: string | null;
  remark: string | null;
  keeperIds: string[];
  children?: Warehouse[];
};

export type Shop = {
  id: string;
  version: number;
  customerId: string;
  customerCode: string;
  customerName: string;
  shopCode: string;
  shopName: string;
  address: string | null;
  remark: string | null;
  status: number;
  bindWarehouseIds: string[];
  defaultWarehouseId: string | null;
};

export type Binding = { warehouseId: string; code: string; name: string; grade: number; isDefault: boolean };

export const WAREHOUSE_API = '/smdp-warehouse/warehouse';
export const SHOP_API = '/smdp-customer/customerShop';
export const BIND_API = '/smdp-customer/customerShopBind';

/** Warehouses a store of this customer may be bound to: the customer's own, not disabled. */
export const bindableWarehouses = (ownerCustomerId: string) =>
  get<Page<Warehouse>>(`${WAREHOUSE_API}/list`, { ownerCustomerId_equal: ownerCustomerId, size: 500 });

export const saveBindings = (shopId: string, warehouseIds: string[], defaultWarehouseId?: string) =>
  post<Binding[]>(`${BIND_API}/save`, { shopId, warehouseIds, defaultWarehouseId });
