import { z } from 'zod';
import { DateTime, Id, IdInput, IdList } from '../common';
import { PageQuery } from '../paging';

export const VEHICLE_TYPES = ['VAN', 'TRUCK', 'PICKUP', 'MOTORBIKE', 'TRICYCLE', 'OTHER'] as const;
export const VehicleType = z.enum(VEHICLE_TYPES);
export type VehicleType = z.output<typeof VehicleType>;

/** A vehicle of domain.md §9: plate unique per tenant, driver and vehicle warehouse of the owner. */
export const Vehicle = z.object({
  id: Id,
  ownerPartyId: Id.nullable().describe("null: the trading company's own fleet"),
  ownerCode: z.string().nullable(),
  ownerName: z.string().nullable(),
  plate: z.string(),
  vehicleType: VehicleType,
  capacityKg: z.number().nullable(),
  driverUserId: Id.nullable(),
  driverName: z.string().nullable(),
  warehouseId: Id.nullable(),
  warehouseCode: z.string().nullable(),
  warehouseName: z.string().nullable(),
  remark: z.string().nullable(),
  status: z.number().int().describe('1 in service, 0 out of service'),
  version: z.number().int(),
  createTime: DateTime,
});
export type Vehicle = z.output<typeof Vehicle>;

export const VEHICLE_LIMITS = { plate: 20, capacityKg: 1_000_000, remark: 500 } as const;

/** `vehicle/submit`: no id registers, id and version change. */
export const VehicleInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  ownerPartyId: IdInput.nullish().describe('staff only, when adding; customer accounts own what they add'),
  plate: z
    .string()
    .trim()
    .min(1)
    .max(VEHICLE_LIMITS.plate)
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u),
  vehicleType: VehicleType,
  capacityKg: z.coerce.number().min(0).max(VEHICLE_LIMITS.capacityKg).nullish(),
  driverUserId: IdInput.nullish(),
  warehouseId: IdInput.nullish().describe('a VEHICLE warehouse of the owner'),
  remark: z.string().trim().max(VEHICLE_LIMITS.remark).nullish(),
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
});
/** The fields of a vehicle a write sets (its id and version travel apart). */
export type VehicleFields = Omit<z.output<typeof VehicleInput>, 'id' | 'version'>;

/** Whose drivers or warehouses a form offers (staff name the owner; customers get their own). */
export const VehicleOwnerQuery = z.object({ ownerPartyId: IdInput.optional() });

export const VehicleListQuery = PageQuery.extend({
  plate_like: z.string().max(20).optional(),
  vehicleType_equal: z.string().max(20).optional(),
  ownerPartyId_equal: z.string().max(20).optional(),
  ownerCode_like: z.string().max(32).optional(),
  status_equal: z.string().max(2).optional(),
}).loose();

export const DriverOption = z.object({ id: Id, account: z.string(), realName: z.string().nullable() });
export type DriverOption = z.output<typeof DriverOption>;
export const VehicleWarehouseOption = z.object({ id: Id, code: z.string(), name: z.string() });
export type VehicleWarehouseOption = z.output<typeof VehicleWarehouseOption>;

export const VehicleIdQuery = z.object({ id: IdInput });
export const VehicleIdsQuery = z.object({ ids: IdList });
/** `remove`: true once the vehicles are retired. */
export const VehiclesRetired = z.boolean();
export const DriverOptions = z.array(DriverOption);
export const VehicleWarehouseOptions = z.array(VehicleWarehouseOption);
