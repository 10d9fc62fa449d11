/**
 * The fixed signed-in routes of spec §2 and their title keys (namespace `frames`), for the tab strip
 * and for the placeholder of a fixed page whose module is not built yet.
 */
export const FIXED_PAGE_TITLES: Readonly<Record<string, string>> = {
  '/wel/index': 'frames:titles.home',
  '/info/index': 'frames:titles.info',
  '/usersetting/setting': 'frames:titles.userSetting',
  '/resource/message': 'frames:titles.messages',
  '/under-construction/index': 'frames:titles.underConstruction',
  '/sales/order/purchaseDetailView': 'frames:titles.purchaseDetailView',
  '/customer-sales/outbound/detailView': 'frames:titles.outboundDetailView',
  '/customer/sub-customer/closeRequest': 'frames:titles.closeRequest',
  '/finance/sub-cust-credit/setting': 'frames:titles.subCustCredit',
  '/finance/customer-receipt/flow/receiptDirectApprovalDetail': 'frames:titles.receiptApproval',
  '/sales/shopVist/routeMgr/detail': 'frames:titles.routeDetail',
};

/** spec §2 /standalone children. */
export const STANDALONE_CHILDREN = [
  'sub-customer',
  'orderNew',
  'orderReturnNew',
  'orderDetail',
  'inboundDialog',
  'customerOutboundDetail',
  'pickCheck',
  'customerReceiptViews',
  'customerReceiptEntry',
  'routeMgr',
  'pdf',
] as const;
