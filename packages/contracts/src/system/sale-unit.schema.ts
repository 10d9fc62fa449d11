import { z } from 'zod';
import { DateTime, FilterDate, Id, IdInput, PageQuery } from '..';

export const IpoStatus = z.number().int().describe('1 smdp, 2 fmmc, 3 bmmc: drives the My-Head-Agent header');

export const SalesContacts = z.object({
  saleUnitList: z.array(z.object({ id: Id, saleUnitCode: z.string(), saleUnitName: z.string(), ipoStatus: IpoStatus })),
  salesPersonList: z.array(
    z.object({
      id: Id,
      saleUnitName: z.string().nullable(),
      jobTitle: z.string().nullable(),
      enName: z.string(),
      contactNumber: z.string().nullable(),
    }),
  ),
});
export type SalesContacts = z.output<typeof SalesContacts>;

export const SaleUnit = z.object({
  id: Id,
  saleUnitCode: z.string(),
  saleUnitName: z.string(),
  ipoStatus: IpoStatus,
  status: z.number().int(),
  version: z.number().int(),
  createTime: DateTime,
});
export type SaleUnit = z.output<typeof SaleUnit>;

export const SaleUnitInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  saleUnitCode: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[0-9A-Za-z._-]+$/),
  saleUnitName: z.string().trim().min(1).max(100),
  ipoStatus: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
});

export const SaleUnitListQuery = PageQuery.extend({
  saleUnitCode: z.string().max(32).optional(),
  saleUnitCode_like: z.string().max(32).optional(),
  saleUnitName: z.string().max(100).optional(),
  saleUnitName_like: z.string().max(100).optional(),
  ipoStatus_equal: z.string().max(2).optional(),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
});
