import { accessMessages } from './access/access.messages';
import { catalogMessages } from './catalog/catalog.messages';
import { crudMessages } from './crud/crud.messages';
import { customerMessages } from './customer/customer.messages';
import { deliveryMessages } from './delivery/delivery.messages';
import { feedbackMessages } from './feedback/feedback.messages';
import { routeMessages } from './field/route.messages';
import { visitMessages } from './field/visit.messages';
import { fundMessages } from './fund/fund.messages';
import { fundClosureMessages } from './fund/fund-closure.messages';
import { reconciliationMessages } from './fund/reconciliation.messages';
import { statementMessages } from './fund/statement.messages';
import { jobMessages } from './job/job.messages';
import { orderMessages } from './order/order.messages';
import { orderClosureMessages } from './order/order-closure.messages';
import { returnMessages } from './order/return.messages';
import { pickupMessages } from './pickup/pickup.messages';
import { rebateMessages } from './rebate/rebate.messages';
import { recordsMessages } from './records/records.messages';
import { reportMessages } from './report/report.messages';
import { messageRuleMessages } from './resource/message-rule.messages';
import { noticeMessages } from './resource/notice.messages';
import { adjustmentMessages } from './stock/adjustment.messages';
import { checkMessages } from './stock/check.messages';
import { goodsSettingMessages } from './stock/goods-setting.messages';
import { stockMessages } from './stock/stock.messages';
import { stockReportMessages } from './stock/stock-report.messages';
import { transferMessages } from './stock/transfer.messages';
import { storeMessages } from './store/store.messages';
import { structureMessages } from './structure/structure.messages';
import { systemMessages } from './system/system.messages';
import { userMessages } from './user/user.messages';

/**
 * The texts each module sends to people, gathered for the one translation table of platform/i18n.
 * Imported file by file, not through the modules' index.ts: the messages are data the platform's
 * errors are typed by, and going through the routes would make platform and modules import each other.
 */
export const moduleMessages = {
  ...crudMessages,
  ...feedbackMessages,
  ...reportMessages,
  ...userMessages,
  ...accessMessages,
  ...structureMessages,
  ...recordsMessages,
  ...systemMessages,
  ...storeMessages,
  ...stockMessages,
  ...stockReportMessages,
  ...transferMessages,
  ...checkMessages,
  ...adjustmentMessages,
  ...goodsSettingMessages,
  ...catalogMessages,
  ...customerMessages,
  ...jobMessages,
  ...fundMessages,
  ...orderMessages,
  ...pickupMessages,
  ...orderClosureMessages,
  ...fundClosureMessages,
  ...reconciliationMessages,
  ...statementMessages,
  ...returnMessages,
  ...rebateMessages,
  ...noticeMessages,
  ...messageRuleMessages,
  ...routeMessages,
  ...deliveryMessages,
  ...visitMessages,
};
