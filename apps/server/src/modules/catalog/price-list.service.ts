import type { Page, PageQuery } from '@smdp/contracts';
import type { PriceList, PriceListDetail, PriceListInput, PriceListItemInput } from '@smdp/contracts/catalog';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { lockScopedRow, scopedRows } from '../../platform/scope/scoped';
import { parties } from '../customer';
import { ownerFor } from './scope';

const COLUMNS: ListColumns = {
  code: 'l.code',
  name: 'l.name',
  currency: 'l.currency',
  state: 'l.state',
  isDefault: 'l.is_default',
  ownerPartyId: 'l.owner_party_id',
  ownerName: 'o.customer_name',
  validFrom: 'l.valid_from',
  validTo: 'l.valid_to',
  createTime: 'l.create_time',
};

/**
 * Price lists a caller may see: a customer account its own customer's only, staff those of the tenant
 * their data scope reaches.
 */
async function visiblePriceLists(db: Database, caller: Caller) {
  const lists = await scopedRows(db, caller, 'priceList as l', { owner: 'l.ownerPartyId' });
  return lists
    .innerJoin(parties(db).as('o'), 'o.id', 'l.ownerPartyId')
    .select((eb) => [
      'l.id',
      'l.ownerPartyId',
      'o.customerCode as ownerCode',
      'o.customerName as ownerName',
      'l.code',
      'l.name',
      'l.currency',
      'l.validFrom',
      'l.validTo',
      'l.isDefault',
      'l.state',
      'l.remark',
      eb
        .selectFrom('priceListItem as i')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('i.priceListId', '=', 'l.id')
        .as('itemCount'),
      'l.version',
      'l.createTime',
    ]);
}

type ListRow = Omit<PriceList, 'itemCount'> & { itemCount: number | null };
const toPriceList = (row: ListRow): PriceList => ({ ...row, itemCount: row.itemCount ?? 0 });

export async function listPriceLists(
  db: Database,
  caller: Caller,
  query: PageQuery & Record<string, unknown>,
  zone: string,
): Promise<Page<PriceList>> {
  const page = await paginate(applyFilters(await visiblePriceLists(db, caller), query, COLUMNS, zone), query, COLUMNS, {
    column: 'l.code',
    direction: 'asc',
  });
  return { ...page, records: page.records.map(toPriceList) };
}

export async function priceListDetail(db: Database, caller: Caller, id: string): Promise<PriceListDetail> {
  const row = await (await visiblePriceLists(db, caller)).where('l.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const items = await db
    .selectFrom('priceListItem as i')
    .leftJoin('goods as g', 'g.id', 'i.goodsId')
    .leftJoin('productCategory as c', 'c.id', 'i.categoryId')
    .select([
      'i.id',
      'i.goodsId',
      'g.sku',
      'g.name as goodsName',
      'i.categoryId',
      'c.name as categoryName',
      'i.unit',
      'i.price',
      'i.minQty',
      'i.validFrom',
      'i.validTo',
    ])
    .where('i.priceListId', '=', id)
    .orderBy('i.id')
    .execute();
  return { ...toPriceList(row), items };
}

const datesInOrder = (from: string | null | undefined, to: string | null | undefined) => !from || !to || from <= to;

/**
 * Rows name live goods of the tenant in one of their units, or a live product level; `row` in the
 * message is 1-based, as the form shows it.
 */
async function assertItems(trx: Transaction<DB>, tenantId: string, items: PriceListItemInput[]) {
  const goodsIds = [...new Set(items.flatMap((item) => (item.goodsId ? [item.goodsId] : [])))];
  const categoryIds = [...new Set(items.flatMap((item) => (item.categoryId ? [item.categoryId] : [])))];
  const goods = goodsIds.length
    ? await trx
        .selectFrom('goods')
        .select(['id', 'baseUnit'])
        .where('tenantId', '=', tenantId)
        .where('id', 'in', goodsIds)
        .where('isDeleted', '=', 0)
        .execute()
    : [];
  const units = goodsIds.length
    ? await trx.selectFrom('goodsUnit').select(['goodsId', 'unit']).where('goodsId', 'in', goodsIds).execute()
    : [];
  const categories = categoryIds.length
    ? await trx
        .selectFrom('productCategory')
        .select('id')
        .where('tenantId', '=', tenantId)
        .where('id', 'in', categoryIds)
        .where('isDeleted', '=', 0)
        .execute()
    : [];
  const unitsOf = new Map(goods.map((one) => [one.id, new Set([one.baseUnit])]));
  for (const unit of units) unitsOf.get(unit.goodsId)?.add(unit.unit);
  const knownCategories = new Set(categories.map((one) => one.id));
  items.forEach((item, index) => {
    const valid = item.goodsId
      ? (unitsOf.get(item.goodsId)?.has(item.unit) ?? false)
      : knownCategories.has(item.categoryId ?? '');
    if (!valid) throw badRequest('priceListItemInvalid', { row: index + 1 });
    if (!datesInOrder(item.validFrom, item.validTo)) throw badRequest('priceListDatesInvalid');
  });
}

/** Creates or changes a price list with all its rows (replaced as a whole), in one transaction. */
export async function savePriceList(db: Database, caller: Caller, input: PriceListInput, ip?: string) {
  if (!datesInOrder(input.validFrom, input.validTo)) throw badRequest('priceListDatesInvalid');
  try {
    return await db.transaction().execute(async (trx) => {
      await assertItems(trx, caller.tenantId, input.items);
      const values = {
        code: input.code,
        name: input.name,
        currency: input.currency ?? 'CNY',
        validFrom: input.validFrom ?? null,
        validTo: input.validTo ?? null,
        isDefault: input.isDefault ?? false,
        state: input.state ?? 'ACTIVE',
        remark: input.remark ?? null,
      };
      let id: string;
      if (input.id) {
        // The owner never changes: the list stays where its buyers and levels point.
        await lockScopedRow(trx, caller, 'priceList', input.id, { owner: 'priceList.ownerPartyId' });
        const { before, after } = await updateVersioned(
          trx,
          'priceList',
          { id: input.id, version: input.version ?? 0 },
          values,
          { tenantId: caller.tenantId, userId: caller.userId },
        );
        id = after.id;
        await trx.deleteFrom('priceListItem').where('priceListId', '=', id).execute();
        await recordAudit(trx, caller, { action: 'update', entity: 'priceList', entityId: id, before, after }, ip);
      } else {
        const ownerPartyId = await ownerFor(trx, caller, input.ownerPartyId);
        const created = await trx
          .insertInto('priceList')
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
        id = created.id;
        await recordAudit(trx, caller, { action: 'create', entity: 'priceList', entityId: id, after: created }, ip);
      }
      if (input.items.length) {
        await trx
          .insertInto('priceListItem')
          .values(
            input.items.map((item) => ({
              priceListId: id,
              goodsId: item.goodsId ?? null,
              categoryId: item.goodsId ? null : (item.categoryId ?? null),
              unit: item.unit,
              price: item.price,
              minQty: item.minQty ?? '0',
              validFrom: item.validFrom ?? null,
              validTo: item.validTo ?? null,
            })),
          )
          .execute();
      }
      return priceListDetail(trx, caller, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const constraint = (error as { constraint?: string }).constraint;
      if (constraint === 'price_list_default') throw badRequest('priceListDefaultExists');
      throw badRequest('priceListCodeExists', { code: input.code });
    }
    throw error;
  }
}

/** Removes price lists no customer and no customer level points at, with their rows. */
export async function removePriceLists(db: Database, caller: Caller, ids: string[], ip?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const visible = await visiblePriceLists(trx, caller);
    const owned = (await visible.where('l.id', 'in', ids).execute()).map((row) => row.id);
    if (!owned.length) return 0;
    const [partyHolds, levelHolds] = await Promise.all([
      trx
        .selectFrom(parties(trx).as('p'))
        .select('id')
        .where('priceListId', 'in', owned)
        .where('isDeleted', '=', 0)
        .executeTakeFirst(),
      trx
        .selectFrom('customerLevel')
        .select('id')
        .where('defaultPriceListId', 'in', owned)
        .where('isDeleted', '=', 0)
        .executeTakeFirst(),
    ]);
    if (partyHolds || levelHolds) throw badRequest('priceListInUse');
    const removed = await softRemove(trx, 'priceList', owned, { tenantId: caller.tenantId, userId: caller.userId });
    await recordAudit(
      trx,
      caller,
      { action: 'delete', entity: 'priceList', entityId: removed.map((row) => row.id) },
      ip,
    );
    return removed.length;
  });
}
