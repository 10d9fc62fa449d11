import { z } from 'zod';
import { FilterDate } from '../common';
import { PageQuery } from '../paging';
import { CreditPosition, FundAccountListQuery } from './fund.schema';
import { RECEIPT_METHODS, RECEIPT_STATES } from './receipt.machine';
import { ReceiptSummary } from './receipt.schema';

/**
 * Finance reports (domain.md §7; tabs of /finance/account-balance): fund balances per buyer, receivables
 * ageing, the receipts journal, credit use and overdue. Each is a paged list in the list dialect, so the
 * page filters it, exports it (on the server as a job when long) and opens the lines behind each figure.
 * Company staff see the buyers their data scope allows; a distributor its own buyers (its sub-customers).
 */
export const FinanceReportQuery = FundAccountListQuery.extend({
  overdueOnly_equal: z.enum(['true', 'false']).optional().describe("'true': only buyers with something past due"),
}).loose();
export type FinanceReportQuery = z.output<typeof FinanceReportQuery>;

/** One buyer's receivables with one seller aged by due date (30/60/90/120), and their total. */
export const AgeingReportRow = CreditPosition.pick({
  id: true,
  holderPartyId: true,
  holderCode: true,
  holderName: true,
  counterpartyPartyId: true,
  counterpartyCode: true,
  counterpartyName: true,
  overdue: true,
  oldestDueDate: true,
}).extend({
  notDue: z.string(),
  d1to30: z.string(),
  d31to60: z.string(),
  d61to90: z.string(),
  d91to120: z.string(),
  over120: z.string(),
  total: z.string().describe('all that is owed: not due plus overdue'),
});
export type AgeingReportRow = z.output<typeof AgeingReportRow>;

/** The receipts journal: receipts by posting period, method and state. */
export const ReceiptJournalQuery = PageQuery.extend({
  receiptNo_like: z.string().max(40).optional(),
  payerName_like: z.string().max(60).optional(),
  method_equal: z.enum(RECEIPT_METHODS).optional(),
  state_equal: z.enum(RECEIPT_STATES).optional(),
  postingDate_datege: FilterDate,
  postingDate_datelt: FilterDate,
  paidAt_datege: FilterDate,
  paidAt_datelt: FilterDate,
}).loose();
export type ReceiptJournalQuery = z.output<typeof ReceiptJournalQuery>;

export const ReceiptJournalRow = ReceiptSummary.pick({
  id: true,
  receiptNo: true,
  kind: true,
  state: true,
  payerPartyId: true,
  payerCode: true,
  payerName: true,
  payeePartyId: true,
  payeeCode: true,
  payeeName: true,
  amount: true,
  method: true,
  bankRef: true,
  paidAt: true,
  postingDate: true,
});
export type ReceiptJournalRow = z.output<typeof ReceiptJournalRow>;
