import { expect, type Locator, type Page, test } from './fixtures';
import { appeared, clickRowAction, searchAnswered, signIn } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

/** Picks an option of an antd select by typing part of its label. */
async function choose(page: Page, select: Locator, text: string) {
  await select.click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

/** The on-hand quantity of one goods in W01 as the balances report shows it. */
async function onHandInW01(page: Page, sku: string): Promise<number> {
  await page.goto('/#/stock/report');
  const report = page.locator('.crud-page:visible');
  const search = report.getByRole('search');
  await search.getByLabel('Goods').fill(sku);
  await searchAnswered(page, report, '/api/smdp-stock/report/balance?');
  const row = report.locator('tr.ant-table-row', { hasText: 'W01' }).filter({ hasText: sku });
  await expect(row).toHaveCount(1);
  const headers = await report.locator('thead th').allInnerTexts();
  const cell = row.locator('td').nth(headers.findIndex((header) => header.trim() === 'On hand'));
  return Number((await cell.innerText()).replaceAll(',', ''));
}

const SKU = 'SKU-0007';
/** The demo catalog's barcode of SKU-0007 (`690` + the number in nine digits + the prefix length). */
const BARCODE = '6900000000074';

test('a blind stock check is counted on a phone by scanning, submitted and posted; the balance moves by the difference', async ({
  page,
}) => {
  await signIn(page, 'dist01');
  await page.goto('/#/stock/check');
  await page.locator('.crud-page:visible').getByRole('button', { name: 'New stock check' }).click();
  const editor = await appeared(page.getByRole('dialog', { name: 'New stock check' }));
  await choose(page, editor.getByLabel('Warehouse', { exact: true }), 'W01');
  await choose(page, editor.getByLabel('Scope', { exact: true }), 'Chosen goods');
  await choose(page, editor.getByLabel('Goods', { exact: true }), SKU);
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await editor.getByLabel(/Blind count/).check();
  await choose(page, editor.getByLabel('Counter', { exact: true }), 'dist01');
  await editor.getByRole('button', { name: 'Save' }).click();
  const planned = await appeared(page.getByRole('dialog', { name: /^CHK\d{4}-\d{5}$/ }));
  await expect(planned).toContainText('Planned');
  const taskNo = (await planned.locator('.ant-modal-title').innerText()).trim();
  await planned.getByRole('button', { name: 'Close' }).click();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/#/stock/task');
  const card = page.locator('.ant-card', { hasText: taskNo });
  await card.getByRole('button', { name: 'Start' }).click();
  const counted = page.getByLabel(`Counted qty ${SKU}`);
  await expect(counted).toBeVisible();
  await expect(page.getByText('Book qty')).toHaveCount(0);
  await page.getByLabel('Scan').fill(BARCODE);
  await page.getByLabel('Scan').press('Enter');
  await expect(counted).toBeFocused();
  await page.keyboard.type('5');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Submit count' }).click();
  await expect(page.getByText('Count submitted')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/stock/check');
  const row = page.locator('.crud-page:visible tr.ant-table-row', { hasText: taskNo });
  await clickRowAction(page, row, 'Open');
  const check = await appeared(page.getByRole('dialog', { name: taskNo }));
  await expect(check).toContainText('Submitted');
  const line = check.locator('tr.ant-table-row', { hasText: SKU });
  const headers = await check.locator('thead th').allInnerTexts();
  const cellOf = (title: string) => line.locator('td').nth(headers.findIndex((header) => header.trim() === title));
  const book = Number(await cellOf('Book qty').innerText());
  const difference = Number(await cellOf('Difference').innerText());
  expect(book + difference).toBe(5);
  // The demo stock's cost makes this difference worth more than the default threshold: approve first.
  await expect(check).toContainText('Needs approval');
  await check.getByRole('button', { name: 'Approve' }).click();
  await expect(check).toContainText('Approved');
  await check.getByRole('button', { name: 'Post' }).click();
  await expect(check).toContainText('Posted');
  await expect(check).toContainText(/ADJ\d{4}-\d{5}/);

  expect(await onHandInW01(page, SKU)).toBe(5);
});
