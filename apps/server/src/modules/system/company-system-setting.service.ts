import type { Database } from '../../platform/db/database';

/** spec §3 "Company setting", plus the shop switch the shell reads (spec §2 "/store paths"). */
export type CompanySetting = { id: string; companyId: string; logo: string | null; shopEnabled: boolean };

/**
 * The setting of one company of the caller's tenant, or, without `companyId`, of its first company.
 * Another tenant's company reads as absent: the answer never tells whether it exists.
 */
export async function companySettingOf(
  db: Database,
  tenantId: string,
  companyId?: string,
): Promise<CompanySetting | null> {
  let query = db
    .selectFrom('companySystemSetting')
    .select(['id', 'companyId', 'logo', 'shopEnabled'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .orderBy('id')
    .limit(1);
  if (companyId !== undefined) query = query.where('companyId', '=', companyId);
  return (await query.executeTakeFirst()) ?? null;
}
