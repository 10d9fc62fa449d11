import { z } from 'zod';

/** Limits of a saved list layout: enough for any real page, small enough to bound the stored JSON. */
export const TABLE_LAYOUT_LIMITS = { columns: 100, keyLength: 64, minWidth: 40, maxWidth: 2000 } as const;

/** One column of a list as a user arranged it: shown or hidden, its place (array order) and width. */
export const TableColumnSetting = z.object({
  key: z.string().trim().min(1).max(TABLE_LAYOUT_LIMITS.keyLength),
  visible: z.boolean(),
  width: z.number().int().min(TABLE_LAYOUT_LIMITS.minWidth).max(TABLE_LAYOUT_LIMITS.maxWidth).optional(),
});
export type TableColumnSetting = z.infer<typeof TableColumnSetting>;

export const TableLayout = z.object({
  columns: z.array(TableColumnSetting).max(TABLE_LAYOUT_LIMITS.columns),
  pageSize: z.number().int().min(1).max(500).optional(),
});
export type TableLayout = z.infer<typeof TableLayout>;

/** A list page's code: its menu code, optionally with a sub-list suffix (`user`, `log.audit`). */
export const PageCode = z
  .string()
  .trim()
  .regex(/^[a-zA-Z][\w.-]{0,63}$/);
