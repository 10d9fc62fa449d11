import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

/** Picks an option of an antd select by typing part of its label. */
async function choose(page: Page, select: Locator, text: string) {
  await select.click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

const figure = (page: Page, label: string) => page.locator(`[data-figure="${label}"]`).first();

test('a distributor buys on credit, keeps its draft over a reload and submits; the company releases the credit hold and approves', async ({
  page: distributor,
  browser,
}) => {
  let page = distributor;
  await signIn(page, 'dist01');
  await page.goto('/#/sales/purchase');

  // The cart: 12 pieces of SKU-0003 from the company's central warehouse, priced live by the server.
  await choose(page, page.getByLabel('Add goods: search by SKU or name'), 'SKU-0003');
  await page.getByLabel('Quantity of line 1').fill('12');
  await choose(page, page.getByLabel('Ship-from warehouse'), 'CW01');
  await expect(figure(page, 'Amount payable')).toHaveAttribute('data-amount', '25.56');
  const banner = page.locator('.order-fund-banner');
  await expect(banner).toContainText('Available cash');
  await expect(banner).toContainText('Available credit');
  // Cash 0.00: the default split puts it all on credit, above what is available, so the order will be held.
  await expect(figure(page, 'Paid on credit')).toHaveAttribute('data-amount', '25.56');
  await expect(page.getByText('The credit part is above the available credit')).toBeVisible();

  // A saved draft survives a reload: its id is in the URL, its cart restored.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/#\/sales\/purchase\?draftId=\d+$/);
  await page.reload();
  await expect(page.getByText('SKU-0003 Tembo item 3')).toBeVisible();
  await expect(page.getByLabel('Quantity of line 1')).toHaveValue('12.000');
  await expect(figure(page, 'Amount payable')).toHaveAttribute('data-amount', '25.56');
  await expect(page.getByText(/^Draft SO\d{4}-\d{6}$/)).toBeVisible();

  // A phone can use the screen: nothing runs off its side.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: 'Submit order' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/#\/sales\/order\/purchaseDetailView\?id=\d+$/);
  // The purchase page stays alive in its tab, hidden: read the order's page only.
  const title = page.locator('.ant-card-head-title:visible', { hasText: /^Order SO\d{4}-\d{6}$/ });
  await expect(title).toBeVisible();
  await expect(page.locator('.ant-tag:visible', { hasText: /^On hold$/ })).toBeVisible();
  await expect(page.locator('.ant-tag:visible', { hasText: 'Credit release requested' })).toBeVisible();
  const docNo = ((await title.innerText()).match(/SO\d{4}-\d{6}/) ?? [''])[0];
  expect(docNo).not.toBe('');

  // The company: the order waits in "To approve"; a credit controller releases it with a reason, then it is approved.
  page = await (await browser.newContext()).newPage();
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
  await signIn(page, 'admin');
  await page.goto('/#/sales/order');
  await page.getByText(/^To approve \(\d+\)$/).click();
  await page
    .getByRole('link', { name: docNo })
    .or(page.getByText(docNo, { exact: true }))
    .first()
    .click();
  await expect(page).toHaveURL(/#\/sales\/order\/purchaseDetailView\?id=\d+$/);
  await page.locator('.ant-btn:visible', { hasText: /^Release$/ }).click();
  const reason = page.getByRole('dialog', { name: 'Release: reason' });
  await reason.getByLabel('Reason').fill('Long-standing customer, paying next week');
  await reason.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByText('Release: the order is now Submitted')).toBeVisible();
  await page.locator('.ant-btn:visible', { hasText: /^Approve$/ }).click();
  await expect(page.getByText('Approve: the order is now Approved')).toBeVisible();
  await expect(page.locator('.ant-btn:visible', { hasText: /^Ship$/ })).toBeVisible();
  await expect(page.locator('.ant-timeline:visible')).toContainText('Long-standing customer, paying next week');
});
