import type { Generated } from 'kysely';

/**
 * Columns migration 0003_users adds to foundation tables. They are declared here, beside the migration
 * that creates them, and merge into `DB` through its intersection with the foundation's tables.
 */
export type UserAreaTables = {
  baseCustomer: {
    /** Live accounts the customer may have (primary and sub-accounts); -1 means no limit. */
    accountNumber: Generated<number>;
  };
  bladeUser: {
    /** The platform extension of an account (`platform-detail` / `update-platform`). */
    userExt: string | null;
  };
};
