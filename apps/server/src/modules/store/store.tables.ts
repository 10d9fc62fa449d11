import type { ColumnType, Generated } from 'kysely';
import type { AuditColumns, GeneratedId, Id } from '../../db/columns';

export type WarehouseType = 'NORMAL' | 'VEHICLE' | 'TRANSIT' | 'DEFECTIVE';

/** COUNTING blocks postings while a frozen stock count runs (domain.md §6). */
export type WarehouseState = 'ACTIVE' | 'COUNTING' | 'DISABLED';

export type WarehouseTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  ownerCustomerId: Id | null;
  code: string;
  name: string;
  grade: 1 | 2;
  parentWarehouseId: Id | null;
  type: ColumnType<WarehouseType, WarehouseType | undefined, WarehouseType>;
  state: ColumnType<WarehouseState, WarehouseState | undefined, WarehouseState>;
  allowNegative: Generated<boolean>;
  address: string | null;
  remark: string | null;
};

export type WarehouseKeeperTable = { warehouseId: Id; userId: Id };

export type CustomerShopTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  customerId: Id;
  shopCode: string;
  shopName: string;
  address: string | null;
  remark: string | null;
};

export type CustomerShopBindTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  shopId: Id;
  warehouseId: Id;
  /** The warehouse a store's secondary orders ship from by default: one per store. */
  isDefault: Generated<boolean>;
};

/** Tables of warehouses, their keepers, stores (shops) and their warehouse bindings (0001, 0010_stores). */
export type StoreTables = {
  warehouse: WarehouseTable;
  warehouseKeeper: WarehouseKeeperTable;
  customerShop: CustomerShopTable;
  customerShopBind: CustomerShopBindTable;
};
