import { AGEING_BUCKETS, type Statement } from '@smdp/contracts/fund';
import type { Language } from '../../platform/i18n/languages';
import { PAGE_MARGIN, type Pdf, renderPdf, tableRow } from '../../platform/pdf/pdf';
import { pageLabelIn } from '../../platform/pdf/pdf.labels';
import {
  AGEING_LABELS,
  documentOf,
  entryLabel,
  groupedAmount,
  type StatementLabel,
  statementLabel,
} from './statement.labels';

export type StatementPdfFacts = {
  statement: Statement;
  lang: Language;
  /** The reader's calendar day, printed on the statement. */
  today: string;
  /** The company logo (PNG or JPEG; anything else is left out). */
  logo?: { contentType: string; content: Buffer } | null;
};

const DRAWABLE = ['image/png', 'image/jpeg'];
const LOGO_BOX: [number, number] = [140, 48];
/** Column shares of the page width: date, entry, document, due date, debit, credit, balance. */
const SHARES = [0.12, 0.16, 0.22, 0.11, 0.13, 0.13, 0.13];

/**
 * A statement a finance person signs: logo, both parties, period, the lines with their running balance
 * between opening and closing, the period's totals, the ageing if asked, room for both signatures, and
 * page numbers, in the reader's language.
 */
export function statementPdf({ statement, lang, today, logo }: StatementPdfFacts): Promise<Buffer> {
  const label = (key: StatementLabel, params?: Record<string, string>) => statementLabel(lang, key, params);
  const period = `${statement.start} – ${statement.end}`;
  return renderPdf(
    {
      title: `${label('title')} ${statement.debtor.code} ${period}`,
      author: statement.creditor.name,
      lang,
      pageLabel: pageLabelIn(lang),
    },
    (doc) => {
      const width = doc.page.width - PAGE_MARGIN * 2;
      if (logo && DRAWABLE.includes(logo.contentType)) {
        doc.image(logo.content, PAGE_MARGIN, PAGE_MARGIN, { fit: LOGO_BOX });
      }
      doc
        .font('bold')
        .fontSize(18)
        .text(label('title'), PAGE_MARGIN, PAGE_MARGIN + 8, { width, align: 'center' });
      doc
        .font('body')
        .fontSize(10)
        .text(`${label('period')}: ${period}`, { width, align: 'center' });
      doc.y = Math.max(doc.y, PAGE_MARGIN + LOGO_BOX[1]) + 12;
      facts(doc, [
        [label('creditor'), `${statement.creditor.name} (${label('code')} ${statement.creditor.code})`],
        [label('debtor'), `${statement.debtor.name} (${label('code')} ${statement.debtor.code})`],
        [label('period'), period],
        [label('printed'), today],
      ]);
      doc.moveDown();
      lineTable(doc, statement, lang, width);
      doc.moveDown(0.5);
      doc.font('body').fontSize(8).fillColor('#666666').text(label('balanceNote'), PAGE_MARGIN, doc.y, { width });
      if (statement.ageing) ageingTable(doc, statement.ageing, lang, width, label('ageing', { date: statement.end }));
      signatures(doc, width, label('creditorSign'), label('debtorSign'));
    },
  );
}

function lineTable(doc: Pdf, statement: Statement, lang: Language, width: number) {
  const label = (key: StatementLabel) => statementLabel(lang, key);
  const columns = SHARES.map((share) => share * width);
  const headerTexts = [
    label('date'),
    label('entryType'),
    label('document'),
    label('dueDate'),
    label('debit'),
    label('credit'),
    label('balance'),
  ];
  const cells = (texts: readonly string[]) =>
    texts.map((text, index) => ({
      text,
      width: columns[index] ?? 40,
      align: index >= 4 ? ('right' as const) : ('left' as const),
    }));
  // A table that runs onto a new page repeats its header there.
  const header = () => tableRow(doc, cells(headerTexts), { bold: true, fontSize: 8 });
  const row = (texts: readonly string[], bold = false) =>
    tableRow(doc, cells(texts), { bold, fontSize: 8, onNewPage: header });
  header();
  row([statement.start, label('opening'), '', '', '', '', groupedAmount(statement.opening)], true);
  for (const line of statement.lines) {
    row([
      line.postingDate,
      entryLabel(line, lang),
      documentOf(line),
      line.dueDate ?? '',
      line.debit === '0.00' ? '' : groupedAmount(line.debit),
      line.credit === '0.00' ? '' : groupedAmount(line.credit),
      groupedAmount(line.balance),
    ]);
  }
  if (statement.lines.length === 0) row(['', label('noLines'), '', '', '', '', '']);
  row(
    ['', label('totals'), '', '', groupedAmount(statement.totalDebit), groupedAmount(statement.totalCredit), ''],
    true,
  );
  row([statement.end, label('closing'), '', '', '', '', groupedAmount(statement.closing)], true);
}

function ageingTable(doc: Pdf, ageing: NonNullable<Statement['ageing']>, lang: Language, width: number, title: string) {
  doc.moveDown();
  if (doc.y + 60 > doc.page.height - PAGE_MARGIN) doc.addPage();
  doc.font('bold').fontSize(10).fillColor('#000000').text(title, PAGE_MARGIN, doc.y, { width });
  doc.moveDown(0.3);
  const cell = width / (AGEING_BUCKETS.length + 1);
  const cells = (texts: readonly string[]) => texts.map((text) => ({ text, width: cell, align: 'right' as const }));
  tableRow(
    doc,
    cells([...AGEING_BUCKETS.map((bucket) => AGEING_LABELS[bucket][lang]), statementLabel(lang, 'ageingTotal')]),
    { bold: true, fontSize: 8 },
  );
  tableRow(
    doc,
    cells([...AGEING_BUCKETS.map((bucket) => groupedAmount(ageing[bucket])), groupedAmount(ageing.total)]),
    {
      fontSize: 8,
    },
  );
}

function signatures(doc: Pdf, width: number, creditor: string, debtor: string) {
  doc.moveDown(2);
  if (doc.y + 70 > doc.page.height - PAGE_MARGIN) doc.addPage();
  const half = width / 2;
  const y = doc.y;
  doc.font('body').fontSize(10).fillColor('#000000');
  doc.text(creditor, PAGE_MARGIN, y, { width: half - 12 });
  doc.text(debtor, PAGE_MARGIN + half, y, { width: half - 12 });
  const line = y + 50;
  doc
    .moveTo(PAGE_MARGIN, line)
    .lineTo(PAGE_MARGIN + half - 24, line)
    .lineWidth(0.5)
    .strokeColor('#000000')
    .stroke();
  doc
    .moveTo(PAGE_MARGIN + half, line)
    .lineTo(PAGE_MARGIN + width - 24, line)
    .stroke();
  doc.x = PAGE_MARGIN;
  doc.y = line + 8;
}

function facts(doc: Pdf, rows: readonly [string, string][]) {
  for (const [name, value] of rows) {
    const y = doc.y;
    doc.font('bold').fontSize(10).fillColor('#000000').text(name, PAGE_MARGIN, y, { width: 110 });
    doc.font('body').text(value, PAGE_MARGIN + 115, y);
    doc.x = PAGE_MARGIN;
  }
}
