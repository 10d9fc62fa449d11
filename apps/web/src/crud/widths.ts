import { displayValue } from './export';
import { type CrudField, columnOptions, type FieldKind } from './types';

/** Narrowest and widest a column of each kind is drawn (px) when sized to its content. */
const KIND_WIDTHS: Record<FieldKind, [number, number]> = {
  text: [72, 240],
  textarea: [96, 240],
  password: [72, 96],
  number: [64, 120],
  money: [96, 170],
  select: [72, 170],
  multiselect: [96, 220],
  switch: [64, 96],
  date: [104, 120],
  datetime: [150, 170],
  tree: [96, 200],
};
/** A cell's padding, and room for a sorter's arrows in a header. */
const CELL_PADDING = 20;
const SORTER = 22;
/** Rows looked at to size a column: enough to see its usual length, few enough to stay cheap. */
const SAMPLE_ROWS = 50;

/** About how wide a text is drawn at the table's 14 px font: wide (CJK) characters take twice a Latin one. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) >= 0x2e80 ? 14 : 7.6;
  return Math.ceil(width);
}

/** The text a cell shows (what the export writes), for sizing and for its tooltip. */
export const cellText = <R>(field: CrudField<R>, row: R, yesNo: [string, string]): string => {
  const value = displayValue(field, row, yesNo);
  return value === null ? '' : String(value);
};

/**
 * A column's width from its content: the widest of its label and its cells in view, within the bounds
 * of its kind, and no wider than the page's `column.width` when it gives one.
 */
export function contentWidth<R>(field: CrudField<R>, rows: R[], yesNo: [string, string], shown?: (row: R) => string) {
  const [min, max] = KIND_WIDTHS[field.kind ?? (field.options ? 'select' : 'text')];
  const options = columnOptions(field);
  const header = textWidth(field.label) + (options.sorter ? SORTER : 0);
  let widest = header;
  for (const row of rows.slice(0, SAMPLE_ROWS))
    widest = Math.max(widest, textWidth(shown ? shown(row) : cellText(field, row, yesNo)));
  const width = Math.min(Math.max(widest + CELL_PADDING, min), Math.max(max, header + CELL_PADDING));
  return options.width ? Math.min(width, options.width) : width;
}
