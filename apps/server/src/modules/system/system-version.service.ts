import type { Page, PageQuery } from '@smdp/contracts';
import type { NewestVersion, SystemVersion, SystemVersionInput } from '@smdp/contracts/system';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, paginate } from '../../platform/db/list-query';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { sanitizeHtml } from '../../platform/html/sanitize';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import type { Caller } from '../../platform/scope/caller';
import { localized } from './localized';

/** status 1 = published (spec §3 "Version"); a new version is a draft until published. */
const PUBLISHED = 1;
const DRAFT = 0;

/** The route turns the zoned `effectTime` text into an instant before the service sees it. */
type VersionInput = Omit<z.output<typeof SystemVersionInput>, 'effectTime'> & { effectTime: Date };

/** The version notice to show: the latest published one already in effect, its HTML made safe to render. */
export async function newestVersion(db: Database, platform: string, lang: Language): Promise<NewestVersion | null> {
  const row = await db
    .selectFrom('systemVersion')
    .select(['id', 'versionNumber', 'effectTime', 'updateContent', 'updateContentI18n', 'status'])
    .where('platform', '=', platform)
    .where('status', '=', PUBLISHED)
    .where('isDeleted', '=', 0)
    .where('effectTime', '<=', new Date())
    .orderBy('effectTime', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const { updateContentI18n, ...version } = row;
  return { ...version, updateContent: sanitizeHtml(localized(updateContentI18n, lang, row.updateContent)) };
}

const COLUMNS = [
  'id',
  'platform',
  'versionNumber',
  'effectTime',
  'updateContent',
  'status',
  'version',
  'createTime',
] as const;
const FILTERS = {
  platform: 'platform',
  versionNumber: 'version_number',
  status: 'status',
  effectTime: 'effect_time',
  createTime: 'create_time',
};
const SORTABLE = { versionNumber: 'version_number', effectTime: 'effect_time', createTime: 'create_time' };

/** Rows written before sanitising on input existed, or by hand, are made safe on the way out too. */
const safe = <T extends { updateContent: string }>(row: T): T => ({
  ...row,
  updateContent: sanitizeHtml(row.updateContent),
});

export async function listVersions(
  db: Database,
  page: PageQuery,
  filters: Record<string, unknown>,
  zone: string,
): Promise<Page<SystemVersion>> {
  const query = applyFilters(
    db.selectFrom('systemVersion').select(COLUMNS).where('isDeleted', '=', 0),
    filters,
    FILTERS,
    zone,
  );
  const rows = await paginate(query, page, SORTABLE, { column: 'effect_time', direction: 'desc' });
  return { ...rows, records: rows.records.map(safe) };
}

export async function versionDetail(db: Kysely<DB>, id: string): Promise<SystemVersion> {
  const row = await db
    .selectFrom('systemVersion')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound();
  return safe(row);
}

/** Creates a draft, or updates a version at its current `version`; the notes are stored sanitised. */
export async function saveVersion(
  db: Database,
  caller: Caller,
  input: VersionInput,
  ip?: string,
): Promise<SystemVersion> {
  const values = {
    platform: input.platform,
    versionNumber: input.versionNumber,
    effectTime: input.effectTime,
    updateContent: sanitizeHtml(input.updateContent),
  };
  try {
    return await db.transaction().execute(async (trx) => {
      if (input.id) {
        const { before, after } = await updateVersioned(
          trx,
          'systemVersion',
          { id: input.id, version: input.version ?? 0 },
          values,
          { userId: caller.userId },
        );
        if (before.updateContent !== after.updateContent) {
          // Notes edited here are the notes in every language: translations of the old ones no longer fit.
          await trx.updateTable('systemVersion').set({ updateContentI18n: '{}' }).where('id', '=', input.id).execute();
        }
        await recordAudit(
          trx,
          caller,
          { action: 'update', entity: 'systemVersion', entityId: input.id, before, after },
          ip,
        );
        return versionDetail(trx, input.id);
      }
      const { id } = await trx
        .insertInto('systemVersion')
        .values({ ...values, status: DRAFT, createUser: caller.userId, updateUser: caller.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await versionDetail(trx, id);
      await recordAudit(trx, caller, { action: 'create', entity: 'systemVersion', entityId: id, after: created }, ip);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('versionNumberTaken', { versionNumber: input.versionNumber });
    throw error;
  }
}

/** Publishes a version: from its effect time on, the shell announces it to everyone (spec §4). */
export async function publishVersion(db: Database, caller: Caller, id: string, ip?: string): Promise<SystemVersion> {
  return db.transaction().execute(async (trx) => {
    const current = await versionDetail(trx, id);
    if (current.status === PUBLISHED) return current;
    const { before, after } = await updateVersioned(
      trx,
      'systemVersion',
      { id, version: current.version },
      { status: PUBLISHED },
      { userId: caller.userId },
    );
    await recordAudit(trx, caller, { action: 'publish', entity: 'systemVersion', entityId: id, before, after }, ip);
    return versionDetail(trx, id);
  });
}

export async function removeVersions(db: Database, caller: Caller, ids: string[], ip?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const removed = await softRemove(trx, 'systemVersion', ids, { userId: caller.userId });
    if (removed.length) {
      await recordAudit(
        trx,
        caller,
        { action: 'delete', entity: 'systemVersion', entityId: removed.map((row) => row.id) },
        ip,
      );
    }
    return removed.length;
  });
}
