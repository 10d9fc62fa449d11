import type { ChildMessage } from '../../lib/child-window';
import { notifyOpenerAndClose, openStandalone } from '../../lib/child-window';

/** The message an order child window sends its opener once it saved, submitted or moved an order. */
export const ORDER_CHANGED = 'order.changed';
export type OrderChanged = { id: string };

export const changedOrderOf = (message: ChildMessage): OrderChanged | null =>
  message.type === ORDER_CHANGED ? (message.payload as OrderChanged) : null;

export const orderChangedAndClose = (id: string) => notifyOpenerAndClose(ORDER_CHANGED, { id } satisfies OrderChanged);

/** spec §2 /standalone children: a new order (optionally a saved draft), and one order's detail. */
export const openOrderNew = (draftId?: string) => openStandalone('orderNew', draftId ? { draftId } : {});
export const openOrderDetail = (id: string) => openStandalone('orderDetail', { id });

/** The fixed route of one order inside the shell (spec §2). */
export const orderDetailPath = (id: string) => `/sales/order/purchaseDetailView?id=${encodeURIComponent(id)}`;
