import type { ChildMessage } from '../../lib/child-window';
import { notifyOpenerAndClose, openStandalone } from '../../lib/child-window';
import type { VoucherKind } from './api';

/** The message a stock child window sends its opener once it changed a voucher. */
export const VOUCHER_CHANGED = 'stock.voucherChanged';
export type VoucherChanged = { kind: VoucherKind; id: string };

export const changedVoucherOf = (message: ChildMessage): VoucherChanged | null =>
  message.type === VOUCHER_CHANGED ? (message.payload as VoucherChanged) : null;

/** Tells the opener which voucher changed and closes this window. */
export const voucherChangedAndClose = (kind: VoucherKind, id: string) =>
  notifyOpenerAndClose(VOUCHER_CHANGED, { kind, id } satisfies VoucherChanged);

/** The /standalone children of the stock pages (spec §2), each opened with the voucher's id. */
export const openInboundDialog = (id: string) => openStandalone('inboundDialog', { id });
export const openPickCheck = (id: string) => openStandalone('pickCheck', { id });
export const openCustomerOutbound = (id: string) => openStandalone('customerOutboundDetail', { id });
