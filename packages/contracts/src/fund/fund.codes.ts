import { buttonCodes } from '../codes';

/**
 * Receipts (page /finance/customer-receipt): `approve` approves, rejects and reverses; `direct` lets a role
 * approve receipts it entered itself (direct approval in one step).
 */
export const customerReceiptCodes = buttonCodes('customer_receipt', [
  'view',
  'add',
  'edit',
  'delete',
  'export',
  'approve',
  'direct',
]);
/** Account balances (page /finance/account-balance): read only; `check` runs the fund ledger's invariant check (administrators). */
export const accountBalanceCodes = buttonCodes('account_balance', ['view', 'export', 'check']);
/**
 * Credit (page /finance/credit): `edit` asks for a change of a customer's credit limit (company staff only),
 * `approve` approves or rejects another's request, `direct` applies one's own change in one step.
 */
export const creditCodes = buttonCodes('credit', ['view', 'edit', 'approve', 'direct']);
/**
 * Sub-customer credit (page /finance/sub-cust-credit/setting): a distributor reads (`view`) and asks to
 * change (`edit`) the credit it grants its own sub-customers, approves others' requests (`approve`) or
 * applies its own in one step (`direct`); company staff do it for any distributor.
 */
export const subCustCreditCodes = buttonCodes('sub_cust_credit', ['view', 'edit', 'approve', 'direct']);

/** Who acts on credit change requests (credit-change.machine.ts): either page's buttons. */
export const CREDIT_CHANGE_CODES = {
  view: [creditCodes.view, creditCodes.edit, subCustCreditCodes.view, subCustCreditCodes.edit],
  edit: [creditCodes.edit, subCustCreditCodes.edit],
  approve: [creditCodes.approve, subCustCreditCodes.approve],
} as const;

export const RECEIPT_CODES = {
  view: [customerReceiptCodes.view],
  add: [customerReceiptCodes.add],
  edit: [customerReceiptCodes.edit],
  write: [customerReceiptCodes.add, customerReceiptCodes.edit],
  delete: [customerReceiptCodes.delete],
  approve: [customerReceiptCodes.approve],
} as const;

/**
 * Who may read a holder's availability (cash, rebate, credit): the balance and receipt pages, and the
 * order screens whose live banner shows it as the cart grows.
 */
export const FUND_AVAILABILITY_CODES = [
  accountBalanceCodes.view,
  customerReceiptCodes.view,
  buttonCodes('order', ['view']).view,
  buttonCodes('order_new', ['view']).view,
  buttonCodes('purchase', ['view']).view,
] as const;

/**
 * Reconciliation (page /finance/reconciliation): the creditor side drafts and issues (`add`), settles
 * disputes with adjustments, re-issues and voids (`edit`); the debtor side confirms or disputes (`approve`).
 */
export const reconciliationCodes = buttonCodes('reconciliation', ['view', 'add', 'edit', 'approve', 'export']);

export const RECONCILIATION_CODES = {
  view: [reconciliationCodes.view],
  issue: [reconciliationCodes.add],
  settle: [reconciliationCodes.edit],
  answer: [reconciliationCodes.approve],
} as const;
