import type { Page } from '@smdp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get, post } from '../../lib/http';
import { partyOptions } from '../../lib/party-options';

export const CATEGORY_API = '/smdp-goods/category';
export const GOODS_API = '/smdp-goods/goods';
export const ASSORTMENT_API = '/smdp-goods/customer-goods';
export const LEVEL_API = '/smdp-goods/customer-level';
export const PRICE_LIST_API = '/smdp-goods/price-list';
export const PRICE_API = '/smdp-goods/price/resolve';

export const SALE_STATES = ['ON_SALE', 'OFF_SALE'] as const;
export type SaleState = (typeof SALE_STATES)[number];

export type Category = {
  id: string;
  version: number;
  parentId: string | null;
  level: number;
  path: string;
  code: string;
  name: string;
  sort: number;
  children?: Category[];
};

export type GoodsUnit = { unit: string; factor: string };

export type Goods = {
  id: string;
  version: number;
  sku: string;
  name: string;
  categoryId: string;
  categoryName: string;
  brand: string | null;
  spec: string | null;
  baseUnit: string;
  barcode: string | null;
  taxRate: string;
  minOrderQty: string;
  orderMultiple: string;
  saleState: SaleState;
  images: string[];
  units: GoodsUnit[];
  remark: string | null;
};

export type CustomerGoods = {
  id: string;
  partyId: string;
  partyCode: string;
  partyName: string;
  goodsId: string;
  sku: string;
  goodsName: string;
  baseUnit: string;
  saleState: SaleState;
};

export type CustomerLevel = {
  id: string;
  version: number;
  ownerPartyId: string;
  ownerName: string;
  code: string;
  name: string;
  rank: number;
  defaultPriceListId: string | null;
  defaultPriceListName: string | null;
  remark: string | null;
};

export type PriceListState = 'ACTIVE' | 'INACTIVE';

export type PriceListItem = {
  id?: string;
  goodsId: string | null;
  sku?: string | null;
  goodsName?: string | null;
  categoryId: string | null;
  categoryName?: string | null;
  unit: string;
  price: string;
  minQty: string;
  validFrom: string | null;
  validTo: string | null;
};

export type PriceList = {
  id: string;
  version: number;
  ownerPartyId: string;
  ownerCode: string;
  ownerName: string;
  code: string;
  name: string;
  currency: string;
  validFrom: string | null;
  validTo: string | null;
  isDefault: boolean;
  state: PriceListState;
  remark: string | null;
  itemCount: number;
  items?: PriceListItem[];
};

export type PriceListDetail = PriceList & { items: PriceListItem[] };

export const categoryTree = () => get<Category[]>(`${CATEGORY_API}/tree`, undefined, { quiet: true });

/** Goods for pickers: the first 500 matching the text (SKU or name). */
export const goodsOptions = (text?: string) =>
  get<Page<Goods>>(`${GOODS_API}/list`, { size: 500, name_like: text }, { quiet: true });

export const priceListOptions = () => get<Page<PriceList>>(`${PRICE_LIST_API}/list`, { size: 500 }, { quiet: true });

export const priceListDetail = (id: string) => get<PriceListDetail>(`${PRICE_LIST_API}/detail`, { id });

export const savePriceList = (body: Record<string, unknown>) => post<PriceListDetail>(`${PRICE_LIST_API}/submit`, body);

export type PriceSource = 'BUYER' | 'LEVEL' | 'SELLER';

/** A line priced by the server's rule (domain.md §3), with what the order screens check. */
export type PricedLine = {
  goodsId: string;
  unit: string;
  quantity: string;
  price: {
    source: PriceSource;
    priceListId: string;
    priceListItemId: string;
    unitPrice: string;
    amount: string;
  } | null;
  factor: string | null;
  baseQty: string | null;
  onSale: boolean;
  inAssortment: boolean;
  quantityAllowed: boolean;
};

export const resolvePrices = (body: {
  buyerId: string;
  date?: string | undefined;
  lines: { goodsId: string; unit: string; quantity: string }[];
}) => post<PricedLine[]>(PRICE_API, body);

export const setSaleState = (goods: Goods, saleState: SaleState) =>
  post<Goods>(`${GOODS_API}/on-off-sale`, { id: goods.id, version: goods.version, saleState });

export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  goodsOptions: () => [...catalogKeys.all, 'goods-options'] as const,
  goodsImages: (goods: Goods | null) =>
    [...catalogKeys.all, 'goods-images', goods?.id, goods?.images.join(',')] as const,
  priceListOptions: () => [...catalogKeys.all, 'price-lists'] as const,
  priceListDetail: (list: PriceList | null) => [...catalogKeys.all, 'price-list', list?.id, list?.version] as const,
  buyers: () => [...catalogKeys.all, 'buyers'] as const,
};

export const useCategoryTree = (enabled = true) =>
  useQuery({ queryKey: catalogKeys.categories(), queryFn: categoryTree, enabled });

export const useGoodsOptions = (enabled = true) =>
  useQuery({ queryKey: catalogKeys.goodsOptions(), queryFn: () => goodsOptions(), enabled });

export const usePriceListOptions = () =>
  useQuery({ queryKey: catalogKeys.priceListOptions(), queryFn: priceListOptions });

export const usePriceListDetail = (list: PriceList | null) =>
  useQuery({
    queryKey: catalogKeys.priceListDetail(list),
    queryFn: () => priceListDetail(list?.id as string),
    enabled: Boolean(list),
  });

/** The parties a caller may price or keep an assortment for; none when it may not list them. */
export const useBuyerOptions = (enabled = true) =>
  useQuery({ queryKey: catalogKeys.buyers(), queryFn: () => partyOptions().catch(() => []), enabled });
