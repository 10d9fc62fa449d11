import { addMoney, cents, minMoney, money, moneyGreater, subMoney } from './money';

/** domain.md §4 payForm as the screen holds it: every figure a decimal string of 2 places. */
export type PayForm = {
  totalAmount: string;
  totalDiscount: string;
  totalTax: string;
  actualTotalAmount: string;
  cashPayment: string;
  useAvailableCredit: boolean;
  rebatePayment: string;
  creditPayment: string;
};

/** What the buyer may spend on this order: available cash, rebate up to its cap, available credit. */
export type FundAvailability = {
  cash: string;
  rebate: string;
  /** min(rebate balance, actual total × the policy's max use ratio). */
  rebateCap: string;
  credit: string;
};

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

export type Split = Pick<PayForm, 'rebatePayment' | 'cashPayment' | 'creditPayment' | 'useAvailableCredit'>;

/**
 * domain.md §4 default split: rebate up to its cap, then cash up to what is available, then credit
 * for the rest. What neither covers stays on cash (the server refuses it with its message).
 */
export function defaultSplit(actualTotal: string, funds: FundAvailability): Split {
  const zero = '0.00';
  const total = cents(actualTotal) > 0n ? money(cents(actualTotal)) : zero;
  const rebate = minMoney(total, nonNegative(funds.rebateCap));
  const afterRebate = subMoney(total, rebate);
  const cash = minMoney(afterRebate, nonNegative(funds.cash));
  const rest = subMoney(afterRebate, cash);
  const credit = minMoney(rest, nonNegative(funds.credit));
  const shortfall = subMoney(rest, credit);
  return {
    rebatePayment: rebate,
    cashPayment: addMoney(cash, shortfall),
    creditPayment: credit,
    useAvailableCredit: cents(credit) > 0n,
  };
}

const nonNegative = (value: string) => (cents(value) > 0n ? money(cents(value)) : '0.00');

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

export type SplitProblem = 'negative' | 'rebateOverCap' | 'cashOverAvailable' | 'creditOverAvailable' | 'creditOff';

/** The payForm rules of domain.md §4 the buyer's split can break, as message keys. */
export function splitProblems(payForm: PayForm, funds: FundAvailability | null): SplitProblem[] {
  const problems: SplitProblem[] = [];
  const parts = [payForm.rebatePayment, payForm.cashPayment, payForm.creditPayment];
  if (parts.some((part) => cents(part) < 0n)) problems.push('negative');
  if (!payForm.useAvailableCredit && cents(payForm.creditPayment) > 0n) problems.push('creditOff');
  if (!funds) return problems;
  if (moneyGreater(payForm.rebatePayment, funds.rebateCap)) problems.push('rebateOverCap');
  if (moneyGreater(payForm.cashPayment, funds.cash)) problems.push('cashOverAvailable');
  if (moneyGreater(payForm.creditPayment, funds.credit)) problems.push('creditOverAvailable');
  return problems;
}

/** What is left to spend after this order's split, for the live banner. */
export function remainingFunds(funds: FundAvailability, payForm: PayForm): FundAvailability {
  return {
    cash: subMoney(funds.cash, payForm.cashPayment),
    rebate: subMoney(funds.rebate, payForm.rebatePayment),
    rebateCap: subMoney(funds.rebateCap, payForm.rebatePayment),
    credit: subMoney(funds.credit, payForm.creditPayment),
  };
}
