import { expect, type Locator, type Page, test } from './fixtures';
import { appeared, searchAnswered, signIn } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

/** Picks an option of an antd select by typing part of its label. */
async function choose(page: Page, select: Locator, text: string) {
  await select.click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

/** On hand of one goods in one warehouse as the balances report shows it. */
async function onHand(page: Page, warehouse: string, sku: string) {
  await page.goto('/#/stock/report');
  const report = page.locator('.crud-page:visible');
  const search = report.getByRole('search');
  await search.getByLabel('Goods').fill(sku);
  await searchAnswered(page, report, '/api/smdp-stock/report/balance?');
  // The code cell exactly: 'W01' is also part of 'CW01'.
  const row = report
    .locator('tr.ant-table-row', { has: page.getByRole('cell', { name: warehouse, exact: true }) })
    .filter({ hasText: sku });
  await expect(row).toHaveCount(1);
  const headers = (await report.locator('thead th').allInnerTexts()).map((header) => header.trim());
  return Number((await row.locator('td').nth(headers.indexOf('On hand')).innerText()).replaceAll(',', ''));
}

test('an administrator adjusts a goods down for damage, posts it, and the balance report shows the new figure', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const before = await onHand(page, 'W01', 'SKU-0003');

  await page.goto('/#/stock/adjustment');
  await page.locator('.crud-page:visible').getByRole('button', { name: 'New' }).click();
  const editor = await appeared(page.getByRole('dialog', { name: /New · stock adjustment/ }));
  await choose(page, editor.getByLabel('Warehouse'), 'W01 Sunrise');
  await choose(page, editor.getByLabel('Goods'), 'SKU-0003');
  await editor.getByLabel('Difference').fill('-2');
  await choose(page, editor.getByLabel('Reason'), 'Damage');
  await editor.getByLabel('Line remark').fill('Dropped from the shelf');
  await editor.getByRole('button', { name: 'Save' }).click();

  const adjustment = await appeared(page.getByRole('dialog', { name: /^ADJ\d{4}-\d{5}$/ }));
  await expect(adjustment).toContainText('Draft');
  await expect(adjustment).toContainText('Dropped from the shelf');
  await adjustment.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(adjustment).toContainText('Submitted');
  await adjustment.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(adjustment).toContainText('Posted');
  // Once posted it can only be reversed, no longer cancelled.
  await expect(adjustment.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await expect(adjustment.getByRole('button', { name: 'Reverse', exact: true })).toBeVisible();
  await adjustment.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(adjustment).toBeHidden();

  expect(await onHand(page, 'W01', 'SKU-0003')).toBe(before - 2);
});
