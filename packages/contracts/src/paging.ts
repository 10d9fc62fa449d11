import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 500;

/** Empty strings are dropped before validation (spec §5), so optional numbers stay optional. */
const optionalInt = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().min(min).max(max).default(fallback),
  );

export const PageQuery = z.object({
  current: optionalInt(1, 1_000_000_000, 1),
  size: optionalInt(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  ascs: z.string().optional(),
  descs: z.string().optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
  });

export type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };
