import { buttonCodes } from '../codes';

/** The stock pages' buttons (menus seeded in db/seed/menus.ts); `approve` reverses a DONE voucher. */
export const inboundCodes = buttonCodes('inbound', ['view', 'add', 'edit', 'delete', 'export', 'approve']);
export const outboundCodes = buttonCodes('outbound', ['view', 'add', 'edit', 'delete', 'export', 'approve']);
export const stockReportCodes = buttonCodes('stock_report', ['view', 'export']);
/** The invariant check of the stock ledger: a button only administrators get (menu-kit ADMIN_ONLY_ACTIONS). */
export const stockDriftCodes = buttonCodes('stock_report', ['check']);
export const transferCodes = buttonCodes('stock_transfer', ['view', 'add', 'edit', 'delete', 'export']);
/** Stock checks (page /stock/check): `approve` approves a count whose differences exceed the threshold. */
export const stockCheckCodes = buttonCodes('stock_check', ['view', 'add', 'edit', 'delete', 'export', 'approve']);
/** The counter's page (/stock/task): `edit` enters counted quantities and submits the count. */
export const stockTaskCodes = buttonCodes('stock_task', ['view', 'edit']);
/** Stock adjustments (page /stock/adjustment): `approve` approves one above the threshold and reverses a posted one. */
export const stockAdjustmentCodes = buttonCodes('stock_adjustment', [
  'view',
  'add',
  'edit',
  'delete',
  'export',
  'approve',
]);
/** Stock settings (/stock/setting): goods are the company's, so only its staff get `edit` (companyKept). */
export const stockSettingCodes = buttonCodes('stock_setting', ['view', 'edit', 'export']);
