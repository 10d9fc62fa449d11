import { z } from 'zod';
import { DateTime, Id, IdInput, IdList } from '../common';
import { PageQuery } from '../paging';

export const WAREHOUSE_TYPES = ['NORMAL', 'VEHICLE', 'TRANSIT', 'DEFECTIVE'] as const;
export const WAREHOUSE_STATES = ['ACTIVE', 'COUNTING', 'DISABLED'] as const;
export const WarehouseType = z.enum(WAREHOUSE_TYPES);
export type WarehouseType = z.output<typeof WarehouseType>;
export const WarehouseState = z.enum(WAREHOUSE_STATES);
export type WarehouseState = z.output<typeof WarehouseState>;

/** domain.md §6: grade 1 masters, grade 2 subs under a master. */
export const WAREHOUSE_GRADES = [1, 2] as const;
export const WAREHOUSE_LIMITS = { code: 32, name: 100, address: 255, remark: 500, keepers: 50 } as const;

export const Warehouse = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  grade: z.union([z.literal(1), z.literal(2)]),
  parentWarehouseId: Id.nullable(),
  parentName: z.string().nullable(),
  type: WarehouseType,
  state: WarehouseState,
  ownerCustomerId: Id.nullable().describe('null: the company itself'),
  ownerName: z.string().nullable(),
  allowNegative: z.boolean(),
  address: z.string().nullable(),
  remark: z.string().nullable(),
  keeperIds: z.array(Id),
  version: z.number().int(),
  createTime: DateTime,
});
export type Warehouse = z.output<typeof Warehouse>;

export type WarehouseNode = Warehouse & { children?: WarehouseNode[] };
/** Recursive, so OpenAPI needs it as a named component (`#/components/schemas/WarehouseNode`). */
export const WarehouseNode: z.ZodType<WarehouseNode> = Warehouse.extend({
  children: z.array(z.lazy(() => WarehouseNode)).optional(),
}).meta({ id: 'WarehouseNode' });

export const WarehouseInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional(),
  code: z.string().trim().min(1).max(WAREHOUSE_LIMITS.code),
  name: z.string().trim().min(1).max(WAREHOUSE_LIMITS.name),
  grade: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
  parentWarehouseId: IdInput.nullish(),
  type: WarehouseType.default('NORMAL'),
  ownerCustomerId: IdInput.nullish().describe('company staff only; a customer account always owns its own'),
  allowNegative: z.boolean().optional(),
  address: z.string().trim().max(WAREHOUSE_LIMITS.address).nullish(),
  remark: z.string().trim().max(WAREHOUSE_LIMITS.remark).nullish(),
  keeperIds: z.array(IdInput).max(WAREHOUSE_LIMITS.keepers).optional(),
});
export type WarehouseInput = z.output<typeof WarehouseInput>;

export const WarehouseListQuery = PageQuery.extend({
  code_like: z.string().max(32).optional(),
  name_like: z.string().max(100).optional(),
  grade_equal: z.string().max(1).optional(),
  type_equal: z.string().max(16).optional(),
  state_equal: z.string().max(16).optional(),
  ownerCustomerId_equal: z.string().max(20).optional(),
}).loose();

export const WarehouseStateInput = z.object({
  id: IdInput,
  version: z.coerce.number().int().min(1),
  state: WarehouseState,
});
export type WarehouseStateInput = z.output<typeof WarehouseStateInput>;

export const KeeperCandidate = z.object({ id: Id, account: z.string(), realName: z.string().nullable() });
export type KeeperCandidate = z.output<typeof KeeperCandidate>;

export const WarehouseIdQuery = z.object({ id: IdInput });
export const WarehouseIdsQuery = z.object({ ids: IdList });
/** `remove`: how many warehouses were removed. */
export const WarehousesRemoved = z.number().int();
export const WarehouseNodes = z.array(WarehouseNode);
export const KeeperCandidatesQuery = z.object({ ownerCustomerId: IdInput.optional() });
export const KeeperCandidates = z.array(KeeperCandidate);
