import { AGEING_BUCKETS, type Statement } from '@smdp/contracts/fund';
import writeXlsxFile, { type Cell, type Row } from 'write-excel-file/node';
import type { Language } from '../../platform/i18n/languages';
import { AGEING_LABELS, documentOf, entryLabel, type StatementLabel, statementLabel } from './statement.labels';

const MONEY_FORMAT = '#,##0.00';

/**
 * A money cell. Excel keeps every number as a double, so the decimal text becomes one only here, at the
 * file's edge; sums in the sheet are the server's, written as they are.
 */
const money = (amount: string, bold = false): Cell => ({
  value: Number(amount),
  type: Number,
  format: MONEY_FORMAT,
  ...(bold ? { fontWeight: 'bold' as const } : {}),
});
const text = (value: string, bold = false): Cell => ({
  value,
  type: String,
  ...(bold ? { fontWeight: 'bold' as const } : {}),
});

/** The statement as one sheet: parties and period, the lines between opening and closing, totals, ageing. */
export function statementSheet(statement: Statement, lang: Language): Row[] {
  const label = (key: StatementLabel, params?: Record<string, string>) => statementLabel(lang, key, params);
  const rows: Row[] = [
    [text(label('title'), true)],
    [text(label('creditor'), true), text(statement.creditor.code), text(statement.creditor.name)],
    [text(label('debtor'), true), text(statement.debtor.code), text(statement.debtor.name)],
    [text(label('period'), true), text(statement.start), text(statement.end)],
    [],
    ['date', 'entryType', 'document', 'dueDate', 'debit', 'credit', 'balance'].map((key) =>
      text(label(key as StatementLabel), true),
    ),
    [text(statement.start), text(label('opening'), true), null, null, null, null, money(statement.opening, true)],
    ...statement.lines.map(
      (line): Row => [
        text(line.postingDate),
        text(entryLabel(line, lang)),
        text(documentOf(line)),
        line.dueDate ? text(line.dueDate) : null,
        money(line.debit),
        money(line.credit),
        money(line.balance),
      ],
    ),
    [
      null,
      text(label('totals'), true),
      null,
      null,
      money(statement.totalDebit, true),
      money(statement.totalCredit, true),
      null,
    ],
    [text(statement.end), text(label('closing'), true), null, null, null, null, money(statement.closing, true)],
  ];
  if (statement.ageing) {
    const ageing = statement.ageing;
    rows.push(
      [],
      [text(label('ageing', { date: statement.end }), true)],
      [...AGEING_BUCKETS.map((bucket) => text(AGEING_LABELS[bucket][lang], true)), text(label('ageingTotal'), true)],
      [...AGEING_BUCKETS.map((bucket) => money(ageing[bucket])), money(ageing.total, true)],
    );
  }
  return rows;
}

/** The statement as an .xlsx file. */
export function statementXlsx(statement: Statement, lang: Language): Promise<Buffer> {
  return writeXlsxFile(statementSheet(statement, lang), {
    sheet: statementLabel(lang, 'sheet'),
    columns: [{ width: 12 }, { width: 22 }, { width: 28 }, { width: 12 }, { width: 14 }, { width: 14 }, { width: 14 }],
  }).toBuffer();
}
