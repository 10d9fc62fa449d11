import type { Database } from '../../platform/db/database';
import { companySettingOf } from './company-system-setting.service';

/** spec §5: whether the tenant's company has the store feature switched on (the store module asks). */
export async function shopFeatureOn(db: Database, tenantId: string): Promise<boolean> {
  return Boolean((await companySettingOf(db, tenantId))?.shopEnabled);
}
