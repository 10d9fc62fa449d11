import type { PricedLine, PriceLine, PriceSource } from '@smdp/contracts/catalog';
import Decimal from 'decimal.js';
import type { Database } from '../../platform/db/database';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { parties } from '../customer';
import { type CandidateList, resolvePrice } from './price-resolution';

type GoodsFacts = {
  categoryPath: string[];
  onSale: boolean;
  minOrderQty: string;
  orderMultiple: string;
  factors: Map<string, string>;
};

function orderFacts(line: PriceLine, goods: GoodsFacts | undefined, inAssortment: boolean) {
  const onSale = goods?.onSale ?? false;
  const factor = goods?.factors.get(line.unit);
  if (!goods || factor === undefined) {
    return { factor: null, baseQty: null, onSale, inAssortment, quantityAllowed: false };
  }
  const baseQty = new Decimal(line.quantity).times(factor);
  return {
    factor: new Decimal(factor).toString(),
    baseQty: baseQty.toDecimalPlaces(3).toFixed(3),
    onSale,
    inAssortment,
    quantityAllowed: baseQty.gte(goods.minOrderQty) && baseQty.mod(goods.orderMultiple).isZero(),
  };
}

/**
 * The lists to try for a buyer, in order: its own, its level's default, its seller's default. A
 * customer account may ask for itself and for the buyers it sells to; staff for any party.
 */
async function chainOf(db: Database, caller: Caller, buyerId: string): Promise<{ source: PriceSource; id: string }[]> {
  let buyerQuery = db
    .selectFrom(parties(db).as('b'))
    .leftJoin('customerLevel as v', (join) => join.onRef('v.id', '=', 'b.levelId').on('v.isDeleted', '=', 0))
    .select((eb) => [
      'b.priceListId',
      'v.defaultPriceListId',
      eb
        .selectFrom('priceList as d')
        .select('d.id')
        .whereRef('d.tenantId', '=', 'b.tenantId')
        .whereRef('d.ownerPartyId', '=', 'b.sellerPartyId')
        .where('d.isDefault', '=', true)
        .where('d.isDeleted', '=', 0)
        .limit(1)
        .as('sellerDefaultId'),
    ])
    .where('b.tenantId', '=', caller.tenantId)
    .where('b.id', '=', buyerId)
    .where('b.isDeleted', '=', 0);
  const own = caller.customerId;
  if (own) buyerQuery = buyerQuery.where((eb) => eb.or([eb('b.id', '=', own), eb('b.sellerPartyId', '=', own)]));
  const buyer = await buyerQuery.executeTakeFirst();
  if (!buyer) throw notFound();
  const steps: [PriceSource, string | null | undefined][] = [
    ['BUYER', buyer.priceListId],
    ['LEVEL', buyer.defaultPriceListId],
    ['SELLER', buyer.sellerDefaultId],
  ];
  const seen = new Set<string>();
  return steps.flatMap(([source, id]) => {
    if (!id || seen.has(id)) return [];
    seen.add(id);
    return [{ source, id }];
  });
}

/**
 * Prices many order lines of one buyer on one date in two rounds of queries, whatever the number of
 * lines: the chain, the goods with their units and the buyer's assortment at once; then the lists and rows.
 */
export async function resolvePrices(
  db: Database,
  caller: Caller,
  input: { buyerId: string; date: string; lines: PriceLine[] },
): Promise<PricedLine[]> {
  const goodsIds = [...new Set(input.lines.map((line) => line.goodsId))];
  const [steps, goodsRows, unitRows, assortment] = await Promise.all([
    chainOf(db, caller, input.buyerId),
    db
      .selectFrom('goods as g')
      .innerJoin('productCategory as c', 'c.id', 'g.categoryId')
      .select(['g.id', 'c.path', 'g.saleState', 'g.baseUnit', 'g.minOrderQty', 'g.orderMultiple'])
      .where('g.tenantId', '=', caller.tenantId)
      .where('g.id', 'in', goodsIds)
      .where('g.isDeleted', '=', 0)
      .execute(),
    db.selectFrom('goodsUnit').select(['goodsId', 'unit', 'factor']).where('goodsId', 'in', goodsIds).execute(),
    db
      .selectFrom('customerGoods')
      .select('goodsId')
      .where('tenantId', '=', caller.tenantId)
      .where('partyId', '=', input.buyerId)
      .where('goodsId', 'in', goodsIds)
      .where('isDeleted', '=', 0)
      .execute(),
  ]);
  const goods = new Map<string, GoodsFacts>(
    goodsRows.map((row) => [
      row.id,
      {
        categoryPath: row.path.split('/').filter(Boolean),
        onSale: row.saleState === 'ON_SALE',
        minOrderQty: row.minOrderQty,
        orderMultiple: row.orderMultiple,
        factors: new Map([[row.baseUnit, '1']]),
      },
    ]),
  );
  for (const unit of unitRows) goods.get(unit.goodsId)?.factors.set(unit.unit, unit.factor);
  const assorted = new Set(assortment.map((row) => row.goodsId));
  const chain = await candidateLists(db, caller, steps, input.lines, goods);
  return input.lines.map((line) => {
    const facts = goods.get(line.goodsId);
    const price =
      facts && chain.length
        ? resolvePrice(chain, { ...line, categoryPath: facts.categoryPath, date: input.date })
        : null;
    return { ...line, price, ...orderFacts(line, facts, assorted.has(line.goodsId)) };
  });
}

/** The lists of the chain with the rows that may price these lines: two queries, whatever the lines. */
async function candidateLists(
  db: Database,
  caller: Caller,
  steps: { source: PriceSource; id: string }[],
  lines: PriceLine[],
  goods: Map<string, GoodsFacts>,
): Promise<CandidateList[]> {
  if (!steps.length || !goods.size) return [];
  const listIds = steps.map((step) => step.id);
  const categoryIds = [...new Set([...goods.values()].flatMap((one) => one.categoryPath))];
  const [lists, rows] = await Promise.all([
    db
      .selectFrom('priceList')
      .select(['id', 'state', 'validFrom', 'validTo'])
      .where('tenantId', '=', caller.tenantId)
      .where('id', 'in', listIds)
      .where('isDeleted', '=', 0)
      .execute(),
    db
      .selectFrom('priceListItem')
      .select(['id', 'priceListId', 'goodsId', 'categoryId', 'unit', 'price', 'minQty', 'validFrom', 'validTo'])
      .where('priceListId', 'in', listIds)
      .where('unit', 'in', [...new Set(lines.map((line) => line.unit))])
      .where((eb) =>
        eb.or([
          eb('goodsId', 'in', [...goods.keys()]),
          ...(categoryIds.length ? [eb('categoryId', 'in', categoryIds)] : []),
        ]),
      )
      .execute(),
  ]);
  return steps.flatMap((step) => {
    const list = lists.find((one) => one.id === step.id);
    if (!list) return [];
    return [
      {
        source: step.source,
        id: list.id,
        active: list.state === 'ACTIVE',
        validFrom: list.validFrom,
        validTo: list.validTo,
        rows: rows.filter((row) => row.priceListId === list.id),
      },
    ];
  });
}
