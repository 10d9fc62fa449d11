import type { Page, Wire } from '@smdp/contracts';
import type {
  CategoryNode,
  CustomerGoods as CustomerGoodsShape,
  CustomerLevel as CustomerLevelShape,
  GoodsInput,
  Goods as GoodsShape,
  GoodsUnit as GoodsUnitShape,
  PricedLine as PricedLineShape,
  PriceListDetail as PriceListDetailShape,
  PriceListInput,
  PriceListItem as PriceListItemShape,
  PriceList as PriceListShape,
  PricesInput,
  SaleState,
} from '@smdp/contracts/catalog';
import type { Attachment, UploadedAttachment } from '@smdp/contracts/records';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post, upload } from '../../lib/http';
import { partyOptions } from '../../lib/party-options';

export const CATEGORY_API = '/smdp-goods/category';
export const GOODS_API = '/smdp-goods/goods';
export const ASSORTMENT_API = '/smdp-goods/customer-goods';
export const LEVEL_API = '/smdp-goods/customer-level';
export const PRICE_LIST_API = '/smdp-goods/price-list';
export const PRICE_API = '/smdp-goods/price/resolve';
const ATTACH_API = '/blade-resource/attach';

export type Category = Wire<CategoryNode>;
export type GoodsUnit = Wire<GoodsUnitShape>;
export type Goods = Wire<GoodsShape>;
export type CustomerGoods = Wire<CustomerGoodsShape>;
export type CustomerLevel = Wire<CustomerLevelShape>;
export type PriceList = Wire<PriceListShape>;
export type PriceListItem = Wire<PriceListItemShape>;
export type PriceListDetail = Wire<PriceListDetailShape>;
/** A line priced by the server's rule (domain.md §3), with what the order screens check. */
export type PricedLine = Wire<PricedLineShape>;
/** A row of the price-list rows dialog: what the submit call takes, before the server names goods and levels. */
export type PriceListRow = Pick<
  PriceListItem,
  'goodsId' | 'categoryId' | 'unit' | 'price' | 'minQty' | 'validFrom' | 'validTo'
>;
export type PriceListBody = z.input<typeof PriceListInput>;
/** A picture of goods as the images dialog lists it. */
export type GoodsImage = Pick<Wire<Attachment>, 'id' | 'originalName'>;

export const categoryTree = () => get<Category[]>(`${CATEGORY_API}/tree`, undefined, { quiet: true });

/** Goods for pickers: the first 500 matching the text (SKU or name). */
export const goodsOptions = (text?: string) =>
  get<Page<Goods>>(`${GOODS_API}/list`, { size: 500, name_like: text }, { quiet: true });

export const priceListOptions = () => get<Page<PriceList>>(`${PRICE_LIST_API}/list`, { size: 500 }, { quiet: true });

export const priceListDetail = (id: string) => get<PriceListDetail>(`${PRICE_LIST_API}/detail`, { id });

export const savePriceList = (body: PriceListBody) => post<PriceListDetail>(`${PRICE_LIST_API}/submit`, body);

export const resolvePrices = (body: z.input<typeof PricesInput>) => post<PricedLine[]>(PRICE_API, body);

export const goodsDetail = (id: string) => get<Goods>(`${GOODS_API}/detail`, { id });

export const saveGoods = (body: z.input<typeof GoodsInput>) => post<Goods>(`${GOODS_API}/submit`, body);

export const uploadImage = (file: File) =>
  upload<Wire<z.output<typeof UploadedAttachment>>>(`${ATTACH_API}/upload`, { file });

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

/** The stored images of goods with their file names (quiet: a name missing shows the id instead). */
export const useGoodsImages = (goods: Goods | null) =>
  useQuery({
    queryKey: catalogKeys.goodsImages(goods),
    queryFn: () => get<GoodsImage[]>(`${ATTACH_API}/attach-list`, { ids: goods?.images.join(',') }, { quiet: true }),
    enabled: Boolean(goods?.images.length),
  });
