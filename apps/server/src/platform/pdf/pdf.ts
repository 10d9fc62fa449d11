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

/** One row of a simple table: cells drawn at the given x offsets and widths; returns the row's height. */
export function tableRow(
  doc: Pdf,
  cells: readonly { text: string; width: number; align?: 'left' | 'right' | 'center' }[],
  options: {
    bold?: boolean;
    fontSize?: number;
    /** Draws on a page this row opens before the row (a table's header, repeated). */
    onNewPage?: () => void;
  } = {},
): number {
  const fontSize = options.fontSize ?? 9;
  doc
    .font(options.bold ? 'bold' : 'body')
    .fontSize(fontSize)
    .fillColor('#000000');
  const heights = cells.map((cell) => doc.heightOfString(cell.text, { width: cell.width - 4 }));
  const height = Math.max(fontSize + 4, ...heights) + 4;
  if (doc.y + height > doc.page.height - PAGE_MARGIN) {
    doc.addPage();
    if (options.onNewPage) {
      options.onNewPage();
      doc
        .font(options.bold ? 'bold' : 'body')
        .fontSize(fontSize)
        .fillColor('#000000');
    }
  }
  const top = doc.y;
  let x = PAGE_MARGIN;
  for (const cell of cells) {
    doc.text(cell.text, x + 2, top + 2, { width: cell.width - 4, align: cell.align ?? 'left' });
    x += cell.width;
  }
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
