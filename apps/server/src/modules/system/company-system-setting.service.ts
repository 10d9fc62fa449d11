import { randomBytes } from 'node:crypto';
import type { Page, PageQuery } from '@smdp/contracts';
import type { CompanySetting, CompanySettingInput, CompanySettingRecord } from '@smdp/contracts/system';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, paginate } from '../../platform/db/list-query';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import type { ImageType } from '../../platform/files/image-type';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { deptsAs, liveDeptCount } from '../structure';

/** Where an uploaded logo is served; `<img>` sends no token, so the unguessable key is the access check. */
export const LOGO_PATH = '/api/blade-system/companySystemSetting/logo/';
const LOGO_KEY = /^[a-f0-9]{32}$/;

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
    .select(['id', 'companyId', 'logo', 'shopEnabled', 'allowSelfApproval'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .orderBy('id')
    .limit(1);
  if (companyId !== undefined) query = query.where('companyId', '=', companyId);
  return (await query.executeTakeFirst()) ?? null;
}

function settings(db: Kysely<DB>, tenantId: string) {
  return db
    .selectFrom('companySystemSetting as s')
    .leftJoin(deptsAs(db, 'd'), 'd.id', 's.companyId')
    .select([
      's.id',
      's.companyId',
      'd.deptName as companyName',
      's.logo',
      's.shopEnabled',
      's.allowSelfApproval',
      's.version',
      's.createTime',
    ])
    .where('s.tenantId', '=', tenantId)
    .where('s.isDeleted', '=', 0);
}

const FILTERS = { companyName: 'd.dept_name', shopEnabled: 's.shop_enabled', createTime: 's.create_time' };
const SORTABLE = { companyName: 'd.dept_name', createTime: 's.create_time' };

export async function listCompanySettings(
  db: Database,
  tenantId: string,
  page: PageQuery,
  filters: Record<string, unknown>,
  zone: string,
): Promise<Page<CompanySettingRecord>> {
  return paginate(applyFilters(settings(db, tenantId), filters, FILTERS, zone), page, SORTABLE, {
    column: 's.id',
    direction: 'asc',
  });
}

export async function companySettingDetail(
  db: Kysely<DB>,
  tenantId: string,
  id: string,
): Promise<CompanySettingRecord> {
  const row = await settings(db, tenantId).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * Creates the setting of a company (a department of the caller's tenant) or updates one at its current
 * `version`. The logo must be one uploaded in this tenant; a replaced logo's file is deleted.
 */
export async function saveCompanySetting(
  db: Database,
  caller: Caller,
  input: z.output<typeof CompanySettingInput>,
  ip?: string,
) {
  const { tenantId } = caller;
  try {
    return await db.transaction().execute(async (trx) => {
      await assertCompanyOfTenant(trx, tenantId, input.companyId);
      const logo = input.logo || null;
      if (logo) await assertOwnLogo(trx, tenantId, logo);
      const values = {
        companyId: input.companyId,
        logo,
        shopEnabled: input.shopEnabled,
        // Left out (the logo dialog, an older client): kept as it is; a new setting starts at "no".
        ...(input.allowSelfApproval === undefined ? {} : { allowSelfApproval: input.allowSelfApproval }),
      };
      if (input.id) {
        const { before, after } = await updateVersioned(
          trx,
          'companySystemSetting',
          { id: input.id, version: input.version ?? 0 },
          values,
          { tenantId, userId: caller.userId },
        );
        if (before.logo && before.logo !== after.logo) await forgetLogo(trx, tenantId, before.logo);
        await recordAudit(
          trx,
          caller,
          { action: 'update', entity: 'companySetting', entityId: input.id, before, after },
          ip,
        );
        return companySettingDetail(trx, tenantId, input.id);
      }
      const { id } = await trx
        .insertInto('companySystemSetting')
        .values({ ...values, tenantId, createUser: caller.userId, updateUser: caller.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await companySettingDetail(trx, tenantId, id);
      await recordAudit(trx, caller, { action: 'create', entity: 'companySetting', entityId: id, after: created }, ip);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('companySettingExists');
    throw error;
  }
}

/** A company is a department of the tenant (the demo's head office is one). */
async function assertCompanyOfTenant(trx: Transaction<DB>, tenantId: string, companyId: string) {
  if ((await liveDeptCount(trx, tenantId, [companyId])) === 0) throw badRequest('companyUnknown');
}

async function assertOwnLogo(trx: Transaction<DB>, tenantId: string, logo: string) {
  const key = logo.startsWith(LOGO_PATH) ? logo.slice(LOGO_PATH.length) : '';
  const found =
    LOGO_KEY.test(key) &&
    (await trx
      .selectFrom('companyLogo')
      .select('id')
      .where('logoKey', '=', key)
      .where('tenantId', '=', tenantId)
      .executeTakeFirst());
  if (!found) throw badRequest('logoUnknown');
}

/** Deletes a logo file no live setting of the tenant shows any more. */
async function forgetLogo(trx: Transaction<DB>, tenantId: string, logo: string) {
  const stillShown = await trx
    .selectFrom('companySystemSetting')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('logo', '=', logo)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (stillShown || !logo.startsWith(LOGO_PATH)) return;
  await trx
    .deleteFrom('companyLogo')
    .where('tenantId', '=', tenantId)
    .where('logoKey', '=', logo.slice(LOGO_PATH.length))
    .execute();
}

export async function removeCompanySettings(db: Database, caller: Caller, ids: string[], ip?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const removed = await softRemove(trx, 'companySystemSetting', ids, {
      tenantId: caller.tenantId,
      userId: caller.userId,
    });
    for (const row of removed) if (row.logo) await forgetLogo(trx, caller.tenantId, row.logo);
    if (removed.length) {
      await recordAudit(
        trx,
        caller,
        { action: 'delete', entity: 'companySetting', entityId: removed.map((row) => row.id) },
        ip,
      );
    }
    return removed.length;
  });
}

/** Keeps an uploaded logo (already checked to be an accepted image) and returns the URL to show it at. */
export async function storeLogo(db: Database, caller: Caller, image: ImageType, content: Buffer): Promise<string> {
  const logoKey = randomBytes(16).toString('hex');
  await db
    .insertInto('companyLogo')
    .values({ tenantId: caller.tenantId, logoKey, contentType: image.mime, content, createUser: caller.userId })
    .execute();
  return `${LOGO_PATH}${logoKey}`;
}

export async function logoByKey(db: Database, key: string): Promise<{ contentType: string; content: Buffer } | null> {
  if (!LOGO_KEY.test(key)) return null;
  const row = await db
    .selectFrom('companyLogo')
    .select(['contentType', 'content'])
    .where('logoKey', '=', key)
    .executeTakeFirst();
  return row ? { contentType: row.contentType, content: Buffer.from(row.content) } : null;
}

/**
 * The image of the tenant's company logo (its first company setting with one), for documents the server
 * prints; null when there is none. Only the tenant's own logo rows count.
 */
export async function companyLogoImage(
  db: Database,
  tenantId: string,
): Promise<{ contentType: string; content: Buffer } | null> {
  const setting = await companySettingOf(db, tenantId);
  const key = setting?.logo?.startsWith(LOGO_PATH) ? setting.logo.slice(LOGO_PATH.length) : '';
  if (!LOGO_KEY.test(key)) return null;
  const row = await db
    .selectFrom('companyLogo')
    .select(['contentType', 'content'])
    .where('tenantId', '=', tenantId)
    .where('logoKey', '=', key)
    .executeTakeFirst();
  return row ? { contentType: row.contentType, content: Buffer.from(row.content) } : null;
}

/** The departments of the tenant a setting may be made for, and whether each has one already. */
export async function companyOptions(
  db: Database,
  tenantId: string,
): Promise<{ id: string; deptName: string; hasSetting: boolean }[]> {
  const rows = await db
    .selectFrom(deptsAs(db, 'd'))
    .select((eb) => [
      'd.id',
      'd.deptName',
      eb
        .exists(
          eb
            .selectFrom('companySystemSetting as s')
            .select('s.id')
            .whereRef('s.companyId', '=', 'd.id')
            .where('s.tenantId', '=', tenantId)
            .where('s.isDeleted', '=', 0),
        )
        .as('hasSetting'),
    ])
    .where('d.tenantId', '=', tenantId)
    .where('d.isDeleted', '=', 0)
    .orderBy('d.sort')
    .orderBy('d.id')
    .execute();
  return rows.map((row) => ({ ...row, hasSetting: Boolean(row.hasSetting) }));
}
