import { notifyOpenerAndClose, openStandalone } from '../../lib/child-window';

/** The message a receipt child window sends its opener once it saved or changed a receipt. */
export const RECEIPT_CHANGED = 'fund.receiptChanged';

export const receiptChangedAndClose = (id: string) => notifyOpenerAndClose(RECEIPT_CHANGED, { id });

/** The /standalone children of the receipt pages (spec §2). */
export const openReceiptView = (id: string) => openStandalone('customerReceiptViews', { id });
export const openReceiptEntry = () => openStandalone('customerReceiptEntry');
