import type { Page } from '@smdp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get, post } from '../../lib/http';
import type { PayForm } from './pay-form';
import type { PickedGoods } from './purchase-state';
import type { Order, OrderAction, OrderViewCounts, Quote } from './types';

export const ORDER_API = '/smdp-order/order';
const GOODS_LIST = '/smdp-goods/goods/list';
const WAREHOUSE_CHOICES = '/smdp-stock/report/warehouses';

export type WarehouseChoice = { id: string; code: string; name: string; ownerCustomerId: string | null };

export const orderKeys = {
  all: ['order'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  views: () => [...orderKeys.all, 'views'] as const,
  goods: (keyword: string) => [...orderKeys.all, 'goods', keyword] as const,
  warehouses: () => [...orderKeys.all, 'warehouses'] as const,
  shipFrom: (buyerId: string | null) => [...orderKeys.all, 'shipFrom', buyerId ?? ''] as const,
  ownCustomer: () => [...orderKeys.all, 'ownCustomer'] as const,
};

export const orderDetail = (id: string) => get<Order>(`${ORDER_API}/detail`, { id });
export const saveOrder = (body: Record<string, unknown>) => post<Order>(`${ORDER_API}/save`, body);
export const quoteOrder = (body: Record<string, unknown>) => post<Quote>(`${ORDER_API}/quote`, body, { quiet: true });

/** One transition of an order: `{id, version, remark?}` (architecture.md §7 TransitionBody). */
export const moveOrder = (action: OrderAction, order: Pick<Order, 'id' | 'version'>, remark?: string) =>
  post<Order>(`${ORDER_API}/${action}`, { id: order.id, version: order.version, ...(remark ? { remark } : {}) });

/** Ships what is given of each line (in the line unit); without lines everything still open ships. */
export const shipOrder = (order: Pick<Order, 'id' | 'version'>, lines?: { lineNo: number; qty: string }[]) =>
  post<Order>(`${ORDER_API}/ship`, { id: order.id, version: order.version, ...(lines ? { lines } : {}) });

/** Submits a draft with the payForm the buyer confirmed (the server compares it with its own figures). */
export const submitOrder = (order: Pick<Order, 'id' | 'version'>, payForm: PayForm) =>
  post<Order>(`${ORDER_API}/submit`, { id: order.id, version: order.version, payForm });

/** The caller's own customer (a customer account buys for it). */
export const ownCustomer = () =>
  get<{ id: string; customerCode: string; customerName: string } | null>(
    '/smdp-customer/baseCustomer/byDetail',
    undefined,
    {
      quiet: true,
    },
  );

export const useOrder = (id: string | null) =>
  useQuery({
    queryKey: orderKeys.detail(id ?? ''),
    queryFn: () => orderDetail(id as string),
    enabled: Boolean(id),
  });

export const useOrderViews = () =>
  useQuery({
    queryKey: orderKeys.views(),
    queryFn: () => get<OrderViewCounts>(`${ORDER_API}/views`, undefined, { quiet: true }),
  });

/** Goods on sale matching the keyword (SKU or name), with their order rules. */
export const useGoodsSearch = (keyword: string) =>
  useQuery({
    queryKey: orderKeys.goods(keyword),
    queryFn: async () => {
      const query = { size: 20, saleState_equal: 'ON_SALE' };
      const [byName, bySku] = await Promise.all([
        get<Page<PickedGoods>>(GOODS_LIST, { ...query, name_like: keyword }, { quiet: true }),
        keyword ? get<Page<PickedGoods>>(GOODS_LIST, { ...query, sku_like: keyword }, { quiet: true }) : null,
      ]);
      const seen = new Map<string, PickedGoods>();
      for (const goods of [...(bySku?.records ?? []), ...byName.records]) seen.set(goods.id, goods);
      return [...seen.values()];
    },
  });

/** The warehouses the buyer's seller ships from (the company's for a purchase). */
export const useShipFrom = (buyerId: string | null) =>
  useQuery({
    queryKey: orderKeys.shipFrom(buyerId),
    queryFn: () =>
      get<Omit<WarehouseChoice, 'ownerCustomerId'>[]>(
        `${ORDER_API}/ship-from`,
        { channel: 'PRIMARY', buyerPartyId: buyerId },
        { quiet: true },
      ),
    enabled: Boolean(buyerId),
  });

/** The units an order line of the goods may use (base unit first), for a line restored from a server draft. */
export const useGoodsUnits = (goodsId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...orderKeys.all, 'units', goodsId],
    queryFn: () =>
      get<{ unit: string; factor: string; isBase: boolean }[]>(`/smdp-goods/goods/units`, { goodsId }, { quiet: true }),
    enabled,
  });

/** The warehouses the caller sees (the search filter). */
export const useWarehouses = () =>
  useQuery({
    queryKey: orderKeys.warehouses(),
    queryFn: () => get<WarehouseChoice[]>(WAREHOUSE_CHOICES, undefined, { quiet: true }),
  });
