import type { Migration } from '../../../db/migrations/migration';

/**
 * Roles, grants and data scope.
 *
 * `blade_role.data_scope` says which rows of business lists a role's holders see, inside their tenant
 * (modules/access/data-scope.ts turns it into a filter):
 *   1 ALL             every row of the tenant
 *   2 DEPT            rows of the holder's own department
 *   3 DEPT_AND_BELOW  rows of the holder's department and every department below it
 *   4 CUSTOMER        rows of the holder's own customer
 *   5 SELF            rows the holder created
 * A user with several roles gets the widest of them (ALL > DEPT_AND_BELOW > DEPT > CUSTOMER > SELF),
 * and a customer's account never sees past its own customer, whatever its roles say.
 */
export const accessMigration: Migration = {
  name: '0004_access',
  statements: [
    'alter table blade_role add column data_scope integer not null default 1 check (data_scope between 1 and 5)',
    'create index blade_role_parent on blade_role (tenant_id, parent_id)',
    'create index blade_role_menu_menu on blade_role_menu (menu_id)',
  ],
};
