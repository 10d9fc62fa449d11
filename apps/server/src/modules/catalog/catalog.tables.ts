import type { PriceListState, SaleState } from '@smdp/contracts/catalog';
import type { ColumnType, Generated } from 'kysely';
import type { AuditColumns, Decimal, DefaultedDecimal, GeneratedId, I18nColumn, Id } from '../../db/columns';

export type ProductCategoryTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  parentId: Id | null;
  /** 1..3: the product level. */
  level: number;
  /** Ids from the root down to this category, `/12/34/56/`: ancestors without a recursive query. */
  path: string;
  code: string;
  name: string;
  sort: Generated<number>;
};

export type GoodsTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  sku: string;
  name: string;
  categoryId: Id;
  brand: string | null;
  spec: string | null;
  baseUnit: string;
  barcode: string | null;
  /** numeric(18,6), e.g. `0.130000` for 13 %. */
  taxRate: DefaultedDecimal;
  minOrderQty: DefaultedDecimal;
  orderMultiple: DefaultedDecimal;
  saleState: ColumnType<SaleState, SaleState | undefined, SaleState>;
  /** Attachment ids (blade_attach) of png/jpeg/bmp images, first one the cover. */
  images: ColumnType<string[], string | string[] | undefined, string | string[]>;
  remark: string | null;
};

export type GoodsUnitTable = { goodsId: Id; unit: string; factor: Decimal };

export type PriceListTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  ownerPartyId: Id;
  code: string;
  name: string;
  currency: Generated<string>;
  /** `yyyy-MM-dd`, inclusive; null: open. */
  validFrom: string | null;
  validTo: string | null;
  isDefault: Generated<boolean>;
  state: ColumnType<PriceListState, PriceListState | undefined, PriceListState>;
  remark: string | null;
};

export type PriceListItemTable = {
  id: GeneratedId;
  priceListId: Id;
  /** Exactly one of goods and category. */
  goodsId: Id | null;
  categoryId: Id | null;
  unit: string;
  price: Decimal;
  minQty: DefaultedDecimal;
  validFrom: string | null;
  validTo: string | null;
};

export type CustomerLevelTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  ownerPartyId: Id;
  code: string;
  name: string;
  /** The name in each language (0012_words); `name` answers a missing language. */
  nameI18n: I18nColumn;
  rank: Generated<number>;
  defaultPriceListId: Id | null;
  remark: string | null;
};

export type CustomerGoodsTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  partyId: Id;
  goodsId: Id;
};

/** Tables of goods, product levels, units, assortments and price lists (0009_catalog). */
export type CatalogTables = {
  productCategory: ProductCategoryTable;
  goods: GoodsTable;
  goodsUnit: GoodsUnitTable;
  priceList: PriceListTable;
  priceListItem: PriceListItemTable;
  customerLevel: CustomerLevelTable;
  customerGoods: CustomerGoodsTable;
};
