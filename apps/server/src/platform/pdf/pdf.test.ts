import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../testing/pdf-text';
import { renderPdf, tableRow } from './pdf';

const meta = {
  title: 'Table',
  author: 'Test',
  lang: 'en',
  pageLabel: (page: number, pages: number) => `${page}/${pages}`,
};

describe('tableRow', () => {
  it('keeps a row of short cells one line high and grows a row whose cell wraps, printing both whole', async () => {
    const heights: number[] = [];
    const pdf = await renderPdf(meta, (doc) => {
      const cell = (text: string, align?: 'left' | 'right') => ({ text, width: 80, align });
      heights.push(tableRow(doc, [cell('2026-10-15'), cell('1,234.50', 'right')], { fontSize: 8 }));
      heights.push(
        tableRow(doc, [cell('2026-10-16'), cell('A remark far too long for one line of its column')], { fontSize: 8 }),
      );
      heights.push(tableRow(doc, [cell(''), cell('')], { fontSize: 8 }));
    });
    const [oneLine, wrapped, empty] = heights;
    expect(oneLine).toBe(16);
    expect(wrapped).toBeGreaterThan((oneLine ?? 0) + 8);
    expect(empty).toBe(16);
    const [page] = await pdfPages(pdf);
    expect(page).toContain('1,234.50');
    expect(page).toContain('A remark far too long');
    expect(page).toContain('line of its column');
  });
});
