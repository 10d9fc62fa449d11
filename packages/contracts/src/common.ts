import { z } from 'zod';

const DIGITS = /^\d{1,19}$/;
const MAX_BIGINT = 9223372036854775807n;

/** 64-bit ids travel as decimal strings; one beyond the signed 64-bit range would fail the query, not match. */
export const Id = z
  .string()
  .regex(DIGITS)
  .refine((id) => !DIGITS.test(id) || BigInt(id) <= MAX_BIGINT, 'Expected an id within the 64-bit range');
export type Id = z.infer<typeof Id>;

/** Accepts an id sent as a string or a number (older clients send numbers). */
export const IdInput = z.union([z.string(), z.number().int()]).transform(String).pipe(Id);

/** `ids=1,2,3` of the remove calls. */
export const IdList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(Id).min(1));

/** Server timestamps: a Date on the way out, written as `yyyy-MM-dd HH:mm:ss` in the caller's zone. */
export const DateTime = z.union([z.date(), z.string()]);

export const YesNo = z.enum(['Y', 'N']);
export type YesNo = z.infer<typeof YesNo>;

export const LANGUAGES = ['zh', 'en', 'fr', 'ru', 'es', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A date filter value (`createTime_datege=...`): `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss` naming a real instant. */
export function isFilterDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

/** Empty values are allowed (and dropped by the list dialect, spec §5). */
export const FilterDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isFilterDate(value), 'Expected yyyy-MM-dd or yyyy-MM-dd HH:mm:ss')
  .optional();

/**
 * The query of an Excel import (BladeX `import-user`, `import-region`): `isCovered` 1 updates the
 * records the sheet names that exist already; 0 (the default) refuses them.
 */
export const ImportQuery = z.object({
  isCovered: z
    .union([z.enum(['0', '1', 'true', 'false', '']), z.number().int().min(0).max(1), z.boolean()])
    .optional()
    .transform((value) => value === 1 || value === '1' || value === 'true' || value === true)
    .describe('1: update existing records; 0 or none: refuse them'),
});

/** What an import did. */
export const ImportResult = z.object({ created: z.number().int(), updated: z.number().int() });
export type ImportResult = z.output<typeof ImportResult>;
