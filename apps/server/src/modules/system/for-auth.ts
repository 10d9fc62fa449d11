import type { Database } from '../../platform/db/database';

/** What sign-in needs of the system module: a tenant's status and an OAuth client's row. */

/** A live tenant's status and expiry, or undefined. */
export const tenantStatusOf = (db: Database, tenantId: string) =>
  db
    .selectFrom('bladeTenant')
    .select(['expireTime', 'status'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();

/** An enabled, live OAuth client with its secret digest and grants, or undefined. */
export const enabledClient = (db: Database, clientId: string) =>
  db
    .selectFrom('bladeClient')
    .select(['clientId', 'clientSecretHash', 'authorizedGrantTypes', 'accessTokenValidity', 'refreshTokenValidity'])
    .where('clientId', '=', clientId)
    .where('isDeleted', '=', 0)
    .where('status', '=', 1)
    .executeTakeFirst();
