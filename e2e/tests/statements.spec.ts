import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from './fixtures';
import { appeared, signIn } from './helpers';

/**
 * A statement on demand: finance opens Finance > Statements, picks dist01 (C0001) and a period over the
 * demo's weeks of orders and receipts, reads the closing balance, and opens the PDF on the standalone pdf
 * page; the PDF's first page is rendered to PNG (when poppler is installed) and its text holds the totals.
 */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const PERIOD = { start: day(-300), end: day(-1) };

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return texts.join('\n');
}

/** The first page as PNG through poppler's pdftoppm, or null where it is not installed. */
function firstPagePng(bytes: Buffer): string | null {
  const which = (() => {
    try {
      return execFileSync('which', ['pdftoppm']).toString().trim();
    } catch {
      return '';
    }
  })();
  if (!which) return null;
  const dir = mkdtempSync(join(tmpdir(), 'statement-pdf-'));
  writeFileSync(join(dir, 'statement.pdf'), bytes);
  execFileSync(which, ['-png', '-f', '1', '-l', '1', '-r', '60', '-singlefile', 'statement.pdf', 'page'], {
    cwd: dir,
  });
  return join(dir, 'page.png');
}

test('finance opens a statement of C0001, reads its closing balance and opens the PDF with the totals', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  await page.locator('.app-sider').getByText('Finance', { exact: true }).click();
  await page.locator('.app-sider').getByText('Statements', { exact: true }).click();
  await expect(page).toHaveURL(/#\/finance\/statement$/);

  // The one buyer's statement form (the group statements card below has a period of its own).
  const form = page.locator('form', { has: page.getByLabel('Buyer', { exact: true }) });
  await form.getByLabel('Buyer', { exact: true }).fill('C0001');
  await page
    .locator('.ant-select-item-option', { hasText: /^C0001 / })
    .first()
    .click();
  await form.getByPlaceholder('Start date').click();
  await form.getByPlaceholder('Start date').fill(PERIOD.start);
  await form.getByPlaceholder('End date').click();
  await form.getByPlaceholder('End date').fill(PERIOD.end);
  await form.getByPlaceholder('End date').press('Tab');
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  await form.getByLabel('With the ageing summary').check();
  await form.getByRole('button', { name: 'Show', exact: true }).click();

  const closing = page.getByTestId('statement-closing');
  await expect(closing).toHaveText(/^-?[\d,]+\.\d{2}$/);
  const closingText = (await closing.innerText()).trim();
  await expect(page.getByText(`${PERIOD.start} – ${PERIOD.end}`)).toBeVisible();
  await expect(page.getByText(/^Ageing on /)).toBeVisible();
  const rows = page.locator('.ant-table-row');
  expect(await rows.count()).toBeGreaterThan(1);
  const debits = (await page.getByTestId('statement-debits').innerText()).trim();

  const opening = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'PDF', exact: true }).click();
  const viewer = await opening;
  await expect(viewer).toHaveURL(/#\/standalone\/pdf\?pdfUrl=/);
  const frame = await appeared(viewer.locator('iframe.pdf-frame'));
  const src = (await frame.getAttribute('src')) ?? '';
  expect(src).toContain('/api/smdp-finance/statement/pdf?');

  const response = await viewer.request.get(src);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const bytes = await response.body();
  const text = await pdfText(bytes);
  expect(text).toContain('Statement of account');
  expect(text).toContain('Closing balance');
  expect(text).toContain(closingText);
  expect(text).toContain(debits);

  const png = firstPagePng(bytes);
  if (png) {
    expect(existsSync(png)).toBe(true);
    expect(statSync(png).size).toBeGreaterThan(5_000);
    await testInfo.attach('statement-page-1', { body: readFileSync(png), contentType: 'image/png' });
  }

  // On a phone the page still fits: nothing wider than the screen but the tables' own scroll.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(closing).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
