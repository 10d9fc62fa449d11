import type { Id } from './columns';

export type WarehouseKeeperTable = { warehouseId: Id; userId: Id };

/** Tables of stores (shops), their warehouse bindings, and warehouses (migration 0010_stores). */
export type StoreTables = { warehouseKeeper: WarehouseKeeperTable };
