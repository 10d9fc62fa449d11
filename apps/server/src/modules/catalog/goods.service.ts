import type { Page, PageQuery } from '@smdp/contracts';
import type { Goods, GoodsInput, GoodsSaleStateInput, GoodsUnit, OrderUnit } from '@smdp/contracts/catalog';
import Decimal from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { liveAttachmentIds } from '../records';
import { assertCompanyStaff } from './scope';

const COLUMNS: ListColumns = {
  sku: 'g.sku',
  name: 'g.name',
  brand: 'g.brand',
  barcode: 'g.barcode',
  baseUnit: 'g.base_unit',
  saleState: 'g.sale_state',
  categoryName: 'c.name',
  createTime: 'g.create_time',
};

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/bmp'];

/** Decimal text without trailing zeros: `0.130000` → `0.13`. */
const plain = (value: string) => new Decimal(value).toString();

function visible(db: Database, caller: Caller) {
  return db
    .selectFrom('goods as g')
    .innerJoin('productCategory as c', 'c.id', 'g.categoryId')
    .where('g.tenantId', '=', caller.tenantId)
    .where('g.isDeleted', '=', 0)
    .select([
      'g.id',
      'g.sku',
      'g.name',
      'g.categoryId',
      'c.name as categoryName',
      'c.path as categoryPath',
      'g.brand',
      'g.spec',
      'g.baseUnit',
      'g.barcode',
      'g.taxRate',
      'g.minOrderQty',
      'g.orderMultiple',
      'g.saleState',
      'g.images',
      'g.remark',
      'g.version',
      'g.createTime',
    ]);
}

type GoodsRow = Omit<Goods, 'units'>;

async function withUnits(db: Database, rows: GoodsRow[]): Promise<Goods[]> {
  if (!rows.length) return [];
  const units = await db
    .selectFrom('goodsUnit')
    .select(['goodsId', 'unit', 'factor'])
    .where(
      'goodsId',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('factor')
    .execute();
  return rows.map((row) => ({
    ...row,
    taxRate: plain(row.taxRate),
    units: units.filter((unit) => unit.goodsId === row.id).map(({ unit, factor }) => ({ unit, factor: plain(factor) })),
  }));
}

/** Goods of the tenant, paged; `categoryId` narrows to a product level and every level below it. */
export async function listGoods(
  db: Database,
  caller: Caller,
  query: PageQuery & Record<string, unknown>,
  zone: string,
): Promise<Page<Goods>> {
  let base = visible(db, caller);
  if (typeof query.categoryId === 'string' && /^\d{1,19}$/.test(query.categoryId)) {
    base = base.where('c.path', 'like', `%/${query.categoryId}/%`);
  }
  const page = await paginate(applyFilters(base, query, COLUMNS, zone), query, COLUMNS, {
    column: 'g.sku',
    direction: 'asc',
  });
  return { ...page, records: await withUnits(db, page.records) };
}

export async function goodsDetail(db: Database, caller: Caller, id: string): Promise<Goods> {
  const row = await visible(db, caller).where('g.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const [goods] = await withUnits(db, [row]);
  if (!goods) throw notFound();
  return goods;
}

/** The units an order line may use: the base unit (factor 1) and the extra ones with their factors. */
export async function goodsUnits(db: Database, caller: Caller, id: string): Promise<OrderUnit[]> {
  const goods = await goodsDetail(db, caller, id);
  return [
    { unit: goods.baseUnit, factor: '1', isBase: true },
    ...goods.units.map((unit) => ({ ...unit, isBase: false })),
  ];
}

async function assertCategory(trx: Transaction<DB>, tenantId: string, categoryId: string) {
  const found = await trx
    .selectFrom('productCategory')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('id', '=', categoryId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (!found) throw badRequest('goodsCategoryInvalid');
}

async function assertImages(trx: Transaction<DB>, tenantId: string, ids: string[]) {
  if (!ids.length) return;
  const found = await liveAttachmentIds(trx, tenantId, ids, IMAGE_TYPES);
  if (found.length !== new Set(ids).size) throw badRequest('goodsImageInvalid');
}

function assertUnits(baseUnit: string, units: GoodsUnit[]) {
  const seen = new Set([baseUnit]);
  for (const { unit } of units) {
    if (seen.has(unit)) throw badRequest('goodsUnitInvalid', { unit });
    seen.add(unit);
  }
}

/** Creates or changes goods with their extra units, in one transaction (company staff only). */
export async function saveGoods(db: Database, caller: Caller, input: GoodsInput, ip?: string): Promise<Goods> {
  assertCompanyStaff(caller);
  const units = input.units ?? [];
  assertUnits(input.baseUnit, units);
  try {
    return await db.transaction().execute(async (trx) => {
      await assertCategory(trx, caller.tenantId, input.categoryId);
      const images = input.images ?? [];
      await assertImages(trx, caller.tenantId, images);
      const values = {
        sku: input.sku,
        name: input.name,
        categoryId: input.categoryId,
        brand: input.brand ?? null,
        spec: input.spec ?? null,
        baseUnit: input.baseUnit,
        barcode: input.barcode ?? null,
        taxRate: input.taxRate ?? '0',
        minOrderQty: input.minOrderQty ?? '1',
        orderMultiple: input.orderMultiple ?? '1',
        images: JSON.stringify([...new Set(images)]),
        remark: input.remark ?? null,
        ...(input.saleState ? { saleState: input.saleState } : {}),
      };
      let id: string;
      if (input.id) {
        const { before, after } = await updateVersioned(
          trx,
          'goods',
          { id: input.id, version: input.version ?? 0 },
          values,
          { tenantId: caller.tenantId, userId: caller.userId },
        );
        id = after.id;
        await trx.deleteFrom('goodsUnit').where('goodsId', '=', id).execute();
        await recordAudit(trx, caller, { action: 'update', entity: 'goods', entityId: id, before, after }, ip);
      } else {
        const created = await trx
          .insertInto('goods')
          .values({ ...values, tenantId: caller.tenantId, createUser: caller.userId, updateUser: caller.userId })
          .returningAll()
          .executeTakeFirstOrThrow();
        id = created.id;
        await recordAudit(trx, caller, { action: 'create', entity: 'goods', entityId: id, after: created }, ip);
      }
      if (units.length) {
        await trx
          .insertInto('goodsUnit')
          .values(units.map((unit) => ({ goodsId: id, unit: unit.unit, factor: unit.factor })))
          .execute();
      }
      return goodsDetail(trx, caller, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('goodsSkuExists', { sku: input.sku });
    throw error;
  }
}

/** Puts goods on or off sale; a stale version gets 409. */
export async function setSaleState(
  db: Database,
  caller: Caller,
  input: GoodsSaleStateInput,
  ip?: string,
): Promise<Goods> {
  assertCompanyStaff(caller);
  return db.transaction().execute(async (trx) => {
    const { before, after } = await updateVersioned(
      trx,
      'goods',
      { id: input.id, version: input.version },
      { saleState: input.saleState },
      { tenantId: caller.tenantId, userId: caller.userId },
    );
    await recordAudit(trx, caller, { action: 'saleState', entity: 'goods', entityId: input.id, before, after }, ip);
    return goodsDetail(trx, caller, input.id);
  });
}

/** Removes goods no price list names any more, with their place in every assortment. */
export async function removeGoods(db: Database, caller: Caller, ids: string[], ip?: string): Promise<number> {
  assertCompanyStaff(caller);
  return db.transaction().execute(async (trx) => {
    const owned = (await visible(trx, caller).where('g.id', 'in', ids).execute()).map((row) => row.id);
    if (!owned.length) return 0;
    const priced = await trx
      .selectFrom('priceListItem as i')
      .innerJoin('priceList as l', 'l.id', 'i.priceListId')
      .select(sql<string>`count(*)`.as('n'))
      .where('i.goodsId', 'in', owned)
      .where('l.isDeleted', '=', 0)
      .executeTakeFirstOrThrow();
    if (Number(priced.n) > 0) throw badRequest('goodsInUse');
    const removed = await softRemove(trx, 'goods', owned, { tenantId: caller.tenantId, userId: caller.userId });
    await softRemove(
      trx,
      'customerGoods',
      (
        await trx
          .selectFrom('customerGoods')
          .select('id')
          .where('goodsId', 'in', owned)
          .where('isDeleted', '=', 0)
          .execute()
      ).map((row) => row.id),
      { tenantId: caller.tenantId, userId: caller.userId },
    );
    await recordAudit(trx, caller, { action: 'delete', entity: 'goods', entityId: removed.map((row) => row.id) }, ip);
    return removed.length;
  });
}
