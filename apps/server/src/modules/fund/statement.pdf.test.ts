import type { ReconciliationLine, Statement } from '@smdp/contracts/fund';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../testing/pdf-text';
import { statementPdf } from './statement.pdf';

/** A 1×1 PNG, as a company logo. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function longStatement(count: number): Statement {
  let balance = new Decimal('1000.00');
  const lines: ReconciliationLine[] = Array.from({ length: count }, (_, index) => {
    const debit = index % 3 === 0 ? '0.00' : '1234.50';
    const credit = index % 3 === 0 ? '2000.00' : '0.00';
    balance = balance.plus(debit).minus(credit);
    return {
      lineNo: index + 1,
      entryId: String(index + 1),
      postingDate: '2026-10-15',
      kind: 'CREDIT',
      entryType: index % 3 === 0 ? 'CREDIT_REPAY' : 'CREDIT_USE',
      voucherType: 'order',
      voucherId: String(900 + index),
      remark: null,
      dueDate: index % 3 === 0 ? null : '2026-11-14',
      debit,
      credit,
      balance: balance.toFixed(2),
    };
  });
  const totalDebit = lines.reduce((sum, line) => sum.plus(line.debit), new Decimal(0));
  const totalCredit = lines.reduce((sum, line) => sum.plus(line.credit), new Decimal(0));
  return {
    creditor: { id: '1', code: 'HQ', name: 'Head office' },
    debtor: { id: '2', code: 'C0001', name: 'Sunrise Trading' },
    start: '2026-10-01',
    end: '2026-10-31',
    opening: '1000.00',
    lines,
    totalDebit: totalDebit.toFixed(2),
    totalCredit: totalCredit.toFixed(2),
    closing: balance.toFixed(2),
    ageing: {
      notDue: balance.toFixed(2),
      d1to30: '0.00',
      d31to60: '0.00',
      d61to90: '0.00',
      d91to120: '0.00',
      over120: '0.00',
      total: balance.toFixed(2),
    },
  };
}

describe('statement PDF', () => {
  it('runs over pages with the header on each, numbers them, and ends with totals, ageing and signatures', async () => {
    const statement = longStatement(120);
    const pdf = await statementPdf({
      statement,
      lang: 'fr',
      today: '2026-11-28',
      logo: { contentType: 'image/png', content: LOGO },
    });
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} sur ${pages.length}`);
      if (page.includes('2026-10-15')) expect(page).toContain('Échéance');
    });
    const text = pages.join('\n');
    expect(pages[0]).toContain('Relevé de compte');
    expect(pages[0]).toContain('Sunrise Trading');
    expect(text).toContain('Totaux');
    expect(text).toContain('Solde de clôture');
    expect(text).toContain('Pas encore échu');
    expect(text).toContain('Confirmé par le client');
    expect(text).toContain('98,760.00'); // 80 debits of 1,234.50
  });

  it('leaves out a logo it cannot draw and says when there are no lines', async () => {
    const statement = { ...longStatement(0), ageing: null };
    const pdf = await statementPdf({
      statement,
      lang: 'sw',
      today: '2026-11-28',
      logo: { contentType: 'image/bmp', content: Buffer.from('BM') },
    });
    const [page] = await pdfPages(pdf);
    expect(page).toContain('Taarifa ya akaunti');
    expect(page).toContain('Hakuna maingizo katika kipindi hiki');
    expect(page).toContain('1,000.00');
  });
});
