import type { TableColumnSetting, TableLayout } from '@smdp/contracts';
import { type CrudField, columnOptions } from './types';

/** A column as the chooser shows it; `key` columns (`locked`) are always shown and come first. */
export type ColumnState = { key: string; label: string; visible: boolean; width: number | undefined; locked: boolean };

/**
 * The key columns of a list: the fields marked `column.key`, else the first listed one, so that every
 * list names its rows on a phone and while scrolling.
 */
export function keyColumnKeys<R>(fields: CrudField<R>[]): Set<string> {
  const listed = fields.filter((field) => field.column !== false);
  const marked = listed.filter((field) => columnOptions(field).key);
  return new Set((marked.length ? marked : listed.slice(0, 1)).map((field) => field.key));
}

/**
 * The columns in the order and state the user saved (else the tenant's default, else the page's own),
 * keeping columns the page added since and dropping ones it removed. Key columns come first and are
 * shown whatever was saved.
 */
export function arrangeColumns<R>(fields: CrudField<R>[], saved: TableLayout | null): ColumnState[] {
  const listed = fields.filter((field) => field.column !== false);
  const keys = keyColumnKeys(fields);
  const byKey = new Map(listed.map((field) => [field.key, field]));
  const own = (field: CrudField<R>): ColumnState => ({
    key: field.key,
    label: field.label,
    visible: keys.has(field.key) || !columnOptions(field).hidden,
    // A width the user chose; without one the column takes the width of its content.
    width: undefined,
    locked: keys.has(field.key),
  });
  const arranged: ColumnState[] = [];
  for (const column of saved?.columns ?? []) {
    const field = byKey.get(column.key);
    if (!field) continue;
    byKey.delete(column.key);
    const state = own(field);
    arranged.push({ ...state, visible: state.locked || column.visible, width: column.width });
  }
  const all = [...arranged, ...[...byKey.values()].map(own)];
  return [...all.filter((column) => column.locked), ...all.filter((column) => !column.locked)];
}

export function layoutOf(columns: ColumnState[], pageSize?: number): TableLayout {
  const settings: TableColumnSetting[] = columns.map(({ key, visible, width }) =>
    width === undefined ? { key, visible } : { key, visible, width },
  );
  return pageSize === undefined ? { columns: settings } : { columns: settings, pageSize };
}

/** Whether a column can move by one place: key columns stay among themselves, the others below them. */
export const canMove = (columns: ColumnState[], index: number, by: -1 | 1): boolean => {
  const target = columns[index + by];
  return target !== undefined && target.locked === columns[index]?.locked;
};

export function move(columns: ColumnState[], index: number, by: -1 | 1): ColumnState[] {
  if (!canMove(columns, index, by)) return columns;
  const target = index + by;
  const next = [...columns];
  [next[index], next[target]] = [next[target] as ColumnState, next[index] as ColumnState];
  return next;
}
