import { readSheet } from 'read-excel-file/node';
import { badRequest } from '../http/errors';
import { isSafeText } from '../http/input-guard';
import type { Upload } from '../http/upload';
import type { Language } from '../i18n/languages';
import { locateColumns, type SheetColumn, titleIn } from './sheet-columns';

/** The most rows one import takes; a longer list is split by the person, not queued. */
export const IMPORT_MAX_ROWS = 2000;

/** One filled row of an import sheet: its row number in the sheet and its cells as text ('' when empty). */
export type SheetRow<K extends string> = { row: number; cells: Record<K, string> };

/** An .xlsx file is a zip archive; an .xls (the old binary format) or anything else is refused by content. */
const isZip = (content: Buffer) => content.length > 4 && content.readUInt32LE(0) === 0x04034b50;

/**
 * The rows of the first sheet of an uploaded .xlsx, read by header: the header row is the first filled
 * row, and each later row that is not empty becomes one `SheetRow`. A missing required column, an empty
 * sheet or too many rows is a translated 400.
 */
export async function readImportSheet<K extends string>(
  upload: Upload,
  columns: readonly SheetColumn<K>[],
  lang: Language,
  maxRows = IMPORT_MAX_ROWS,
): Promise<SheetRow<K>[]> {
  if (!isZip(upload.content)) throw badRequest('importNotXlsx');
  const data = await readSheet(upload.content).catch(() => {
    throw badRequest('importNotXlsx');
  });
  const headerIndex = data.findIndex((row) => row.some(isFilled));
  if (headerIndex < 0) throw badRequest('importEmpty');
  const located = locateColumns(data[headerIndex] ?? [], columns);
  const missing = columns.find((column) => column.required && !located.has(column.key));
  if (missing) throw badRequest('importColumnMissing', { column: titleIn(missing, lang) });
  const rows = data
    .map((cells, index) => ({ row: index + 1, cells }))
    .slice(headerIndex + 1)
    .filter(({ cells }) => cells.some(isFilled));
  if (rows.length === 0) throw badRequest('importEmpty');
  if (rows.length > maxRows) throw badRequest('importTooManyRows', { max: maxRows });
  return rows.map(({ row, cells }) => ({ row, cells: cellsOf(cells, columns, located) }));
}

const isFilled = (cell: unknown) => cell !== null && cell !== undefined && String(cell).trim() !== '';

function cellsOf<K extends string>(
  cells: readonly unknown[],
  columns: readonly SheetColumn<K>[],
  located: Map<K, number>,
): Record<K, string> {
  const entries = columns.map((column) => {
    const index = located.get(column.key);
    return [column.key, index === undefined ? '' : textOf(cells[index])] as const;
  });
  return Object.fromEntries(entries) as Record<K, string>;
}

/**
 * A cell as the text a person typed: dates as YYYY-MM-DD, whole numbers without a decimal point (a phone
 * number typed as a number), text trimmed. Text with control characters is refused like any other input.
 */
function textOf(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  const text = typeof cell === 'number' && Number.isInteger(cell) ? cell.toFixed(0) : String(cell).trim();
  if (!isSafeText(text)) throw badRequest('importUnsafeCell');
  return text;
}
