import { z } from 'zod';

/** The text of a decimal with at most `scale` digits after the point: money has 2, quantities 3, rates 6. */
export const decimalPattern = (scale: number) => new RegExp(`^\\d{1,15}(\\.\\d{1,${scale}})?$`);

/**
 * A decimal sent as a string (or a plain JSON number, turned into its text before any arithmetic),
 * with at most `scale` digits after the point.
 */
export const decimalInput = (scale: number) =>
  z
    .union([z.string().trim(), z.number()])
    .transform((value) => String(value))
    .pipe(z.string().regex(decimalPattern(scale), `a decimal with at most ${scale} decimals`));

/** A calendar date `yyyy-MM-dd`. */
export const CalendarDate = z.iso.date();
