import type { Language } from '../i18n/languages';
import type { Translations } from '../i18n/translations';

/**
 * One column of an import sheet. Its header is found by any of its titles (every language, so a sheet
 * filled in French imports for a Chinese reader too) or by an alias (the header a BladeX export wrote).
 */
export type SheetColumn<K extends string = string> = {
  key: K;
  title: Translations;
  aliases?: readonly string[];
  required?: boolean;
};

const normalized = (header: string) => header.trim().toLowerCase();

/** The headers that name `column`, normalised. */
export const headersOf = (column: SheetColumn): string[] =>
  [...Object.values(column.title), ...(column.aliases ?? [])].map(normalized);

/**
 * Where each column is in the header row (a column absent from it is absent from the map). Headers of
 * no column are ignored: a BladeX export carries columns this portal derives itself.
 */
export function locateColumns<K extends string>(
  header: readonly unknown[],
  columns: readonly SheetColumn<K>[],
): Map<K, number> {
  const located = new Map<K, number>();
  header.forEach((cell, index) => {
    if (typeof cell !== 'string') return;
    const column = columns.find((one) => headersOf(one).includes(normalized(cell)));
    if (column && !located.has(column.key)) located.set(column.key, index);
  });
  return located;
}

/** A column's header as the reader reads it. */
export const titleIn = (column: SheetColumn, lang: Language) => column.title[lang];
