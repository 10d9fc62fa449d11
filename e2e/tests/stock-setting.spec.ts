import { expect, type Locator, type Page, test } from './fixtures';
import { appeared, clickRowAction, signIn } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

const sessionToken = (page: Page) =>
  page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('smdp-session') ?? '{}') as { state?: { accessToken?: string } };
    return session.state?.accessToken ?? '';
  });

/** The signed-in account's own API call (arranging data the test needs), as the web app sends it. */
async function callAs<T>(page: Page, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { 'Blade-Auth': `bearer ${await sessionToken(page)}`, 'Content-Type': 'application/json' },
    data: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json()) as { code: number; data: T; msg: string };
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

/** A goods that has never moved (every demo goods has opening stock, and a moved goods keeps its batch tracking). */
async function newGoods(page: Page): Promise<string> {
  const [category] = await callAs<{ id: string }[]>(page, 'GET', '/smdp-goods/category/tree');
  const sku = `SET-${Date.now().toString(36).toUpperCase()}`;
  await callAs(page, 'POST', '/smdp-goods/goods/submit', {
    sku,
    name: `Settings test ${sku}`,
    categoryId: category?.id,
    baseUnit: 'PCS',
  });
  return sku;
}

/** Picks an option of an antd select by typing part of its label. */
async function choose(page: Page, select: Locator, text: string) {
  await select.click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

async function goodsRow(page: Page, sku: string): Promise<Locator> {
  const list = page.locator('.crud-page:visible');
  await list.getByRole('search').getByLabel('SKU or name').fill(sku);
  await list.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
  const row = list.locator('tr.ant-table-row', { hasText: sku });
  await expect(row).toHaveCount(1);
  return row;
}

/** A warehouse's row of the cycle-count tab (the goods tab is unmounted while it shows). */
const scheduleRow = (page: Page, code: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });

test('an administrator makes a goods batch-tracked with a shelf life and counts W01 every 7 days; both survive a reload, and an inbound line of that goods then needs a batch', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const sku = await newGoods(page);

  await page.goto('/#/stock/setting');
  await expect(page.getByRole('tab', { name: 'Goods' })).toBeVisible();
  const row = await goodsRow(page, sku);
  await expect(row).toContainText('None yet');
  await clickRowAction(page, row, 'Edit');
  const dialog = await appeared(page.getByRole('dialog'));
  await dialog.getByLabel('Batch-tracked').click();
  await dialog.getByLabel('Shelf life (days)').fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a whole number of days above zero (at most 36500)')).toBeVisible();
  await dialog.getByLabel('Shelf life (days)').fill('180');
  await dialog.getByLabel('Reorder level').fill('12.5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Cycle counts' }).click();
  const w01 = scheduleRow(page, 'W01');
  await w01.getByRole('button', { name: 'Edit' }).click();
  const frequency = await appeared(page.getByRole('dialog', { name: /Cycle counts of W01/ }));
  await frequency.getByLabel('Count every (days)').fill('7');
  await frequency.getByRole('button', { name: 'Save' }).click();
  await expect(frequency).toBeHidden();
  await expect(w01).toContainText('Every 7 days');

  await page.reload();
  await page.getByRole('tab', { name: 'Cycle counts' }).click();
  await expect(scheduleRow(page, 'W01')).toContainText('Every 7 days');
  await page.getByRole('tab', { name: 'Goods' }).click();
  const again = await goodsRow(page, sku);
  await expect(again).toContainText('180');
  await expect(again).toContainText('12.500');
  await expect(again.locator('td', { hasText: /^Yes$/ })).toHaveCount(1);

  await page.goto('/#/stock/inbound');
  await page.locator('.crud-page:visible').getByRole('button', { name: 'New' }).click();
  const editor = await appeared(page.getByRole('dialog', { name: /New · inbound voucher/ }));
  await choose(page, editor.getByLabel('Inbound type'), 'Other in');
  await choose(page, editor.getByLabel('Warehouse'), 'W01 Sunrise');
  await choose(page, editor.getByLabel('Goods'), sku);
  await editor.getByLabel('Expected qty').fill('5');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Goods ${sku} is batch-tracked: enter a batch number`)).toBeVisible();
});
