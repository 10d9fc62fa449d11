import type { Migration } from './migration';

/**
 * Who sent a party or a closure request for approval, and whether a tenant lets that person approve
 * it too (issue 9 item 14: by default the submitter may not; domain.md §1.9 allow_self_approval).
 */
export const listsMigration: Migration = {
  name: '0011_lists',
  statements: [
    'alter table company_system_setting add column allow_self_approval boolean not null default false',
    'alter table base_customer add column submitted_by bigint references blade_user(id)',
    'alter table customer_close_request add column submitted_by bigint references blade_user(id)',
  ],
};
