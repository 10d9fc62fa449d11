import Decimal from 'decimal.js';

/**
 * The payForm rules of domain.md §4, pure and shared: the web shows exactly what the server recomputes.
 * Money is decimal text with 2 places; all arithmetic is decimal.js (never binary floats), rounding
 * half up to the cent per line, then summing the rounded lines.
 */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Num = string | number | Decimal;
const dec = (value: Num | null | undefined) => new D(value === null || value === undefined || value === '' ? 0 : value);
const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const money = (value: Decimal) => cents(value).toFixed(2);

/** The tolerance of a client figure against the server's (domain.md §4). */
export const PAY_FORM_TOLERANCE = '0.01';

export type PayFormLineInput = {
  /** Quantity in the line's unit. */
  qty: string;
  /** Price of one line unit (0 for a gift). */
  unitPrice: string;
  discountAmount?: string | null | undefined;
  /** A decimal fraction: 0.13 is 13 %. */
  taxRate: string;
  isGift?: boolean | null | undefined;
};

export type PayFormOptions = {
  /** Prices include tax (the default): the tax is the part of the net inside it, and not added on top. */
  pricesIncludeTax?: boolean;
  /** An order-level discount, on top of the line discounts. */
  orderDiscount?: string;
};

export type PayFormLine = { amount: string; discountAmount: string; netAmount: string; taxAmount: string };

export type PayFormTotals = {
  totalAmount: string;
  totalDiscount: string;
  totalTax: string;
  actualTotalAmount: string;
};

export type PayFormComputed = PayFormTotals & { lines: PayFormLine[] };

/**
 * Prices lines: amount = qty × unit price (gifts at 0), net = amount − discount (a discount never
 * above its line), tax per line from the goods' rate; then total_amount = Σ amount, total_discount =
 * Σ discounts + order discount, total_tax = Σ tax, actual = total − discount (+ tax when prices exclude it).
 */
export function computePayForm(lines: readonly PayFormLineInput[], options: PayFormOptions = {}): PayFormComputed {
  const includeTax = options.pricesIncludeTax ?? true;
  let total = new D(0);
  let discount = new D(0);
  let tax = new D(0);
  const priced = lines.map((line) => {
    const amount = line.isGift ? new D(0) : cents(dec(line.qty).times(dec(line.unitPrice)));
    const lineDiscount = line.isGift ? new D(0) : D.min(cents(dec(line.discountAmount)), amount);
    const net = amount.minus(lineDiscount);
    const rate = dec(line.taxRate);
    const lineTax = includeTax ? cents(net.times(rate).dividedBy(rate.plus(1))) : cents(net.times(rate));
    total = total.plus(amount);
    discount = discount.plus(lineDiscount);
    tax = tax.plus(lineTax);
    return {
      amount: money(amount),
      discountAmount: money(lineDiscount),
      netAmount: money(net),
      taxAmount: money(lineTax),
    };
  });
  const orderDiscount = D.min(cents(dec(options.orderDiscount)), total.minus(discount));
  discount = discount.plus(D.max(orderDiscount, 0));
  const actual = total.minus(discount).plus(includeTax ? 0 : tax);
  return {
    lines: priced,
    totalAmount: money(total),
    totalDiscount: money(discount),
    totalTax: money(tax),
    actualTotalAmount: money(actual),
  };
}

/**
 * What the buyer can pay with (available = balance − frozen, domain.md §7). `rebateCap`: the most rebate
 * this order may use when the seller's policies set it (lots of several policies, each paying at most
 * its own share, domain.md §8); absent or null: actual × the max ratio of the available rebate.
 */
export type FundAvailabilityFigures = { cash: string; rebate: string; credit: string; rebateCap?: string | null };

export type PaySplit = {
  cashPayment: string;
  rebatePayment: string;
  creditPayment: string;
  useAvailableCredit: boolean;
};

/** The most rebate an order may use: min(rebate available, actual × max ratio), rounded down to the cent. */
export function rebateCap(actual: Num, availableRebate: Num, maxRebateRatio: Num): string {
  const byRatio = dec(actual).times(dec(maxRebateRatio)).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return money(D.max(0, D.min(byRatio, dec(availableRebate), dec(actual))));
}

/** The most rebate this order may use: the policies' cap when given (within the available rebate), else actual × the max ratio. */
export function orderRebateCap(actual: Num, availability: FundAvailabilityFigures, maxRebateRatio: Num): string {
  if (availability.rebateCap === undefined || availability.rebateCap === null) {
    return rebateCap(actual, availability.rebate, maxRebateRatio);
  }
  return money(D.max(0, D.min(cents(dec(availability.rebateCap)), dec(availability.rebate), dec(actual))));
}

/**
 * The default split: rebate up to its cap, then cash up to what is available, then credit for the rest.
 * `creditShort`: the credit part is above the available credit (submit puts such an order ON_HOLD).
 */
export function defaultSplit(
  actual: Num,
  availability: FundAvailabilityFigures,
  maxRebateRatio: Num,
): PaySplit & { creditShort: boolean } {
  const total = D.max(dec(actual), 0);
  const rebate = dec(orderRebateCap(total, availability, maxRebateRatio));
  const cash = D.max(0, D.min(cents(dec(availability.cash)), total.minus(rebate)));
  const credit = total.minus(rebate).minus(cash);
  return {
    rebatePayment: money(rebate),
    cashPayment: money(cash),
    creditPayment: money(credit),
    useAvailableCredit: credit.gt(0),
    creditShort: credit.gt(D.max(dec(availability.credit), 0)),
  };
}

export const SPLIT_ISSUES = ['SPLIT_SUM', 'NEGATIVE', 'REBATE_CAP', 'CASH_SHORT', 'CREDIT_NOT_ALLOWED'] as const;
export type SplitIssue = (typeof SPLIT_ISSUES)[number];

/**
 * Checks a buyer's split against the rules: parts ≥ 0 summing exactly to actual, rebate within its cap,
 * cash within the available cash, credit only when `useAvailableCredit`. A credit part above the
 * available credit is not an issue but `creditShort` (hard block -> ON_HOLD with a controller request).
 */
export function checkSplit(
  split: PaySplit,
  actual: Num,
  availability: FundAvailabilityFigures,
  maxRebateRatio: Num,
): { issues: SplitIssue[]; creditShort: boolean } {
  const cash = dec(split.cashPayment);
  const rebate = dec(split.rebatePayment);
  const credit = dec(split.creditPayment);
  const issues: SplitIssue[] = [];
  if (cash.lt(0) || rebate.lt(0) || credit.lt(0)) issues.push('NEGATIVE');
  if (
    !cash
      .plus(rebate)
      .plus(credit)
      .eq(cents(dec(actual)))
  )
    issues.push('SPLIT_SUM');
  if (rebate.gt(dec(orderRebateCap(actual, availability, maxRebateRatio)))) issues.push('REBATE_CAP');
  if (cash.gt(D.max(dec(availability.cash), 0))) issues.push('CASH_SHORT');
  if (credit.gt(0) && !split.useAvailableCredit) issues.push('CREDIT_NOT_ALLOWED');
  return { issues, creditShort: credit.gt(D.max(dec(availability.credit), 0)) };
}

export const COMPARED_FIGURES = ['totalAmount', 'totalDiscount', 'totalTax', 'actualTotalAmount'] as const;
export type ComparedFigure = (typeof COMPARED_FIGURES)[number];

/** The server's figures the client's differ from by more than 0.01 (empty: they agree). */
export function comparePayForm(
  client: PayFormTotals,
  server: PayFormTotals,
): { field: ComparedFigure; client: string; server: string }[] {
  return COMPARED_FIGURES.flatMap((field) =>
    dec(client[field]).minus(dec(server[field])).abs().gt(PAY_FORM_TOLERANCE)
      ? [{ field, client: client[field], server: server[field] }]
      : [],
  );
}

/** Adds money texts exactly. */
export const sumMoney = (...values: Num[]) => money(values.reduce<Decimal>((acc, one) => acc.plus(dec(one)), new D(0)));

/**
 * A refund in the original payment mix (domain.md §4): rebate and credit get their share of `amount`
 * in proportion to what they paid (rounded to the cent, never more than they paid), cash the rest.
 * Parts are >= 0 and add up to `amount` exactly (an amount above the paid total is capped to it).
 */
export function refundMix(
  amount: Num,
  paid: { cashPayment: string; rebatePayment: string; creditPayment: string },
): { cash: string; rebate: string; credit: string } {
  const cash = dec(paid.cashPayment);
  const rebate = dec(paid.rebatePayment);
  const credit = dec(paid.creditPayment);
  const total = cash.plus(rebate).plus(credit);
  const refund = D.max(0, D.min(cents(dec(amount)), total));
  if (total.isZero()) return { cash: '0.00', rebate: '0.00', credit: '0.00' };
  let rebatePart = D.min(rebate, cents(refund.times(rebate).dividedBy(total)));
  let creditPart = D.min(credit, cents(refund.times(credit).dividedBy(total)));
  let cashPart = refund.minus(rebatePart).minus(creditPart);
  // Rounding may leave cash a cent outside [0, cash paid]: that cent moves to or from credit, then rebate.
  if (cashPart.lt(0)) {
    const fromCredit = D.min(creditPart, cashPart.negated());
    creditPart = creditPart.minus(fromCredit);
    rebatePart = rebatePart.minus(cashPart.negated().minus(fromCredit));
    cashPart = new D(0);
  } else if (cashPart.gt(cash)) {
    const excess = cashPart.minus(cash);
    const toCredit = D.min(excess, credit.minus(creditPart));
    creditPart = creditPart.plus(toCredit);
    rebatePart = rebatePart.plus(excess.minus(toCredit));
    cashPart = cash;
  }
  return { cash: money(cashPart), rebate: money(rebatePart), credit: money(creditPart) };
}
