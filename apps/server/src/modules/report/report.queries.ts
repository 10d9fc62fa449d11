import type { Page } from '@smdp/contracts';
import type {
  BuyerTrendQuery,
  BuyerTrendRow,
  FillRateQuery,
  FillRateRow,
  OrderStatusQuery,
  OrderStatusRow,
  ReturnReasonQuery,
  ReturnReasonRow,
  SalesGroup,
  SalesQuery,
  SalesRow,
  StoreCountQuery,
  StoreCountRow,
  StoreOrderQuery,
  StoreOrderRow,
  StoreWarehouseQuery,
  StoreWarehouseRow,
} from '@smdp/contracts/report';
import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { paginate } from '../../platform/db/list-query';
import type { Caller } from '../../platform/scope/caller';
import { goodsName, goodsSku } from '../catalog';
import { activeStoresByWarehouse, partyCode, partyName, storeCountsBySeller } from '../customer';
import { buyerSalesAcross, fillRateByGoods, ordersByState, ordersPerStore, returnsByReason, salesBy } from '../order';
import { warehouseName } from '../store';
import { userRealName } from '../user';
import { periodBefore } from './report.period';

/**
 * The report centre's reports (domain.md §11, Orders and Network rows). The order and customer modules
 * group the rows the caller sees; here each grouped query becomes the derived table `r`, gets its names
 * and is paged and sorted in the list dialect (figures stay numeric for sorting, sent as decimal strings).
 */

/** A numeric column of `r` as the decimal string the wire carries. */
const decimal = <C extends string>(column: C) => sql<string>`${sql.ref(`r.${column}`)}::text`.as(column);

/** Sortable keys: each report's columns of `r`. */
const sortable = (...keys: string[]) => Object.fromEntries(keys.map((key) => [key, `r.${key}`]));

export async function orderStatusReport(
  db: Database,
  caller: Caller,
  query: OrderStatusQuery,
  today: string,
): Promise<Page<OrderStatusRow>> {
  const grouped = await ordersByState(db, caller, query, today);
  const rows = db
    .selectFrom(grouped.as('r'))
    .select(['r.state', 'r.orderCount', decimal('amount'), 'r.age0to7', 'r.age8to30', 'r.ageOver30', 'r.oldestDays']);
  return paginate(rows, query, sortable('state', 'orderCount', 'amount', 'oldestDays'), {
    column: 'r.orderCount',
    direction: 'desc',
  });
}

export async function fillRateReport(db: Database, caller: Caller, query: FillRateQuery): Promise<Page<FillRateRow>> {
  const grouped = await fillRateByGoods(db, caller, query);
  const rows = db
    .selectFrom(grouped.as('r'))
    .select((eb) => [
      sql<string>`r.goods_id::text`.as('goodsId'),
      goodsSku(eb, 'r.goodsId').as('sku'),
      goodsName(eb, 'r.goodsId').as('goodsName'),
      decimal('orderedQty'),
      decimal('deliveredQty'),
      decimal('fillRate'),
    ]);
  return paginate(rows, query, sortable('orderedQty', 'deliveredQty', 'fillRate'), {
    column: 'r.fillRate',
    direction: 'asc',
  });
}

export async function returnReasonReport(
  db: Database,
  caller: Caller,
  query: ReturnReasonQuery,
): Promise<Page<ReturnReasonRow>> {
  const grouped = await returnsByReason(db, caller, query);
  const rows = db.selectFrom(grouped.as('r')).select(['r.reason', 'r.returnCount', decimal('amount')]);
  return paginate(rows, query, sortable('reason', 'returnCount', 'amount'), {
    column: 'r.returnCount',
    direction: 'desc',
  });
}

type Grouped = ExpressionBuilder<DB & { r: { refId: string | null; label: string | null } }, 'r'>;

/** The code and name of a sales group: a buyer's, goods', salesperson's; a region or month is its own name. */
function namesOf(group: SalesGroup, eb: Grouped) {
  const none = sql<string | null>`null::text`;
  switch (group) {
    case 'BUYER':
      return {
        code: sql<string | null>`(${partyCode(eb, 'r.refId')})`,
        name: sql<string | null>`(${partyName(eb, 'r.refId')})`,
      };
    case 'GOODS':
      return {
        code: sql<string | null>`(${goodsSku(eb, 'r.refId')})`,
        name: sql<string | null>`(${goodsName(eb, 'r.refId')})`,
      };
    case 'SALESPERSON':
      return { code: none, name: sql<string | null>`(${userRealName(eb, 'r.refId')})` };
    case 'REGION':
    case 'PERIOD':
      return { code: none, name: sql<string | null>`r.label` };
  }
}

export async function salesReport(db: Database, caller: Caller, query: SalesQuery): Promise<Page<SalesRow>> {
  const grouped = await salesBy(db, caller, query);
  const rows = db.selectFrom(grouped.as('r')).select((eb) => {
    const { code, name } = namesOf(query.groupBy_equal, eb);
    return [
      sql<string>`coalesce(r.ref_id::text, r.label, '')`.as('key'),
      code.as('code'),
      name.as('name'),
      'r.orderCount',
      decimal('qty'),
      decimal('amount'),
    ];
  });
  const byPeriod = query.groupBy_equal === 'PERIOD';
  return paginate(rows, query, sortable('orderCount', 'qty', 'amount', 'label'), {
    column: byPeriod ? 'r.label' : 'r.amount',
    direction: byPeriod ? 'asc' : 'desc',
  });
}

/** Top buyers by sales in the period, or the falling ones (less than in the period before) by their fall. */
export async function buyerTrendReport(
  db: Database,
  caller: Caller,
  query: BuyerTrendQuery,
  today: string,
): Promise<Page<BuyerTrendRow>> {
  const range = periodBefore(query, today);
  const grouped = await buyerSalesAcross(db, caller, query, range);
  let rows = db
    .selectFrom(grouped.as('r'))
    .select((eb) => [
      sql<string>`r.buyer_party_id::text`.as('buyerPartyId'),
      partyCode(eb, 'r.buyerPartyId').as('code'),
      partyName(eb, 'r.buyerPartyId').as('name'),
      decimal('currentAmount'),
      decimal('previousAmount'),
      decimal('change'),
    ]);
  const falling = query.trend_equal === 'FALLING';
  if (falling) rows = rows.where(sql<boolean>`r.change < 0`);
  return paginate(rows, query, sortable('currentAmount', 'previousAmount', 'change'), {
    column: falling ? 'r.change' : 'r.currentAmount',
    direction: falling ? 'asc' : 'desc',
  });
}

export async function storeCountReport(
  db: Database,
  caller: Caller,
  query: StoreCountQuery,
): Promise<Page<StoreCountRow>> {
  const grouped = await storeCountsBySeller(db, caller, query);
  const rows = db
    .selectFrom(grouped.as('r'))
    .select((eb) => [
      sql<string>`r.seller_party_id::text`.as('sellerPartyId'),
      partyCode(eb, 'r.sellerPartyId').as('code'),
      partyName(eb, 'r.sellerPartyId').as('name'),
      'r.active',
      'r.opened',
      'r.closed',
    ]);
  return paginate(rows, query, sortable('active', 'opened', 'closed'), { column: 'r.active', direction: 'desc' });
}

export async function storeWarehouseReport(
  db: Database,
  caller: Caller,
  query: StoreWarehouseQuery,
): Promise<Page<StoreWarehouseRow>> {
  const grouped = await activeStoresByWarehouse(db, caller);
  const rows = db
    .selectFrom(grouped.as('r'))
    .select((eb) => [
      sql<string>`r.warehouse_id::text`.as('warehouseId'),
      warehouseName(eb, 'r.warehouseId').as('warehouseName'),
      'r.storeCount',
    ]);
  return paginate(rows, query, sortable('storeCount'), { column: 'r.storeCount', direction: 'desc' });
}

export async function storeOrderReport(
  db: Database,
  caller: Caller,
  query: StoreOrderQuery,
): Promise<Page<StoreOrderRow>> {
  const grouped = await ordersPerStore(db, caller, query);
  const rows = db
    .selectFrom(grouped.as('r'))
    .select((eb) => [
      sql<string>`r.store_party_id::text`.as('storePartyId'),
      partyCode(eb, 'r.storePartyId').as('code'),
      partyName(eb, 'r.storePartyId').as('name'),
      'r.orderCount',
      decimal('amount'),
      'r.lastOrderDate',
    ]);
  return paginate(rows, query, sortable('orderCount', 'amount', 'lastOrderDate'), {
    column: 'r.orderCount',
    direction: 'desc',
  });
}
