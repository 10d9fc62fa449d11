import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * Noto Sans SC (OFL) draws all six languages: Chinese, and the Latin and Cyrillic it also carries. pdfkit
 * embeds only the glyphs a document uses, so a slip stays a few dozen kB.
 */
const FONTS = {
  body: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
} as const;

export type Pdf = PDFKit.PDFDocument;

export type PdfMeta = {
  title: string;
  author: string;
  lang: string;
  /** "Page {page} of {pages}" in the reader's language, written at the foot of every page. */
  pageLabel: (page: number, pages: number) => string;
};

export const PAGE_MARGIN = 48;

/** Draws a PDF (A4, fonts `body` and `bold`) and returns its bytes, with page numbers on every page. */
export function renderPdf(meta: PdfMeta, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    lang: meta.lang,
    info: { Title: meta.title, Author: meta.author },
  });
  doc.registerFont('body', FONTS.body);
  doc.registerFont('bold', FONTS.bold);
  doc.font('body');
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index++) {
    doc.switchToPage(pages.start + index);
    const bottom = doc.page.height - PAGE_MARGIN / 2 - 10;
    // Writing below the bottom margin would open a new page: lift the margin for the footer only.
    const { margins } = doc.page;
    doc.page.margins = { ...margins, bottom: 0 };
    doc
      .font('body')
      .fontSize(8)
      .fillColor('#666666')
      .text(meta.pageLabel(index + 1, pages.count), PAGE_MARGIN, bottom, {
        width: doc.page.width - PAGE_MARGIN * 2,
        align: 'center',
      });
    doc.page.margins = margins;
  }
  doc.end();
  return bytes;
}

export type TableCell = { text: string; width: number; align?: 'left' | 'right' | 'center' };

/** Room between a cell's border and its text, on each side. */
const CELL_PADDING = 2;

/** One row of a simple table: cells drawn at the given x offsets and widths; returns the row's height. */
export function tableRow(
  doc: Pdf,
  cells: readonly TableCell[],
  options: {
    bold?: boolean;
    fontSize?: number;
    /** Draws on a page this row opens before the row (a table's header, repeated). */
    onNewPage?: () => void;
  } = {},
): number {
  const fontSize = options.fontSize ?? 9;
  const setFont = () =>
    doc
      .font(options.bold ? 'bold' : 'body')
      .fontSize(fontSize)
      .fillColor('#000000');
  setFont();
  const widths = cells.map((cell) => oneLineWidth(doc, cell));
  const heights = cells.map((cell, index) => cellHeight(doc, cell, widths[index] ?? null));
  const height = Math.max(fontSize + 4, ...heights) + 4;
  if (doc.y + height > doc.page.height - PAGE_MARGIN) {
    doc.addPage();
    if (options.onNewPage) {
      options.onNewPage();
      setFont();
    }
  }
  const top = doc.y;
  let x = PAGE_MARGIN;
  cells.forEach((cell, index) => {
    drawCell(doc, cell, widths[index] ?? null, x, top);
    x += cell.width;
  });
  doc
    .moveTo(PAGE_MARGIN, top + height)
    .lineTo(x, top + height)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.x = PAGE_MARGIN;
  doc.y = top + height;
  return height;
}

/**
 * The width of a cell's text when it fits on one line, else null. Most cells do, and those are drawn
 * without PDFKit's line wrapper: wrapping ten thousand rows of a statement took seconds.
 */
function oneLineWidth(doc: Pdf, cell: TableCell): number | null {
  if (cell.text.includes('\n')) return null;
  const width = doc.widthOfString(cell.text);
  return width <= cell.width - CELL_PADDING * 2 ? width : null;
}

function cellHeight(doc: Pdf, cell: TableCell, oneLine: number | null): number {
  if (cell.text === '') return 0;
  if (oneLine !== null) return doc.currentLineHeight(true);
  return doc.heightOfString(cell.text, { width: cell.width - CELL_PADDING * 2 });
}

/** Draws a cell's text where PDFKit's wrapper would put it: aligned in the cell, below its top padding. */
function drawCell(doc: Pdf, cell: TableCell, oneLine: number | null, x: number, top: number) {
  const inner = cell.width - CELL_PADDING * 2;
  const align = cell.align ?? 'left';
  if (oneLine === null) {
    doc.text(cell.text, x + CELL_PADDING, top + CELL_PADDING, { width: inner, align });
    return;
  }
  if (cell.text === '') return;
  const room = inner - oneLine;
  const shift = align === 'right' ? room : align === 'center' ? room / 2 : 0;
  doc.text(cell.text, x + CELL_PADDING + shift, top + CELL_PADDING, { lineBreak: false });
}
