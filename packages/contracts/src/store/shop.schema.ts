import { z } from 'zod';
import { DateTime, Id, IdInput } from '../common';
import { PageQuery } from '../paging';

export const SHOP_ACTIVE = 1;
export const SHOP_INACTIVE = 0;
export const SHOP_LIMITS = { shopCode: 32, shopName: 100, address: 255, remark: 500, warehouses: 50 } as const;

export const Shop = z.object({
  id: Id,
  customerId: Id,
  customerCode: z.string(),
  customerName: z.string(),
  shopCode: z.string(),
  shopName: z.string(),
  address: z.string().nullable(),
  remark: z.string().nullable(),
  status: z.number().int().describe('1 open, 0 closed'),
  version: z.number().int(),
  createTime: DateTime,
  bindWarehouseIds: z.array(Id),
  defaultWarehouseId: Id.nullable(),
});
export type Shop = z.output<typeof Shop>;

export const ShopBinding = z.object({
  warehouseId: Id,
  code: z.string(),
  name: z.string(),
  grade: z.number().int(),
  isDefault: z.boolean(),
});
export type ShopBinding = z.output<typeof ShopBinding>;

/** spec §5: shopCode and shopName are required, with tip_input; the check is the server's so the message is too. */
export const ShopFields = z.object({
  customerId: IdInput.optional().describe('company staff only: the customer the store belongs to'),
  shopCode: z.string().trim().max(SHOP_LIMITS.shopCode).default(''),
  shopName: z.string().trim().max(SHOP_LIMITS.shopName).default(''),
  address: z.string().trim().max(SHOP_LIMITS.address).nullish(),
  remark: z.string().trim().max(SHOP_LIMITS.remark).nullish(),
});
export type ShopInput = z.output<typeof ShopFields>;

const Version = z.coerce.number().int().min(1);

export const ShopUpdate = ShopFields.extend({ id: IdInput, version: Version });
export type ShopUpdate = z.output<typeof ShopUpdate>;

export const ShopStatusInput = z.object({
  id: IdInput,
  version: Version,
  status: z.coerce.number().pipe(z.union([z.literal(SHOP_ACTIVE), z.literal(SHOP_INACTIVE)])),
});
export type ShopStatusInput = z.output<typeof ShopStatusInput>;

export const ShopBindInput = z.object({
  shopId: IdInput,
  warehouseIds: z.array(IdInput).max(SHOP_LIMITS.warehouses),
  defaultWarehouseId: IdInput.optional(),
});
export type ShopBindInput = z.output<typeof ShopBindInput>;

export const ShopListQuery = PageQuery.extend({
  shopCode_like: z.string().max(32).optional(),
  shopName_like: z.string().max(100).optional(),
  status_equal: z.string().max(2).optional(),
  customerId_equal: z.string().max(20).optional(),
  customerCode_like: z.string().max(32).optional(),
}).loose();

export const ShopIdQuery = z.object({ id: IdInput });
export const ShopBindingsQuery = z.object({ shopId: IdInput });
export const ShopBindings = z.array(ShopBinding);
