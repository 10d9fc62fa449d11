import { expect, type Page, test } from './fixtures';
import { signIn } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

/** The figure a tile shows, as a number (counts are grouped by the language: 1,234). */
async function tileCount(page: Page, tile: string, figure: string): Promise<number> {
  const shown = page.getByTestId(`figure-${tile}-${figure}`).locator('.ant-statistic-content-value');
  await expect(shown).toHaveText(/^\d[\d,]*$/);
  return Number((await shown.innerText()).replaceAll(',', ''));
}

test("a distributor's tile leads to the list it counted, filtered as it said", async ({ page }) => {
  await signIn(page, 'dist01');
  // The home tab shows the owner's tiles under the welcome.
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  for (const tile of ['funds', 'ordersToConfirm', 'stockAlerts', 'tierProgress', 'secondarySales']) {
    await expect(page.getByTestId(`tile-${tile}`)).toBeVisible();
  }
  await expect(page.getByTestId('figure-funds-cashAvailable')).toContainText(/\d\.\d\d/);
  const toConfirm = await tileCount(page, 'ordersToConfirm', 'orders');
  expect(toConfirm).toBeGreaterThan(0);

  const listed = page.waitForResponse(
    (response) =>
      response.url().includes('/api/smdp-order/order/list?') && response.url().includes('state_equal=SUBMITTED'),
  );
  await page.getByRole('link', { name: 'Open the list behind “Orders to confirm”' }).click();
  await expect(page).toHaveURL(/#\/sales\/order\?type=SALE&channel=SECONDARY&state=SUBMITTED$/);
  const call = new URL((await listed).url());
  expect(Object.fromEntries([...call.searchParams].filter(([key]) => key.endsWith('_equal')))).toEqual({
    type_equal: 'SALE',
    channel_equal: 'SECONDARY',
    state_equal: 'SUBMITTED',
  });
  const rows = page.locator('.crud-page .ant-table-tbody tr.ant-table-row:visible');
  await expect(rows).toHaveCount(toConfirm);
  await expect(rows.first()).toContainText('Submitted');
  // The search form shows the filter the list opened with.
  await expect(page.locator('.crud-page').getByRole('search')).toContainText('Submitted');
});

test('the stock alert tile opens the projected-stock report at the reorder filter', async ({ page }) => {
  await signIn(page, 'dist01');
  const alerts = await tileCount(page, 'stockAlerts', 'belowReorder');
  await page.getByRole('link', { name: 'Open the list behind “Stock alerts”' }).click();
  await expect(page).toHaveURL(/#\/stock\/report\?tab=projected&reorder=1$/);
  await expect(page.getByRole('tab', { name: 'Projected stock', selected: true })).toBeVisible();
  await expect(page.locator('.crud-page .ant-table-tbody tr.ant-table-row:visible')).toHaveCount(alerts);
});

test("staff's sales-by-region tile opens the sales report grouped by region, one row per region it drew", async ({
  page,
}) => {
  await signIn(page, 'staff01');
  const regions = await tileCount(page, 'salesByRegion', 'regions');
  expect(regions).toBeGreaterThan(0);
  const reported = page.waitForResponse(
    (response) =>
      response.url().includes('/api/smdp-report/report/sales?') && response.url().includes('groupBy_equal=REGION'),
  );
  await page.getByRole('link', { name: 'Open the list behind “Sales by region this month”' }).click();
  await expect(page).toHaveURL(/#\/report\/index\?report=sales&groupBy_equal=REGION&channel_equal=PRIMARY&/);
  expect(new URL((await reported).url()).searchParams.get('postingDate_datege')).toMatch(/^\d{4}-\d{2}-01$/);
  await expect(page.locator('.ant-form').getByTitle('Region')).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row:visible')).toHaveCount(regions);
});
