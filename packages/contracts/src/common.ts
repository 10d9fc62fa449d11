import { z } from 'zod';

/** 64-bit ids travel as decimal strings. */
export const Id = z.string().regex(/^\d{1,19}$/);
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
