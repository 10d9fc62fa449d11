import type { Migration } from './migration';

/**
 * The ledger kernel (platform/ledger, issue 12): period locks. Each ledger's entry and balance tables
 * come with the module that writes it (stock first, money next).
 */
export const ledgerMigration: Migration = {
  name: '0018_ledger',
  statements: [
    // lock_date is text 'YYYY-MM-DD' on the wire; stored as a date so it compares as one.
    `create table ledger_period_lock (
      tenant_id text not null,
      ledger text not null,
      party_key text not null default '',
      lock_date date not null,
      update_time timestamptz not null default now(),
      primary key (tenant_id, ledger, party_key))`,
  ],
};
