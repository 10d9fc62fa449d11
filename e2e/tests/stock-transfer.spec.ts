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

/** On hand and in transit of one goods in one warehouse as the balances report shows them. */
async function figures(page: Page, warehouse: string, sku: string) {
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
  const cell = async (name: string) =>
    Number((await row.locator('td').nth(headers.indexOf(name)).innerText()).replaceAll(',', ''));
  return { onHand: await cell('On hand'), inTransit: await cell('In transit') };
}

test('an administrator transfers goods between two warehouses of one owner, ships them and receives them short', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const source = await figures(page, 'W01', 'SKU-0003');
  const target = await figures(page, 'W02', 'SKU-0003');

  await page.goto('/#/stock/transfer');
  await page.locator('.crud-page:visible').getByRole('button', { name: 'New' }).click();
  const editor = await appeared(page.getByRole('dialog', { name: /New · transfer/ }));
  await choose(page, editor.getByLabel('From warehouse'), 'W01 Sunrise');
  await choose(page, editor.getByLabel('To warehouse'), 'W02 Sunrise');
  await choose(page, editor.getByLabel('Goods'), 'SKU-0003');
  await editor.getByLabel('Quantity').fill('6');
  await editor.getByRole('button', { name: 'Save' }).click();

  const transfer = await appeared(page.getByRole('dialog', { name: /^TR\d{4}-\d{5}$/ }));
  await expect(transfer).toContainText('Draft');
  await transfer.getByRole('button', { name: 'Submit' }).click();
  await expect(transfer).toContainText('Submitted');
  await transfer.getByRole('button', { name: 'Ship' }).click();
  await expect(transfer).toContainText('Shipped');
  // Cancelling is offered only before shipping.
  await expect(transfer.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  const number = (await page.locator('.ant-modal-title:visible').innerText()).trim();
  await transfer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(transfer).toBeHidden();

  expect(await figures(page, 'W01', 'SKU-0003')).toEqual({ onHand: source.onHand - 6, inTransit: source.inTransit });
  expect(await figures(page, 'W02', 'SKU-0003')).toEqual({ onHand: target.onHand, inTransit: target.inTransit + 6 });

  await page.goto('/#/stock/transfer');
  const list = page.locator('.crud-page:visible');
  await list.getByRole('search').getByLabel('Transfer no.').fill(number);
  await list.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
  await list.locator('tr.ant-table-row', { hasText: number }).getByRole('button', { name: 'Open' }).click();
  const shipped = await appeared(page.getByRole('dialog', { name: number }));
  await shipped.getByRole('button', { name: 'Receive' }).click();
  await shipped.getByLabel('Received qty 1').fill('4');
  await shipped.getByRole('button', { name: 'Post the receipt' }).click();
  await expect(page.getByText('Line 1: less arrived than was shipped: give the reason')).toBeVisible();
  await expect(shipped).toContainText('Shipped');
  await shipped.getByLabel('Shortage reason 1').fill('Two pieces lost on the road');
  await shipped.getByRole('button', { name: 'Post the receipt' }).click();
  await expect(page.getByText('Received into the target warehouse')).toBeVisible();
  await expect(shipped).toContainText('Received');
  await expect(shipped).toContainText('Two pieces lost on the road');
  await shipped.getByRole('button', { name: 'Close transfer' }).click();
  await expect(shipped).toContainText('Closed');

  expect(await figures(page, 'W02', 'SKU-0003')).toEqual({ onHand: target.onHand + 4, inTransit: target.inTransit });
  expect(await figures(page, 'W01', 'SKU-0003')).toEqual({ onHand: source.onHand - 6, inTransit: source.inTransit });
});
