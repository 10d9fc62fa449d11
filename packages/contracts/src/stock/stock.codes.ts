import { buttonCodes } from '../codes';

/** The stock pages' buttons (menus seeded in db/seed/menus.ts); `approve` reverses a DONE voucher. */
export const inboundCodes = buttonCodes('inbound', ['view', 'add', 'edit', 'delete', 'export', 'approve']);
export const outboundCodes = buttonCodes('outbound', ['view', 'add', 'edit', 'delete', 'export', 'approve']);
export const stockReportCodes = buttonCodes('stock_report', ['view', 'export']);
/** The invariant check of the stock ledger: a button only administrators get (menu-kit ADMIN_ONLY_ACTIONS). */
export const stockDriftCodes = buttonCodes('stock_report', ['check']);
