import { badRequest } from '../http/errors';
import type { Language } from '../i18n/languages';
import { type SheetColumn, titleIn } from './sheet-columns';

export type NamedRecord = { id: string; names: string[] };

const normalized = (name: string) => name.trim().toLowerCase();

/**
 * Turns the names a sheet writes into ids (a cell may list several, split by commas): each name must
 * name exactly one record, compared without case; an unknown or ambiguous name refuses the row.
 */
export function nameLookup(records: readonly NamedRecord[], column: SheetColumn, lang: Language) {
  const idsByName = new Map<string, Set<string>>();
  for (const record of records) {
    for (const name of record.names) {
      const key = normalized(name);
      idsByName.set(key, (idsByName.get(key) ?? new Set()).add(record.id));
    }
  }
  const one = (name: string): string => {
    const ids = [...(idsByName.get(normalized(name)) ?? [])];
    if (ids.length === 1 && ids[0]) return ids[0];
    const params = { column: titleIn(column, lang), name };
    throw badRequest(ids.length ? 'importNameAmbiguous' : 'importNameUnknown', params);
  };
  return (cell: string): string[] =>
    cell
      .split(/[,，;；]/)
      .map((name) => name.trim())
      .filter(Boolean)
      .map(one);
}
