import type { Database } from '../../platform/db/database';

export type TenantInfo = { tenantId: string; tenantName: string; domain: string | null };

/** The tenant whose domain the sign-in page is served on, so that page can hide the tenant field. */
export async function findTenantByDomain(db: Database, domain: string): Promise<TenantInfo | null> {
  const host = domain
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[:/].*$/, '');
  if (!host) return null;
  const row = await db
    .selectFrom('bladeTenant')
    .select(['tenantId', 'tenantName', 'domain'])
    .where((eb) => eb(eb.fn('lower', ['domain']), '=', host))
    .where('isDeleted', '=', 0)
    .where('status', '=', 1)
    .executeTakeFirst();
  return row ?? null;
}
