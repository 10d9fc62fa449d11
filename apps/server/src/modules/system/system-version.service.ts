import type { Database } from '../../platform/db/database';
import { sanitizeHtml } from '../../platform/html/sanitize';

/** status 1 = published (spec §3 "Version"). */
const PUBLISHED = 1;

export type NewestVersion = {
  id: string;
  versionNumber: string;
  effectTime: Date;
  updateContent: string;
  status: number;
};

/** The version notice to show: the latest published one already in effect, its HTML made safe to render. */
export async function newestVersion(db: Database, platform: string): Promise<NewestVersion | null> {
  const row = await db
    .selectFrom('systemVersion')
    .select(['id', 'versionNumber', 'effectTime', 'updateContent', 'status'])
    .where('platform', '=', platform)
    .where('status', '=', PUBLISHED)
    .where('isDeleted', '=', 0)
    .where('effectTime', '<=', new Date())
    .orderBy('effectTime', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { ...row, updateContent: sanitizeHtml(row.updateContent) } : null;
}
