import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import readExcelFile from 'read-excel-file/node';
import { expect, type Page, test } from './fixtures';
import { signIn } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

const tableRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** Waits for the sales report call with the given grouping, while `act` triggers it. */
async function salesRun(page: Page, groupBy: string, act: () => Promise<void>) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/smdp-report/report/sales') && response.url().includes(`groupBy_equal=${groupBy}`),
  );
  await act();
  await answered;
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).click();
}

test('a distributor runs a sales report with a filter, reloads it, saves the filter set, applies it and exports it to .xlsx', async ({
  page,
}) => {
  await signIn(page, 'dist01');
  await page.goto('/#/report/index');
  await expect(page.getByRole('region', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stock' }).getByText('Slow movers')).toBeVisible();

  await salesRun(page, 'BUYER', () => page.getByRole('button', { name: 'Open Sales analysis' }).click());
  await expect(tableRows(page).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Chart of Sales analysis' })).toBeVisible();

  // Filter: group the demo's secondary sales by goods.
  await chooseOption(page, 'Group by', 'Goods');
  await salesRun(page, 'GOODS', () => page.getByRole('button', { name: 'Run' }).click());
  await expect(tableRows(page).first()).toBeVisible();
  const shown = await tableRows(page).evaluateAll((rows) =>
    rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent?.trim() ?? '')),
  );
  expect(shown.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Save filter set' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name of the set' }).fill('Goods sales');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Filter set “Goods sales” saved')).toBeVisible();

  // A reload runs the same report with the same filter: both are in the address.
  await expect(page).toHaveURL(/#\/report\/index\?report=sales&groupBy_equal=GOODS/);
  await salesRun(page, 'GOODS', async () => {
    await page.reload();
  });
  await expect(page.locator('.ant-form').getByTitle('Goods')).toBeVisible();
  // Opened afresh, the report runs with its defaults; the saved set brings the filter back.
  await page.getByRole('button', { name: 'All reports' }).click();
  await salesRun(page, 'BUYER', () => page.getByRole('button', { name: 'Open Sales analysis' }).click());
  await salesRun(page, 'GOODS', () => chooseOption(page, 'Saved filter sets', 'Goods sales'));
  await expect(page.locator('.ant-form').getByTitle('Goods')).toBeVisible();
  await expect(tableRows(page)).toHaveCount(shown.length);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await (await download).path();
  const sheets = await readExcelFile(readFileSync(file));
  const cells = Array.isArray(sheets[0]) ? sheets : (sheets as unknown as { data: unknown[][] }[])[0]!.data;
  expect(cells[0]).toEqual(['Group', 'Orders', 'Quantity (base unit)', 'Amount']);
  // The file holds what the table shows: the goods as text, the figures as numbers.
  expect(cells.slice(1)).toEqual(
    shown.map(([group, orders, qty, amount]) => [
      group,
      Number(orders),
      Number(qty),
      Number(amount?.replace(/,/g, '')),
    ]),
  );
});

test('the report centre and a report are usable on a phone-width screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'dist01');
  await page.goto('/#/report/index');
  await salesRun(page, 'BUYER', () => page.getByRole('button', { name: 'Open Sales analysis' }).click());
  await expect(tableRows(page).first()).toBeVisible();
  for (const control of [
    page.getByRole('button', { name: 'Run' }),
    page.getByRole('button', { name: 'Save filter set' }),
    page.getByRole('button', { name: 'Export' }),
    page.getByRole('combobox', { name: 'Group by' }),
  ]) {
    const box = await control.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  }
  // The table scrolls inside itself; the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the report centre and a report have no serious or critical accessibility violations', async ({ page }) => {
  const serious = async () => {
    // Judge the page as it settles: antd fades colours in, and a contrast measured mid-fade fails.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    );
    // The page's own content: the shell's tab strip is judged by the shell's tests.
    const results = await new AxeBuilder({ page }).include('.app-content').analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  };
  await signIn(page, 'dist01');
  await page.goto('/#/report/index');
  await expect(page.getByRole('region', { name: 'Network' })).toBeVisible();
  expect(await serious()).toEqual([]);
  await salesRun(page, 'BUYER', () => page.getByRole('button', { name: 'Open Sales analysis' }).click());
  await expect(tableRows(page).first()).toBeVisible();
  expect(await serious()).toEqual([]);
});
