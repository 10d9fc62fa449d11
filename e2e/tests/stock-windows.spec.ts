import { expect, type Locator, type Page, test } from './fixtures';
import { appeared, clickRowAction, signIn } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

/** Picks an option of an antd select by typing part of its label. */
async function choose(page: Page, select: Locator, text: string) {
  await select.click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

/** Drafts a voucher in W01 with one line per goods and submits it; returns its open dialog. */
async function submittedVoucher(page: Page, kind: 'inbound' | 'outbound', type: string, lines: [string, string][]) {
  await page.goto(`/#/stock/${kind}`);
  await page.locator('.crud-page:visible').getByRole('button', { name: 'New' }).click();
  const editor = await appeared(page.getByRole('dialog', { name: new RegExp(`New · ${kind} voucher`) }));
  await choose(page, editor.getByLabel(kind === 'inbound' ? 'Inbound type' : 'Outbound type'), type);
  await choose(page, editor.getByLabel('Warehouse'), 'W01 Sunrise');
  for (const [index, [sku, qty]] of lines.entries()) {
    if (index > 0) await editor.getByRole('button', { name: 'Add line' }).click();
    await choose(page, editor.getByLabel('Goods').nth(index), sku);
    await editor
      .getByLabel(kind === 'inbound' ? 'Expected qty' : 'Quantity')
      .nth(index)
      .fill(qty);
  }
  await editor.getByRole('button', { name: 'Save' }).click();
  const voucher = await appeared(page.getByRole('dialog', { name: /^(IN|OUT)\d{4}-\d{5}$/ }));
  await voucher.getByRole('button', { name: 'Submit' }).click();
  await expect(voucher).toContainText('Submitted');
  return voucher;
}

/** A phone-sized child window shows its page without sideways scrolling. */
async function fitsAPhone(popup: Page) {
  await popup.setViewportSize({ width: 375, height: 800 });
  expect(await popup.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('a keeper checks a submitted outbound line by line in a pick-check window and ships it; the opener shows it done', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const voucher = await submittedVoucher(page, 'outbound', 'Other out', [
    ['SKU-0003', '2'],
    ['SKU-0004', '1'],
  ]);

  const opening = page.waitForEvent('popup');
  await voucher.getByRole('button', { name: 'Pick check' }).click();
  const popup = await opening;
  await expect(popup).toHaveURL(/#\/standalone\/pickCheck\?id=\d+$/);
  const scanField = popup.getByLabel('Scan code');
  const ship = popup.getByRole('button', { name: 'Ship' });
  await expect(scanField).toBeVisible();
  await fitsAPhone(popup);

  // The seeded SKU-0003 carries the barcode 6900000000034; a hand scanner types it and presses Enter.
  await scanField.fill('6900000000034');
  await scanField.press('Enter');
  await expect(popup.getByText('Line 1 (SKU-0003): 1 of 2 checked.')).toBeVisible();
  await expect(ship).toBeDisabled();
  await scanField.fill('6900000000034');
  await scanField.press('Enter');
  await scanField.fill('6900000000034');
  await scanField.press('Enter');
  await expect(popup.getByText(/^Too many: line 1 \(SKU-0003\) needs 2/)).toBeVisible();
  await scanField.fill('NO-SUCH-CODE');
  await scanField.press('Enter');
  await expect(popup.getByText('No line of this voucher has the code NO-SUCH-CODE.')).toBeVisible();
  await expect(ship).toBeDisabled();
  await scanField.fill('SKU-0004');
  await scanField.press('Enter');
  await expect(popup.getByText('2 of 2 lines checked')).toBeVisible();

  const closing = popup.waitForEvent('close');
  await ship.click();
  await closing;
  await expect(voucher).toContainText('Done');
  await expect(voucher.getByRole('button', { name: 'Pick check' })).toHaveCount(0);
});

test('an inbound is received short with a reason in its own window; the opener shows it done', async ({ page }) => {
  await signIn(page, 'admin');
  const voucher = await submittedVoucher(page, 'inbound', 'Other in', [['SKU-0003', '5']]);

  const opening = page.waitForEvent('popup');
  await voucher.getByRole('button', { name: 'Receive in a window' }).click();
  const popup = await opening;
  await expect(popup).toHaveURL(/#\/standalone\/inboundDialog\?id=\d+$/);
  await expect(popup.getByText('Expected: 5 PCS')).toBeVisible();
  await fitsAPhone(popup);

  await popup.getByLabel('Received qty 1').fill('4');
  await popup.getByRole('button', { name: 'Post the receipt' }).click();
  await expect(
    popup.getByText('Line 1: the received quantity differs from the expected one: give the reason'),
  ).toBeVisible();
  await popup.getByLabel('Difference reason 1').fill('One carton wet');
  const closing = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Post the receipt' }).click();
  await closing;
  await expect(voucher).toContainText('Done');
  await expect(voucher).toContainText('One carton wet');
});

test('a distributor confirms a shipment addressed to it in its own window; its purchase receipt is created', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  await page.goto('/#/stock/outbound');
  await page.locator('.crud-page:visible').getByRole('button', { name: 'New' }).click();
  const editor = await appeared(page.getByRole('dialog', { name: /New · outbound voucher/ }));
  await choose(page, editor.getByLabel('Outbound type'), 'Sales out');
  await choose(page, editor.getByLabel('Warehouse'), 'CW01');
  await choose(page, editor.getByLabel('Consignee'), 'Sunrise Distribution');
  await choose(page, editor.getByLabel('Goods'), 'SKU-0003');
  await editor.getByLabel('Quantity').fill('2');
  await editor.getByRole('button', { name: 'Save' }).click();
  const shipment = await appeared(page.getByRole('dialog', { name: /^OUT\d{4}-\d{5}$/ }));
  await shipment.getByRole('button', { name: 'Submit' }).click();
  await expect(shipment).toContainText('Submitted');
  await shipment.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(shipment).toContainText('In transit');
  const number = (await page.locator('.ant-modal-title:visible').innerText()).trim();

  const distributorContext = await browser.newContext();
  const distributor = await distributorContext.newPage();
  await distributor.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
  await signIn(distributor, 'dist01');
  await distributor.goto('/#/stock/outbound');
  const list = distributor.locator('.crud-page:visible');
  await list.getByRole('search').getByLabel('Voucher no.').fill(number);
  await list.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
  const row = list.locator('tr.ant-table-row', { hasText: number });
  const opening = distributor.waitForEvent('popup');
  await clickRowAction(distributor, row, 'Open in a window');
  const popup = await opening;
  await expect(popup).toHaveURL(/#\/standalone\/customerOutboundDetail\?id=\d+$/);
  await expect(popup.getByText(`Outbound voucher ${number}`)).toBeVisible();
  await fitsAPhone(popup);

  await choose(popup, popup.getByLabel('Receiving warehouse'), 'W02');
  const closing = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Confirm receipt' }).click();
  await closing;
  await clickRowAction(distributor, row, 'Open');
  const confirmed = await appeared(distributor.getByRole('dialog', { name: number }));
  await expect(confirmed).toContainText(/IN\d{4}-\d{5}/);
  await expect(confirmed).not.toContainText('In transit');
  await distributorContext.close();
});
