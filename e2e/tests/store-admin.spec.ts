import { readFileSync } from 'node:fs';
import readExcelFile from 'read-excel-file/node';
import { expect, type Page, test } from './fixtures';
import { answerConfirm, clickRowAction, signIn } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

const storeOptions = async (page: Page) => {
  await page.getByTestId('store-selector').locator('.ant-select').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  // Read the list once it is open (it always offers ALL and NoShop), not in the frame the click opens it.
  await expect(options.first()).toBeVisible();
  const labels = await options.allInnerTexts();
  await page.keyboard.press('Escape');
  return labels;
};

const rowOf = (page: Page, text: string) => page.locator('.crud-page tr', { hasText: text });

test('a distributor opens a store, binds it to a warehouse, sees it in the store selector, then closes it', async ({
  page,
}) => {
  await signIn(page, 'dist01');
  await page.goto('/#/store/shop');
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Store code is required')).toBeVisible();
  await dialog.getByLabel('Store code').fill('S100');
  await dialog.getByLabel('Store name').fill('Harbour kiosk');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added successfully')).toBeVisible();
  await expect(rowOf(page, 'Harbour kiosk')).toBeVisible();
  expect(await storeOptions(page)).toContain('S100 Harbour kiosk');

  await clickRowAction(page, rowOf(page, 'Harbour kiosk'), 'Warehouses');
  const bind = page.getByRole('dialog');
  await bind.getByLabel('Serving warehouses').click();
  await page.locator('.ant-select-item-option', { hasText: 'W02 Sunrise east depot' }).click();
  await page.keyboard.press('Escape');
  await bind.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(rowOf(page, 'Harbour kiosk').locator('td').nth(5)).toHaveText('1');

  // A store with a warehouse can be chosen for store-dependent work.
  const selector = page.getByTestId('store-selector');
  await selector.locator('.ant-select').click();
  await page.locator('.ant-select-item-option', { hasText: 'S100 Harbour kiosk' }).click();
  await expect(selector).toContainText('S100 Harbour kiosk');

  await clickRowAction(page, rowOf(page, 'Harbour kiosk'), 'Close');
  await answerConfirm(page);
  await expect(rowOf(page, 'Harbour kiosk')).toContainText('Closed');
  expect(await storeOptions(page)).not.toContain('S100 Harbour kiosk');
});

test('a list exports its current filter to a real .xlsx and keeps a saved column layout after reload', async ({
  page,
}) => {
  await signIn(page, 'dist01');
  await page.goto('/#/store/shop');
  await page.getByRole('search').getByLabel('Store name').fill('east');
  await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.locator('.crud-page tbody tr.ant-table-row')).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await (await download).path();
  const rows = await readExcelFile(readFileSync(file));
  const cells = Array.isArray(rows[0]) ? rows : (rows as unknown as { data: unknown[][] }[])[0]!.data;
  expect(cells[0]).toEqual(['Store code', 'Store name', 'Customer', 'Status', 'Warehouses']);
  expect(cells.slice(1)).toEqual([['S002', 'Sunrise east store', 'Sunrise Distribution', 'Open', 1]]);

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.locator('.crud-columns').getByRole('checkbox', { name: 'Customer' }).uncheck();
  // Up past the hidden Customer column; the key columns (code, name) stay first.
  await page.getByRole('button', { name: 'Move Status up' }).click();
  await expect(page.getByRole('button', { name: 'Move Status up' })).toBeDisabled();
  await page.locator('.crud-columns').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Column layout saved')).toBeVisible();
  const headers = () => page.locator('.crud-page thead th').allInnerTexts();
  await page.reload();
  await expect(page.locator('.crud-page tbody tr.ant-table-row').first()).toBeVisible();
  expect((await headers()).map((text) => text.trim()).filter(Boolean)).toEqual([
    'Store code',
    'Store name',
    'Status',
    'Warehouses',
    'Actions',
  ]);
});
