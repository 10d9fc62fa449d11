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

/** The on-hand quantity of one goods in one warehouse as the balances report shows it. */
async function onHand(page: Page, warehouse: string, sku: string): Promise<number> {
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
  const headers = await report.locator('thead th').allInnerTexts();
  const cell = row.locator('td').nth(headers.findIndex((header) => header.trim() === 'On hand'));
  return Number((await cell.innerText()).replaceAll(',', ''));
}

test('an administrator drafts an inbound into the coast depot; its keeper receives it short with a reason; the balance grows by what came', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');

  await page.goto('/#/stock/inbound');
  await page.locator('.crud-page:visible').getByRole('button', { name: 'New' }).click();
  const editor = await appeared(page.getByRole('dialog', { name: /New · inbound voucher/ }));
  await choose(page, editor.getByLabel('Inbound type'), 'Other in');
  await choose(page, editor.getByLabel('Warehouse'), 'CW02');
  await choose(page, editor.getByLabel('Goods'), 'SKU-0003');
  await editor.getByLabel('Expected qty').fill('10');
  await editor.getByRole('button', { name: 'Save' }).click();

  const voucher = await appeared(page.getByRole('dialog', { name: /^IN\d{4}-\d{5}$/ }));
  await expect(voucher).toContainText('Draft');
  await voucher.getByRole('button', { name: 'Submit' }).click();
  await expect(voucher).toContainText('Submitted');
  const number = (await page.locator('.ant-modal-title:visible').innerText()).trim();

  // keeper01 keeps CW02 and sees only its own rows: it still finds the administrator's voucher.
  const keeperContext = await browser.newContext();
  const keeper = await keeperContext.newPage();
  await keeper.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
  await signIn(keeper, 'keeper01');
  const before = await onHand(keeper, 'CW02', 'SKU-0003');
  await keeper.goto('/#/stock/inbound');
  const list = keeper.locator('.crud-page:visible');
  await list.getByRole('search').getByLabel('Voucher no.').fill(number);
  await list.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
  await clickRowAction(keeper, list.locator('tr.ant-table-row', { hasText: number }), 'Open');
  const received = await appeared(keeper.getByRole('dialog', { name: number }));
  await received.getByRole('button', { name: 'Receive', exact: true }).click();
  await received.getByLabel('Received qty 1').fill('8');
  await received.getByRole('button', { name: 'Post the receipt' }).click();
  await expect(
    keeper.getByText('Line 1: the received quantity differs from the expected one: give the reason'),
  ).toBeVisible();
  await expect(received).toContainText('Submitted');
  await received.getByLabel('Difference reason 1').fill('Two cartons crushed');
  await received.getByRole('button', { name: 'Post the receipt' }).click();
  await expect(keeper.getByText('Received into stock')).toBeVisible();
  await expect(received).toContainText('Done');
  await expect(received).toContainText('Two cartons crushed');

  expect(await onHand(keeper, 'CW02', 'SKU-0003')).toBe(before + 8);
  await keeperContext.close();
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
