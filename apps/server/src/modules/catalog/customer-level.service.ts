import type { Page, PageQuery } from '@smdp/contracts';
import type { CustomerLevel, CustomerLevelInput } from '@smdp/contracts/catalog';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import type { Caller } from '../../platform/scope/caller';
import { lockScopedRow, scopedRows } from '../../platform/scope/scoped';
import { parties } from '../customer';
import { localized } from '../system';
import { ownerFor } from './scope';

const COLUMNS: ListColumns = {
  code: 'v.code',
  name: 'v.name',
  rank: 'v.rank',
  ownerPartyId: 'v.owner_party_id',
  ownerName: 'o.customer_name',
  createTime: 'v.create_time',
};

/**
 * Levels a caller may see, named in `lang`: a customer account the ones its customer grades its buyers
 * with; staff those of the tenant their data scope reaches.
 */
async function visible(db: Database | Transaction<DB>, caller: Caller, lang: Language) {
  const levels = await scopedRows(db, caller, 'customerLevel as v', { owner: 'v.ownerPartyId' });
  return levels
    .innerJoin(parties(db).as('o'), 'o.id', 'v.ownerPartyId')
    .leftJoin('priceList as l', (join) => join.onRef('l.id', '=', 'v.defaultPriceListId').on('l.isDeleted', '=', 0))
    .select([
      'v.id',
      'v.ownerPartyId',
      'o.customerName as ownerName',
      'v.code',
      sql<string>`coalesce(nullif(v.name_i18n->>${lang}::text, ''), v.name)`.as('name'),
      'v.rank',
      'v.defaultPriceListId',
      'l.name as defaultPriceListName',
      'v.remark',
      'v.version',
      'v.createTime',
    ]);
}

export async function listCustomerLevels(
  db: Database,
  caller: Caller,
  query: PageQuery & Record<string, unknown>,
  where: { zone: string; lang: Language },
): Promise<Page<CustomerLevel>> {
  return paginate(applyFilters(await visible(db, caller, where.lang), query, COLUMNS, where.zone), query, COLUMNS, {
    column: 'v.rank',
    direction: 'asc',
  });
}

export async function customerLevelDetail(
  db: Database | Transaction<DB>,
  caller: Caller,
  id: string,
  lang: Language,
): Promise<CustomerLevel> {
  const row = await (await visible(db, caller, lang)).where('v.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A level's default list is one of its owner's own price lists. */
async function assertPriceList(trx: Transaction<DB>, tenantId: string, owner: string, priceListId: string | null) {
  if (!priceListId) return;
  const list = await trx
    .selectFrom('priceList')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('id', '=', priceListId)
    .where('ownerPartyId', '=', owner)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (!list) throw badRequest('levelPriceListInvalid');
}

export async function saveCustomerLevel(
  db: Database,
  caller: Caller,
  input: CustomerLevelInput,
  lang: Language,
  ip?: string,
) {
  try {
    return await db.transaction().execute(async (trx) => {
      const values = {
        code: input.code,
        name: input.name,
        // A new name is the level's name in every language; the translations of the old one no longer fit.
        nameI18n: '{}',
        rank: input.rank ?? 1,
        defaultPriceListId: input.defaultPriceListId ?? null,
        remark: input.remark ?? null,
      };
      if (input.id) {
        const current = await lockScopedRow(trx, caller, 'customerLevel', input.id, {
          owner: 'customerLevel.ownerPartyId',
        });
        await assertPriceList(trx, caller.tenantId, current.ownerPartyId, values.defaultPriceListId);
        // The form shows the name in the editor's language: sent back unchanged, name and translations stay.
        const { name: _name, nameI18n: _translations, ...others } = values;
        const unchanged = localized(current.nameI18n, lang, current.name) === input.name;
        const { before, after } = await updateVersioned(
          trx,
          'customerLevel',
          { id: input.id, version: input.version ?? 0 },
          unchanged ? others : values,
          { tenantId: caller.tenantId, userId: caller.userId },
        );
        await recordAudit(
          trx,
          caller,
          { action: 'update', entity: 'customerLevel', entityId: input.id, before, after },
          ip,
        );
        return customerLevelDetail(trx, caller, input.id, lang);
      }
      const ownerPartyId = await ownerFor(trx, caller, input.ownerPartyId);
      await assertPriceList(trx, caller.tenantId, ownerPartyId, values.defaultPriceListId);
      const created = await trx
        .insertInto('customerLevel')
        .values({
          ...values,
          ownerPartyId,
          tenantId: caller.tenantId,
          createUser: caller.userId,
          createDept: caller.deptId,
          updateUser: caller.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(
        trx,
        caller,
        { action: 'create', entity: 'customerLevel', entityId: created.id, after: created },
        ip,
      );
      return customerLevelDetail(trx, caller, created.id, lang);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('levelCodeExists', { code: input.code });
    throw error;
  }
}

/** Removes levels no customer holds. */
export async function removeCustomerLevels(db: Database, caller: Caller, ids: string[], ip?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const levels = await scopedRows(trx, caller, 'customerLevel as v', { owner: 'v.ownerPartyId' });
    const owned = (await levels.select('v.id').where('v.id', 'in', ids).execute()).map((row) => row.id);
    if (!owned.length) return 0;
    const held = await trx
      .selectFrom(parties(trx).as('p'))
      .select('id')
      .where('levelId', 'in', owned)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    if (held) throw badRequest('levelInUse');
    const removed = await softRemove(trx, 'customerLevel', owned, { tenantId: caller.tenantId, userId: caller.userId });
    await recordAudit(
      trx,
      caller,
      { action: 'delete', entity: 'customerLevel', entityId: removed.map((row) => row.id) },
      ip,
    );
    return removed.length;
  });
}
