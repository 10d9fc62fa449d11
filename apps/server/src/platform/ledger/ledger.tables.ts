import type { Generated } from 'kysely';

/**
 * The last closed day of one ledger for a tenant ('' party: every party of the tenant), as text
 * 'YYYY-MM-DD': postings dated on or before it are refused.
 */
export type LedgerPeriodLockTable = {
  tenantId: string;
  ledger: string;
  partyKey: string;
  lockDate: string;
  updateTime: Generated<Date>;
};

/** Tables of the ledger kernel (migration 0018_ledger). Entry and balance tables belong to their ledger's module. */
export type LedgerTables = {
  ledgerPeriodLock: LedgerPeriodLockTable;
};
