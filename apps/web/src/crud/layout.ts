import type { TableColumnSetting, TableLayout } from '@smdp/contracts';
import { type CrudField, columnOptions } from './types';

export type ColumnState = { key: string; label: string; visible: boolean; width: number | undefined };

/**
 * The columns in the order and state the user saved (else the tenant's default, else the page's own),
 * keeping columns the page added since and dropping ones it removed.
 */
export function arrangeColumns<R>(fields: CrudField<R>[], saved: TableLayout | null): ColumnState[] {
  const listed = fields.filter((field) => field.column !== false);
  const byKey = new Map(listed.map((field) => [field.key, field]));
  const own = (field: CrudField<R>): ColumnState => ({
    key: field.key,
    label: field.label,
    visible: !columnOptions(field).hidden,
    width: columnOptions(field).width,
  });
  if (!saved) return listed.map(own);
  const arranged: ColumnState[] = [];
  for (const column of saved.columns) {
    const field = byKey.get(column.key);
    if (!field) continue;
    byKey.delete(column.key);
    arranged.push({ ...own(field), visible: column.visible, width: column.width ?? own(field).width });
  }
  return [...arranged, ...[...byKey.values()].map(own)];
}

export function layoutOf(columns: ColumnState[], pageSize?: number): TableLayout {
  const settings: TableColumnSetting[] = columns.map(({ key, visible, width }) =>
    width === undefined ? { key, visible } : { key, visible, width },
  );
  return pageSize === undefined ? { columns: settings } : { columns: settings, pageSize };
}

export function move(columns: ColumnState[], index: number, by: -1 | 1): ColumnState[] {
  const target = index + by;
  if (target < 0 || target >= columns.length) return columns;
  const next = [...columns];
  [next[index], next[target]] = [next[target] as ColumnState, next[index] as ColumnState];
  return next;
}
