import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ImportSpec } from './ImportDialog';

/** A record of any list: the server sends ids as strings; versioned rows carry `version`. */
export type CrudRow = { id: string; version?: number; children?: CrudRow[] };

export type Option = { value: string | number; label: string };
export type TreeOption = { value: string; title: string; children?: TreeOption[] };

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'password'
  | 'number'
  | 'select'
  | 'multiselect'
  | 'switch'
  | 'date'
  | 'datetime'
  | 'tree'
  /** An amount: spec §5 money format with its currency code (`currencyKey` of the row, else the caller's). */
  | 'money';

/** How a field filters the list: `like` → `key_like`, `equal` → `key_equal`, `range` → `key_datege` + `key_datelt`. */
export type SearchKind = 'like' | 'equal' | 'range';

export type ColumnOptions<R> = {
  /** A fixed width in px; else the width of the field's kind (see `columnWidth`). */
  width?: number;
  /**
   * A key column (a code, a name): it names the row, so it cannot be hidden, stays in view (fixed left)
   * when the table scrolls, and is what a phone shows of the row (the rest unfolds below it).
   */
  key?: boolean;
  sorter?: boolean;
  /** Hidden until the user shows it in the column settings. */
  hidden?: boolean;
  render?: (value: unknown, row: R) => ReactNode;
};

export type FormOptions = {
  required?: boolean;
  /** Longest accepted text: longer gives the spec's `maxInputCharacters` message. */
  max?: number;
  /** Only when adding (a password, an account code that never changes). */
  createOnly?: boolean;
  /** Shown but not editable when editing. */
  lockedOnEdit?: boolean;
  /** A further rule on the value, e.g. `z.string().email()`; its message is shown as is. */
  rule?: z.ZodType;
  placeholder?: string;
  /** A value for a new record. */
  initial?: unknown;
  /**
   * Shown (and checked) only while another field of the form holds one of `is` (a rule's trigger
   * decides which of its fields apply); `toBody` decides what a hidden field sends.
   */
  when?: { field: string; is: readonly unknown[] };
};

/** One property of a record: where it shows (list column, search, form) and how. */
export type CrudField<R> = {
  key: string;
  /** Already translated. */
  label: string;
  kind?: FieldKind;
  /** For select, multiselect and the table's display of their values. */
  options?: Option[];
  /**
   * Choices that follow another field of the form (a seller's salespeople): loaded for its current value,
   * and the field is emptied when the user changes that value. The record itself carries the text to
   * show under `key` (the list and the view read it); `toForm` puts the chosen id there for the form.
   */
  dependentOptions?: { on: string; load: (parentValue: unknown) => Promise<Option[]> };
  /** For `tree`: the choices (a parent picker), e.g. the page's own rows. */
  treeOptions?: TreeOption[];
  column?: ColumnOptions<R> | false;
  search?: SearchKind | false;
  form?: FormOptions | false;
  /** For `money`: the row's property holding the ISO 4217 code; without it the caller's department currency. */
  currencyKey?: string;
  /** The value written to the exported spreadsheet; defaults to the displayed text. */
  exportValue?: (row: R) => string | number | boolean | null;
};

export type CrudApi = {
  /** GET: a page (`current`, `size`, filters) or, for a tree, the whole tree. */
  list: string;
  /** GET `?id=`: the latest record before editing (so its `version` is current). */
  detail?: string;
  /** POST: the record; with `id` it is an update (unless `update` is given). */
  submit?: string;
  /** POST: where an update goes when the server has a separate call for it (`customerShop/update`). */
  update?: string;
  /** Removes `?ids=1,2,3`. */
  remove?: string;
  removeMethod?: 'POST' | 'DELETE';
};

export type ActionContext<R> = { refresh: () => void; selected: R[] };

export type RowAction<R> = {
  key: string;
  label: string;
  /** The button code that shows this action (spec §6). */
  permission?: string;
  danger?: boolean;
  /** Asks before acting: the question to ask. */
  confirm?: string;
  visible?: (row: R) => boolean;
  run: (row: R, context: ActionContext<R>) => unknown;
};

export type ToolbarAction<R> = Omit<RowAction<R>, 'run' | 'visible'> & { run: (context: ActionContext<R>) => unknown };

export type CrudConfig<R extends CrudRow> = {
  /** The menu code: buttons `<code>_add/_edit/_delete/_view/_export`, and the saved layout's page code. */
  code: string;
  /** Where one menu page holds several lists (tabs, panes): each saves its own column layout under this. */
  layoutCode?: string;
  title: string;
  /** One record, in the singular and already translated, for the dialogs' titles ("Add sub-customer"). */
  entity: string;
  api: CrudApi;
  fields: CrudField<R>[];
  /** The list is a tree (no paging; rows have `children`). */
  tree?: boolean;
  /** Fixed filters sent with every list call (a parent id, a tab's state). */
  query?: Record<string, string | number | undefined>;
  /** The form's values of a record, when they differ from the record (ids of a multiselect, say). */
  toForm?: (row: R) => Record<string, unknown>;
  /** The body sent to `submit` from the form's values; `editing` is the record being edited. */
  toBody?: (values: Record<string, unknown>, editing: R | null) => Record<string, unknown>;
  rowActions?: RowAction<R>[];
  toolbarActions?: ToolbarAction<R>[];
  /** An Excel import: the toolbar's Import button (`<code>_import`) opens the import dialog. */
  importing?: ImportSpec;
  canEdit?: (row: R) => boolean;
  canDelete?: (row: R) => boolean;
  /** Dialog width in px; forms with many fields use two columns above 720. */
  dialogWidth?: number;
  /** After every successful write (to refresh other views of the same data). */
  onChanged?: () => void;
};

/** A field's form options, `{}` when it is not in the form. */
export const formOptions = <R>(field: CrudField<R>): FormOptions => field.form || {};
/** A field's column options, `{}` when it has none or is not listed. */
export const columnOptions = <R>(field: CrudField<R>): ColumnOptions<R> => field.column || {};
