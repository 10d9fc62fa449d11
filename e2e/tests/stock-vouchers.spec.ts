import { expect, type Locator, type Page, test } from '@playwright/test';
import { appeared, signIn } from './helpers';

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
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  const row = report.locator('tr.ant-table-row', { hasText: 'W01' }).filter({ hasText: sku });
  await expect(row).toHaveCount(1);
  const headers = await report.locator('thead th').allInnerTexts();
  const cell = row.locator('td').nth(headers.findIndex((header) => header.trim() === 'On hand'));
  return Number((await cell.innerText()).replaceAll(',', ''));
}

test('an administrator drafts an inbound, submits it and receives it short with a reason; the balance grows by what came', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const before = await onHandInW01(page, 'SKU-0003');

  await page.goto('/#/stock/inbound');
  await page.locator('.crud-page:visible').getByRole('button', { name: 'New' }).click();
  const editor = await appeared(page.getByRole('dialog', { name: /New · inbound voucher/ }));
  await choose(page, editor.getByLabel('Inbound type'), 'Other in');
  await choose(page, editor.getByLabel('Warehouse'), 'W01');
  await choose(page, editor.getByLabel('Goods'), 'SKU-0003');
  await editor.getByLabel('Expected qty').fill('10');
  await editor.getByRole('button', { name: 'Save' }).click();

  const voucher = await appeared(page.getByRole('dialog', { name: /^IN\d{4}-\d{5}$/ }));
  await expect(voucher).toContainText('Draft');
  await voucher.getByRole('button', { name: 'Submit' }).click();
  await expect(voucher).toContainText('Submitted');
  await voucher.getByRole('button', { name: 'Receive', exact: true }).click();
  await voucher.getByLabel('Received qty 1').fill('8');
  await voucher.getByRole('button', { name: 'Post the receipt' }).click();
  await expect(
    page.getByText('Line 1: the received quantity differs from the expected one: give the reason'),
  ).toBeVisible();
  await expect(voucher).toContainText('Submitted');
  await voucher.getByLabel('Difference reason 1').fill('Two cartons crushed');
  await voucher.getByRole('button', { name: 'Post the receipt' }).click();
  await expect(page.getByText('Received into stock')).toBeVisible();
  await expect(voucher).toContainText('Done');
  await expect(voucher).toContainText('Two cartons crushed');

  expect(await onHandInW01(page, 'SKU-0003')).toBe(before + 8);
});

test('a distributor reads the balance over a period of its own warehouses and exports it', async ({ page }) => {
  await signIn(page, 'dist01');
  await page.goto('/#/stock/report');
  await page.getByRole('tab', { name: 'Balance over a period' }).click();
  const report = page.locator('.crud-page:visible');
  await expect(report.locator('tr.ant-table-row').first()).toBeVisible();
  const codes = await report.locator('tr.ant-table-row td:nth-child(2)').allInnerTexts();
  expect(codes.length).toBeGreaterThan(0);
  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
});

test('a half-filled voucher stays open and filled while the user looks at another tab', async ({ page }) => {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  await signIn(page, 'admin');
  await page.goto('/#/stock/inbound');
  await page.locator('.crud-page:visible').getByRole('button', { name: 'New' }).click();
  const editor = await appeared(page.getByRole('dialog', { name: /New · inbound voucher/ }));
  await editor.getByLabel('Remark').fill('pallet from the morning truck');

  await page.goto('/#/stock/outbound');
  await expect(page.locator('.app-tabs .ant-tabs-tab-active')).toContainText('Outbound');
  await page.goto('/#/stock/inbound');
  await expect(page.locator('.app-tabs .ant-tabs-tab-active')).toContainText('Inbound');
  await expect(editor.getByLabel('Remark')).toHaveValue('pallet from the morning truck');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
  expect(crashes).toEqual([]);
});
