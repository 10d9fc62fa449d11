import {
  checkSplit,
  defaultSplit,
  type FundAvailability,
  orderRebateCap,
  type PayForm,
  type SplitIssue,
} from '@smdp/contracts/order';
import { cents, money, subMoney } from './money';

export type { FundAvailability, PayForm };

export const EMPTY_PAY_FORM: PayForm = {
  totalAmount: '0.00',
  totalDiscount: '0.00',
  totalTax: '0.00',
  actualTotalAmount: '0.00',
  cashPayment: '0.00',
  useAvailableCredit: false,
  rebatePayment: '0.00',
  creditPayment: '0.00',
};

/** The default split of the contracts (rebate up to its cap -> cash -> credit) on a payForm's totals. */
export function withDefaultSplit(payForm: PayForm, funds: FundAvailability): PayForm {
  const { creditShort: _short, ...split } = defaultSplit(payForm.actualTotalAmount, funds, funds.maxRebateRatio);
  return { ...payForm, ...split };
}

/**
 * The buyer's own split: rebate and cash as typed, credit takes the rest (domain.md §4: the parts add
 * up to the actual total). With credit switched off, cash takes the rest instead.
 */
export function editSplit(
  payForm: PayForm,
  edit: { rebatePayment?: string; cashPayment?: string; useAvailableCredit?: boolean },
): PayForm {
  const useCredit = edit.useAvailableCredit ?? payForm.useAvailableCredit;
  const rebate = money(cents(edit.rebatePayment ?? payForm.rebatePayment));
  if (!useCredit) {
    return {
      ...payForm,
      useAvailableCredit: false,
      rebatePayment: rebate,
      cashPayment: subMoney(payForm.actualTotalAmount, rebate),
      creditPayment: '0.00',
    };
  }
  const cash = money(cents(edit.cashPayment ?? payForm.cashPayment));
  return {
    ...payForm,
    useAvailableCredit: true,
    rebatePayment: rebate,
    cashPayment: cash,
    creditPayment: subMoney(subMoney(payForm.actualTotalAmount, rebate), cash),
  };
}

/**
 * The contracts' split check (the server's rules): issues that refuse the submit, and `creditShort`
 * (the order will wait ON_HOLD for a credit controller).
 */
export function splitCheck(
  payForm: PayForm,
  funds: FundAvailability | null,
): { issues: SplitIssue[]; creditShort: boolean } {
  if (!funds || cents(payForm.actualTotalAmount) <= 0n) return { issues: [], creditShort: false };
  return checkSplit(payForm, payForm.actualTotalAmount, funds, funds.maxRebateRatio);
}

/** The most rebate this order may use (the quote's cap over the seller's policies, as the submit checks it). */
export const rebateCapOf = (payForm: PayForm, funds: FundAvailability) =>
  orderRebateCap(payForm.actualTotalAmount, funds, funds.maxRebateRatio);

/** What is left of each fund after this order's split, for the live banner. */
export function remainingFunds(funds: FundAvailability, payForm: PayForm) {
  return {
    cash: subMoney(funds.cash, payForm.cashPayment),
    rebate: subMoney(funds.rebate, payForm.rebatePayment),
    credit: subMoney(funds.credit, payForm.creditPayment),
  };
}
