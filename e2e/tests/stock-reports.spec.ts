import { expect, test } from './fixtures';
import { signIn } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

test('a distributor reads the ageing of its stock and exports it, finds the goods to reorder and the moves by type', async ({
  page,
}) => {
  await signIn(page, 'dist01');
  await page.goto('/#/stock/report');

  await page.getByRole('tab', { name: 'Ageing' }).click();
  const ageing = page.locator('.crud-page:visible');
  await expect(ageing.locator('tr.ant-table-row').first()).toBeVisible();
  await expect(ageing.getByRole('columnheader', { name: '31–60 days' })).toBeVisible();
  const download = page.waitForEvent('download');
  await ageing.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  await page.getByRole('tab', { name: 'Projected stock' }).click();
  const projected = page.locator('.crud-page:visible');
  await expect(projected.locator('tr.ant-table-row').first()).toBeVisible();
  const reorder = projected.getByRole('search').getByLabel('Reorder');
  await reorder.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Reorder now' }).click();
  await projected.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const rows = projected.locator('tr.ant-table-row');
  await expect(rows.first()).toContainText('Reorder now');
  expect(await rows.filter({ hasNotText: 'Reorder now' }).count()).toBe(0);

  await page.getByRole('tab', { name: 'In and out by type' }).click();
  const moves = page.locator('.crud-page:visible');
  await expect(moves.locator('tr.ant-table-row', { hasText: 'Sales out' }).first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'One row per goods' }).check();
  await expect(moves.locator('tr.ant-table-row', { hasText: 'SKU-' }).first()).toBeVisible();
});
