import { accessMigration } from '../../modules/access/migrations/0004_access';
import { partiesMigration } from '../../modules/customer/migrations/0008_parties';
import { deliveryMigration } from '../../modules/delivery/migrations/0057_delivery';
import { feedbackMigration } from '../../modules/feedback/migrations/0050_feedback';
import { feedbackReplyAttachmentsMigration } from '../../modules/feedback/migrations/0053_feedback_reply_attachments';
import { fieldSalesMigration } from '../../modules/field/migrations/0054_field_sales';
import { fundMigration } from '../../modules/fund/migrations/0028_fund';
import { fundReceiptsMigration } from '../../modules/fund/migrations/0031_fund_receipts';
import { reconciliationMigration } from '../../modules/fund/migrations/0040_reconciliation';
import { creditDefaultsMigration } from '../../modules/fund/migrations/0042_credit_defaults';
import { statementSchedulesMigration } from '../../modules/fund/migrations/0045_statement_schedules';
import { creditChangesMigration } from '../../modules/fund/migrations/0046_credit_changes';
import { ordersMigration } from '../../modules/order/migrations/0029_orders';
import { orderShipmentsMigration } from '../../modules/order/migrations/0030_order_shipments';
import { orderReturnsMigration } from '../../modules/order/migrations/0033_order_returns';
import { orderSearchMigration } from '../../modules/order/migrations/0035_order_search';
import { pickupMigration } from '../../modules/pickup/migrations/0032_pickup';
import { rebateMigration } from '../../modules/rebate/migrations/0044_rebate';
import { recordsMigration } from '../../modules/records/migrations/0006_records';
import { reportFilterSetsMigration } from '../../modules/report/migrations/0051_report_filter_sets';
import { noticesMigration } from '../../modules/resource/migrations/0048_notices';
import { messageRulesMigration } from '../../modules/resource/migrations/0049_message_rules';
import { messageRuleDatesSmsMigration } from '../../modules/resource/migrations/0052_message_rule_dates_sms';
import { stockMigration } from '../../modules/stock/migrations/0019_stock';
import { stockVouchersMigration } from '../../modules/stock/migrations/0020_stock_vouchers';
import { stockReportsMigration } from '../../modules/stock/migrations/0021_stock_reports';
import { stockTransfersMigration } from '../../modules/stock/migrations/0022_stock_transfers';
import { stockChecksMigration } from '../../modules/stock/migrations/0023_stock_checks';
import { stockReorderMigration } from '../../modules/stock/migrations/0024_stock_reorder';
import { stockAdjustmentsMigration } from '../../modules/stock/migrations/0025_stock_adjustments';
import { stockGoodsSettingVersionMigration } from '../../modules/stock/migrations/0027_stock_goods_setting_version';
import { outboundSourcesMigration } from '../../modules/stock/migrations/0034_outbound_sources';
import { storesMigration } from '../../modules/store/migrations/0010_stores';
import { structureMigration } from '../../modules/structure/migrations/0005_structure';
import { platformMigration } from '../../modules/system/migrations/0007_platform';
import { bladexFieldsMigration } from '../../modules/system/migrations/0016_bladex_fields';
import { paramsMigration } from '../../modules/system/migrations/0017_params';
import { foundation } from './0001_foundation';
import { crudMigration } from './0002_crud';
import { usersMigration } from './0003_users';
import { catalogMigration } from './0009_catalog';
import { listsMigration } from './0011_lists';
import { wordsMigration } from './0012_words';
import { sessionsMigration } from './0013_sessions';
import { jobsMigration } from './0014_jobs';
import { documentsMigration } from './0015_documents';
import { ledgerMigration } from './0018_ledger';
import { workflowMigration } from './0047_workflow';
import type { Migration } from './migration';

/**
 * Every migration, in the order they apply (by name; see migrate.ts). A migration that only touches one
 * module's tables lives in `modules/<m>/migrations/`; one that spans modules, or creates the platform's
 * tables, lives here. A name, once released, never changes: the database records it (schema_migration).
 */
export const migrations: Migration[] = [
  foundation,
  crudMigration,
  usersMigration,
  accessMigration,
  structureMigration,
  recordsMigration,
  platformMigration,
  partiesMigration,
  catalogMigration,
  storesMigration,
  listsMigration,
  wordsMigration,
  sessionsMigration,
  jobsMigration,
  documentsMigration,
  bladexFieldsMigration,
  paramsMigration,
  ledgerMigration,
  stockMigration,
  stockVouchersMigration,
  stockReportsMigration,
  stockTransfersMigration,
  stockChecksMigration,
  stockReorderMigration,
  stockAdjustmentsMigration,
  stockGoodsSettingVersionMigration,
  fundMigration,
  ordersMigration,
  orderShipmentsMigration,
  fundReceiptsMigration,
  pickupMigration,
  orderReturnsMigration,
  outboundSourcesMigration,
  orderSearchMigration,
  reconciliationMigration,
  creditDefaultsMigration,
  rebateMigration,
  statementSchedulesMigration,
  creditChangesMigration,
  workflowMigration,
  noticesMigration,
  messageRulesMigration,
  feedbackMigration,
  reportFilterSetsMigration,
  messageRuleDatesSmsMigration,
  feedbackReplyAttachmentsMigration,
  fieldSalesMigration,
  deliveryMigration,
];
