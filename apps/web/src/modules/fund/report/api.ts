import type { Wire } from '@smdp/contracts';
import type {
  AgeingReportRow as AgeingReportRowShape,
  CreditPosition as CreditPositionShape,
  ReceiptJournalRow as ReceiptJournalRowShape,
} from '@smdp/contracts/fund';

/** The finance reports (tabs of /finance/account-balance): paged lists the CRUD page filters and exports. */
export const REPORT_API = '/smdp-finance/report';

export type AgeingReportRow = Wire<AgeingReportRowShape>;
export type CreditReportRow = Wire<CreditPositionShape>;
export type ReceiptJournalRow = Wire<ReceiptJournalRowShape>;
