import { Descriptions, type TableColumnsType, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { FieldDisplay } from './inputs';
import type { ColumnState } from './layout';
import { moneyText, rowCurrency } from './money';
import type { Sort } from './query';
import { type CrudField, type CrudRow, columnOptions } from './types';
import { cellText, contentWidth, textWidth } from './widths';

/** Class of the header and cells of a key column (a code, a name): the browser tests look for it. */
export const KEY_COLUMN_CLASS = 'crud-key-column';
/** On a phone: cells that wrap their text (see crud.css). */
const WRAPPED_COLUMN_CLASS = 'crud-wrapped-column';

type Build<R> = {
  layout: ColumnState[];
  fields: CrudField<R>[];
  rows: R[];
  sort: Sort;
  sortable: boolean;
  yesNo: [string, string];
  /** The caller's currency, for amounts whose row does not name one. */
  currency: string | null;
  /** On a phone only the key columns are columns; the others unfold under the row. */
  narrow: boolean;
};

/** How a field's value shows in a cell or the unfolded detail: the page's render, else by kind. */
export function cellOf<R>(field: CrudField<R>, value: unknown, row: R): ReactNode {
  const options = columnOptions(field);
  if (options.render) return options.render(value, row);
  return <FieldDisplay field={field} value={value} row={row} />;
}

/** The visible columns as antd columns: sized to their content, key columns first and fixed to the left. */
export function tableColumns<R extends CrudRow>(build: Build<R>): TableColumnsType<R> {
  const { layout, fields, rows, sort, sortable, yesNo, currency, narrow } = build;
  const shown = (field: CrudField<R>) =>
    field.kind === 'money'
      ? (row: R) => moneyText((row as Record<string, unknown>)[field.key], rowCurrency(field, row) ?? currency)
      : (row: R) => cellText(field, row, yesNo);
  return visibleFields(layout, fields)
    .filter(({ state }) => !narrow || state.locked)
    .map(({ field, state }) => {
      const options = columnOptions(field);
      const text = shown(field);
      const width = state.width ?? contentWidth(field, rows, yesNo, text);
      return {
        key: field.key,
        dataIndex: field.key,
        title: field.label,
        width: narrow ? undefined : width,
        className: [state.locked && KEY_COLUMN_CLASS, narrow && WRAPPED_COLUMN_CLASS].filter(Boolean).join(' '),
        fixed: state.locked && !narrow ? 'left' : undefined,
        align: field.kind === 'money' || field.kind === 'number' ? 'right' : undefined,
        // A phone's few key columns wrap rather than cut: "C000…" tells nobody which customer it is.
        ellipsis: narrow ? false : { showTitle: false },
        sorter: options.sorter && sortable,
        sortOrder: sort?.key === field.key ? sort.order : null,
        render: (value: unknown, row: R) => {
          const cell = cellOf(field, value, row);
          const full = text(row);
          // Only a cut text needs its whole self in a tooltip.
          return !narrow && textWidth(full) + 20 > width ? (
            <Tooltip title={full} placement="topLeft">
              <span>{cell}</span>
            </Tooltip>
          ) : (
            cell
          );
        },
      };
    });
}

type DetailProps<R> = { row: R; layout: ColumnState[]; fields: CrudField<R>[]; all?: boolean };

/** What a phone shows under a row when it unfolds: its visible columns, without the key ones it already shows. */
export function RowDetail<R extends CrudRow>({ row, layout, fields, all }: DetailProps<R>) {
  const items = visibleFields(layout, fields)
    .filter(({ state }) => all || !state.locked)
    .map(({ field }) => ({
      key: field.key,
      label: field.label,
      children: cellOf(field, (row as Record<string, unknown>)[field.key], row),
    }));
  return <Descriptions className="crud-row-detail" column={1} size="small" items={items} />;
}

function visibleFields<R>(layout: ColumnState[], fields: CrudField<R>[]) {
  return layout
    .filter((state) => state.visible)
    .flatMap((state) => {
      const field = fields.find((one) => one.key === state.key);
      return field ? [{ field, state }] : [];
    });
}
