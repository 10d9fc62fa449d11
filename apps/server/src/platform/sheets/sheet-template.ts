import writeXlsxFile from 'write-excel-file/node';
import type { Language } from '../i18n/languages';
import { type SheetColumn, titleIn } from './sheet-columns';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An empty import sheet: the header row in the reader's language, columns wide enough to read it. */
export async function templateOf(columns: readonly SheetColumn[], lang: Language): Promise<Buffer> {
  const header = columns.map((column) => ({ value: titleIn(column, lang), fontWeight: 'bold' as const }));
  const widths = columns.map((column) => ({ width: Math.max(14, titleIn(column, lang).length + 4) }));
  return writeXlsxFile([header], { columns: widths }).toBuffer();
}
