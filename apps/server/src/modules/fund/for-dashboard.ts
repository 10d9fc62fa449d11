import { MAX_PAGE_SIZE } from '@smdp/contracts';
import type { FinanceReportQuery, FundAccount } from '@smdp/contracts/fund';
import type { Database } from '../../platform/db/database';
import type { Caller } from '../../platform/scope/caller';
import { ageingReport } from './finance-report.queries';
import { listFundAccounts } from './fund-account.queries';
import { todayIn } from './receipt.document';
import { listReconciliations } from './reconciliation.queries';

/** The account-balance rows a holder has (one per counterparty), as the account balance page lists them. */
export async function fundAccountsOf(db: Database, caller: Caller, holderPartyId: string): Promise<FundAccount[]> {
  const page = await listFundAccounts(db, caller, {
    current: 1,
    size: MAX_PAGE_SIZE,
    holderPartyId_equal: holderPartyId,
  });
  return page.records;
}

/** How many buyers the receivables ageing report lists with these filters (one row fetched). */
export async function ageingBuyerCount(
  db: Database,
  caller: Caller,
  filters: Omit<FinanceReportQuery, 'current' | 'size'>,
  zone: string,
): Promise<number> {
  return (await ageingReport(db, caller, { ...filters, current: 1, size: 1 }, todayIn(new Date(), zone))).total;
}

/** How many reconciliation statements the reconciliation page lists with these filters (one row fetched). */
export async function reconciliationCount(
  db: Database,
  caller: Caller,
  filters: Record<string, string>,
  zone: string,
): Promise<number> {
  return (await listReconciliations(db, caller, { ...filters, current: 1, size: 1 }, zone)).total;
}
