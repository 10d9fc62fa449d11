import type { Migration } from './migration';

/**
 * Users and accounts (issue 4, item 2).
 *
 * - `base_customer.account_number`: how many live accounts (primary and sub-accounts) a customer may
 *   have; -1 means no limit, as `blade_tenant.account_number`.
 * - `blade_user.user_ext`: the platform extension of an account (`platform-detail` / `update-platform`),
 *   free text kept as BladeX clients send it.
 * - Indexes for the user list on large tenants: the department join and the default order.
 */
export const usersMigration: Migration = {
  name: '0003_users',
  statements: [
    'alter table base_customer add column account_number integer not null default -1 check (account_number >= -1)',
    'alter table blade_user add column user_ext text',
    'create index blade_user_dept_dept on blade_user_dept (dept_id)',
    'create index blade_user_role_role on blade_user_role (role_id)',
    'create index blade_user_list on blade_user (tenant_id, id desc) where is_deleted = 0',
  ],
};
