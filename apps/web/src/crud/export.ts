import type { Page } from '@smdp/contracts';
import { EXPORT_JOB_THRESHOLD, EXPORT_MAX_ROWS, EXPORT_PAGE_SIZE } from '@smdp/contracts/job';
import { get } from '../lib/http';
import { startExport } from '../modules/job/api';
import type { CrudField, CrudRow } from './types';

/** Rows fetched per call while exporting, and the most a single export takes (the server job uses the same). */
export { EXPORT_MAX_ROWS, EXPORT_PAGE_SIZE };

type Query = Record<string, string | number | undefined>;

/** Whether the filtered list is long enough to export on the server (a tree always comes whole, here). */
export async function exportsAsJob(path: string, query: Query, tree: boolean): Promise<boolean> {
  if (tree) return false;
  const first = await get<Page<unknown>>(path, { ...query, current: 1, size: 1 });
  return first.total > EXPORT_JOB_THRESHOLD;
}

/** Starts the export as a server job: the same list call and columns; the file lands on the downloads page. */
export async function exportOnServer<R>(
  path: string,
  query: Query,
  fields: CrudField<R>[],
  fileName: string,
  yesNo: [string, string],
): Promise<void> {
  const defined = Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  await startExport({
    path,
    query: Object.fromEntries(defined),
    fileName,
    yesNo,
    columns: fields.map((field) => ({
      key: field.key,
      label: field.label,
      kind: field.kind === 'switch' ? 'switch' : 'text',
      ...(field.options ? { options: field.options.map(({ value, label }) => ({ value, label: String(label) })) } : {}),
    })),
  });
}

type Cell = string | number | boolean | null;

/** The displayed text of a field's value: option labels instead of codes, yes/no for switches. */
export function displayValue<R>(field: CrudField<R>, row: R, yesNo: [string, string]): Cell {
  if (field.exportValue) return field.exportValue(row);
  const value = (row as Record<string, unknown>)[field.key];
  if (value === undefined || value === null) return null;
  if (field.options) {
    const labels = (Array.isArray(value) ? value : [value]).map(
      (one) => field.options?.find((option) => String(option.value) === String(one))?.label ?? String(one),
    );
    return labels.join(', ');
  }
  if (field.kind === 'switch') return value ? yesNo[0] : yesNo[1];
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/** A header row of the visible columns' labels, then one row per record (tree rows flattened). */
export function sheetOf<R extends CrudRow>(fields: CrudField<R>[], rows: R[], yesNo: [string, string]): Cell[][] {
  const flat: R[] = [];
  const walk = (list: R[]) => {
    for (const row of list) {
      flat.push(row);
      if (row.children?.length) walk(row.children as R[]);
    }
  };
  walk(rows);
  return [
    fields.map((field) => field.label),
    ...flat.map((row) => fields.map((field) => displayValue(field, row, yesNo))),
  ];
}

/** Every record of the current filter, page by page (a tree comes whole). */
export async function fetchAll<R extends CrudRow>(
  path: string,
  query: Record<string, string | number | undefined>,
  tree: boolean,
): Promise<R[]> {
  if (tree) return get<R[]>(path, query);
  const rows: R[] = [];
  for (let current = 1; rows.length < EXPORT_MAX_ROWS; current++) {
    const page = await get<Page<R>>(path, { ...query, current, size: EXPORT_PAGE_SIZE });
    rows.push(...page.records);
    if (page.records.length < EXPORT_PAGE_SIZE || rows.length >= page.total) break;
  }
  return rows.slice(0, EXPORT_MAX_ROWS);
}

/** Writes the sheet to a real .xlsx file and hands it to the browser as a download. */
export async function downloadXlsx(sheet: Cell[][], fileName: string): Promise<void> {
  const { default: writeExcelFile } = await import('write-excel-file/universal');
  const blob = await writeExcelFile(sheet).toBlob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
