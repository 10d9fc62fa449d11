import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** What the user and access modules need of the system module. */
export { localized } from './localized';
export type { MenuNode } from './menu.service';
export { assertAccountQuota } from './tenant.service';
export { assertGrantable, grantableMenuIds } from './tenant-package.service';

/** The personal settings row every new account gets. */
export async function createUserSettings(trx: Transaction<DB>, tenantId: string, userId: string): Promise<void> {
  await trx.insertInto('userSystemSetting').values({ tenantId, userId }).execute();
}

/** Whether the company's store feature is on (its company system setting). */
export async function shopEnabledOf(db: Kysely<DB>, tenantId: string): Promise<boolean> {
  const setting = await db
    .selectFrom('companySystemSetting')
    .select('shopEnabled')
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .orderBy('id')
    .executeTakeFirst();
  return Boolean(setting?.shopEnabled);
}

/** Whether a live tenant is in the gray (early) release; undefined when the tenant is gone. */
export async function tenantGrayRelease(db: Kysely<DB>, tenantId: string): Promise<boolean | undefined> {
  const tenant = await db
    .selectFrom('bladeTenant')
    .select('grayRelease')
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  return tenant?.grayRelease;
}

/**
 * An enabled tenant's account quota and expiry, its row locked so that concurrent guest registrations
 * queue; undefined when there is no such tenant.
 */
export const lockTenantForRegistration = (trx: Transaction<DB>, tenantId: string) =>
  trx
    .selectFrom('bladeTenant')
    .select(['accountNumber', 'expireTime'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .where('status', '=', 1)
    .forUpdate()
    .executeTakeFirst();

/** The name of the tenant `tenantIdRef` (a column of the outer row) names: a correlated subquery for lists. */
export const tenantNameOf = (tenantIdRef: string) =>
  sql<
    string | null
  >`(select t.tenant_name from blade_tenant t where t.tenant_id = ${sql.ref(tenantIdRef)} and t.is_deleted = 0)`;

/** A live parameter of the tenant by key (e.g. `account.initPassword`); undefined when it has none. */
export async function paramValueOf(db: Kysely<DB>, tenantId: string, key: string): Promise<string | undefined> {
  const param = await db
    .selectFrom('bladeParam')
    .select('paramValue')
    .where('tenantId', '=', tenantId)
    .where('paramKey', '=', key)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  return param?.paramValue || undefined;
}
