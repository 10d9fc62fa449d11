import type { AccessTables } from '../modules/access/access.tables';
import type { AuthTables } from '../modules/auth/auth.tables';
import type { CatalogTables } from '../modules/catalog/catalog.tables';
import type { CrudTables } from '../modules/crud/crud.tables';
import type { CustomerTables } from '../modules/customer/customer.tables';
import type { DeliveryTables } from '../modules/delivery/delivery.tables';
import type { FeedbackTables } from '../modules/feedback/feedback.tables';
import type { FieldTables } from '../modules/field/field.tables';
import type { FundTables } from '../modules/fund/fund.tables';
import type { ReconciliationTables } from '../modules/fund/reconciliation.tables';
import type { JobModuleTables } from '../modules/job/job.tables';
import type { OrderTables } from '../modules/order/order.tables';
import type { OrderReturnColumns } from '../modules/order/return.columns';
import type { PickupTables } from '../modules/pickup/pickup.tables';
import type { RebateTables } from '../modules/rebate/rebate.tables';
import type { RecordsTables } from '../modules/records/records.tables';
import type { ReportTables } from '../modules/report/report.tables';
import type { ResourceTables } from '../modules/resource/resource.tables';
import type { StockAdjustmentTables } from '../modules/stock/adjustment.tables';
import type { StockCheckTables } from '../modules/stock/check.tables';
import type { StockDriftTables } from '../modules/stock/drift.tables';
import type { StockTables } from '../modules/stock/stock.tables';
import type { StockTransferTables } from '../modules/stock/transfer.tables';
import type { StockVoucherTables } from '../modules/stock/vouchers.tables';
import type { StoreTables } from '../modules/store/store.tables';
import type { StructureTables } from '../modules/structure/structure.tables';
import type { SystemTables } from '../modules/system/system.tables';
import type { UserTables } from '../modules/user/user.tables';
import type { WorkflowModuleTables } from '../modules/workflow/workflow.tables';
import type { SessionTables } from '../platform/auth/session.tables';
import type { AuditTables } from '../platform/crud/audit.tables';
import type { DocumentTables } from '../platform/document/document.tables';
import type { WorkflowTables } from '../platform/document/workflow.tables';
import type { JobTables } from '../platform/jobs/jobs.tables';
import type { LedgerTables } from '../platform/ledger/ledger.tables';

/**
 * Every table. Each module declares the tables it owns in `modules/<m>/<m>.tables.ts` (the platform's
 * in `platform/<area>/*.tables.ts`); `modules/tables.test.ts` checks that each table has one owner
 * and that no module names a table it does not own.
 */
export type DB = SystemTables &
  AuthTables &
  UserTables &
  AccessTables &
  StructureTables &
  CustomerTables &
  CatalogTables &
  StoreTables &
  StockTables &
  StockDriftTables &
  StockVoucherTables &
  StockTransferTables &
  StockCheckTables &
  StockAdjustmentTables &
  OrderTables &
  PickupTables &
  FieldTables &
  DeliveryTables &
  OrderReturnColumns &
  ResourceTables &
  RecordsTables &
  CrudTables &
  AuditTables &
  SessionTables &
  DocumentTables &
  WorkflowTables &
  WorkflowModuleTables &
  FeedbackTables &
  JobTables &
  JobModuleTables &
  LedgerTables &
  FundTables &
  ReconciliationTables &
  RebateTables &
  ReportTables;

export type { MenuTable, RoleTable } from '../modules/access/access.tables';
export type { BaseCustomerTable, PartyState, PartyType } from '../modules/customer/customer.tables';
export type { WarehouseState, WarehouseType } from '../modules/store/store.tables';
export type { DeptTable, DictTable, RegionTable } from '../modules/structure/structure.tables';
export type { YesNo } from '../modules/user/user.tables';
// Re-exported for the files that import them from here; new code imports them from the owner's file.
export type * from './columns';
