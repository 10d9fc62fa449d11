import { type Browser, expect, type Locator, type Page, test } from './fixtures';
import { clickRowAction, signIn } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

/** Picks an option of an antd select by typing part of its label. */
async function choose(page: Page, select: Locator, text: string) {
  await select.click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

const figure = (page: Page, label: string) => page.locator(`[data-figure="${label}"]:visible`).first();

/** Calls the API as the person signed in on `page` (the set-up a finance clerk would do on its own pages). */
async function callAs(page: Page, path: string, body?: object) {
  const answer = await page.evaluate(
    async ({ path, body }) => {
      const session = JSON.parse(localStorage.getItem('smdp-session') ?? '{}').state;
      const response = await fetch(`/api${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Basic ${btoa('saber:saber_secret')}`,
          'Blade-Auth': `bearer ${session.accessToken}`,
          'Lang-Type': 'en',
        },
        body: body ? JSON.stringify(body) : null,
      });
      return response.json();
    },
    { path, body },
  );
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}

/** Signs in on a page of its own browser context (a second person at another desk). */
async function another(browser: Browser, account: string) {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
  await signIn(page, account);
  return page;
}

/** The order page's visible parts (the purchase page stays alive, hidden, in its tab). */
const orderTitle = (page: Page) => page.locator('.ant-card-head-title:visible', { hasText: /^Order SO\d{4}-\d{6}$/ });
const visibleTag = (page: Page, text: string | RegExp) => page.locator('.ant-tag:visible', { hasText: text });
const visibleButton = (page: Page, text: string) =>
  page.locator('.ant-btn:visible', { hasText: new RegExp(`^${text}$`) });

/** As the company: opens the order from the "To approve" view of the order search. */
async function openToApprove(page: Page, docNo: string) {
  await page.goto('/#/sales/order');
  await page.getByText(/^To approve \(\d+\)$/).click();
  await page.getByText(docNo, { exact: true }).click();
  await expect(orderTitle(page)).toHaveText(`Order ${docNo}`);
}

/** Finance sets Sunrise's (C0001) credit line with the company: `limit`, no temporary limit. */
async function setSunriseCredit(admin: Page, limit: string) {
  const parties: { id: string; customerCode: string }[] = await callAs(admin, '/smdp-customer/baseCustomer/options');
  const sunrise = parties.find((party) => party.customerCode === 'C0001')?.id ?? '';
  const current: { version: number } | null = await callAs(
    admin,
    `/smdp-finance/credit-limit/detail?debtorPartyId=${sunrise}`,
  );
  await callAs(admin, '/smdp-finance/credit-limit/save', {
    debtorPartyId: sunrise,
    ...(current ? { version: current.version } : {}),
    creditLimit: limit,
    tempLimit: '0',
  });
}

/** The amount (decimal text) a figure of the live banner shows as available, in cents. */
async function availableCents(page: Page, fund: 'Available cash' | 'Available rebate' | 'Available credit') {
  const text = await page
    .locator(`.order-fund-banner [aria-label="${fund}"] [data-amount]`)
    .getAttribute('data-amount');
  return Math.round(Number(text) * 100);
}

const grouped = (cents: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

test.describe.configure({ mode: 'serial' });

test('a distributor with no credit line puts part on credit, keeps its draft over a reload and submits; it waits on hold until the company releases and approves it', async ({
  page,
  browser,
}) => {
  const admin = await another(browser, 'admin');
  await setSunriseCredit(admin, '0');

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
  // The buyer pays nothing in cash or rebate: all on credit, of which there is none, so the order will wait.
  await page.getByLabel('Use available credit').click();
  await page.getByLabel('Paid with rebate').fill('0');
  await page.getByLabel('Paid with cash').fill('0');
  await expect(figure(page, 'Paid on credit')).toHaveAttribute('data-amount', '25.56');
  await expect(page.getByText('The credit part is above the available credit')).toBeVisible();

  // A saved draft survives a reload: its id is in the URL, its cart and split restored.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/#\/sales\/purchase\?draftId=\d+$/);
  await page.reload();
  await expect(page.getByText('SKU-0003 Tembo item 3')).toBeVisible();
  await expect(page.getByLabel('Quantity of line 1')).toHaveValue('12.000');
  await expect(figure(page, 'Amount payable')).toHaveAttribute('data-amount', '25.56');
  await expect(figure(page, 'Paid on credit')).toHaveAttribute('data-amount', '25.56');
  await expect(page.getByText(/^Draft SO\d{4}-\d{6}$/)).toBeVisible();

  // A phone can use the screen: nothing runs off its side.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: 'Submit order' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/#\/sales\/order\/purchaseDetailView\?id=\d+$/);
  // The purchase page stays alive in its tab, hidden: read the order's page only.
  await expect(orderTitle(page)).toBeVisible();
  await expect(visibleTag(page, /^On hold$/)).toBeVisible();
  await expect(visibleTag(page, 'Credit release requested')).toBeVisible();
  const docNo = ((await orderTitle(page).innerText()).match(/SO\d{4}-\d{6}/) ?? [''])[0];

  // The company: the order waits in "To approve"; a credit controller releases it with a reason, then it is approved.
  await openToApprove(admin, docNo);
  await visibleButton(admin, 'Release').click();
  const reason = admin.getByRole('dialog', { name: 'Release: reason' });
  await reason.getByLabel('Reason').fill('Long-standing customer, paying next week');
  await reason.getByRole('button', { name: 'Release' }).click();
  await expect(admin.getByText('Release: the order is now Submitted')).toBeVisible();
  await visibleButton(admin, 'Approve').click();
  await expect(admin.getByText('Approve: the order is now Approved')).toBeVisible();
  await expect(visibleButton(admin, 'Ship')).toBeVisible();
  await expect(admin.locator('.ant-timeline:visible')).toContainText('Long-standing customer, paying next week');
});

test('with a credit line, a distributor pays part cash, part credit as it chooses; the company approves and ships', async ({
  page,
  browser,
}) => {
  const admin = await another(browser, 'admin');
  await setSunriseCredit(admin, '1000');

  await signIn(page, 'dist01');
  await page.goto('/#/sales/purchase');
  await choose(page, page.getByLabel('Add goods: search by SKU or name'), 'SKU-0004');
  await page.getByLabel('Quantity of line 1').fill('12');
  await choose(page, page.getByLabel('Ship-from warehouse'), 'CW01');
  // 12 × 2.47 = 29.64; the default split is the server's: rebate up to its cap, then cash.
  await expect(figure(page, 'Amount payable')).toHaveAttribute('data-amount', '29.64');
  const cash = await availableCents(page, 'Available cash');
  const credit = await availableCents(page, 'Available credit');
  expect(cash).toBeGreaterThan(1500);
  expect(credit).toBeGreaterThan(1464);

  // The buyer pays 15.00 in cash and the rest on credit; the banner shows what is left of each.
  await page.getByLabel('Use available credit').click();
  await page.getByLabel('Paid with rebate').fill('0');
  await page.getByLabel('Paid with cash').fill('15');
  await expect(figure(page, 'Paid on credit')).toHaveAttribute('data-amount', '14.64');
  const banner = page.locator('.order-fund-banner');
  await expect(banner.locator('[aria-label="Available cash"]')).toContainText(
    `after this order: ${grouped(cash - 1500)}`,
  );
  await expect(banner.locator('[aria-label="Available credit"]')).toContainText(
    `after this order: ${grouped(credit - 1464)}`,
  );

  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(orderTitle(page)).toBeVisible();
  await expect(visibleTag(page, /^Submitted$/)).toBeVisible();
  await expect(figure(page, 'Paid with cash')).toHaveAttribute('data-amount', '15.00');
  await expect(figure(page, 'Paid on credit')).toHaveAttribute('data-amount', '14.64');
  const docNo = ((await orderTitle(page).innerText()).match(/SO\d{4}-\d{6}/) ?? [''])[0];

  await openToApprove(admin, docNo);
  await visibleButton(admin, 'Approve').click();
  await expect(admin.getByText('Approve: the order is now Approved')).toBeVisible();
  await expect(visibleTag(admin, /^Paid$/)).toBeVisible();
  // Approval paid the cash; the credit part is used (and falls due) only as the goods ship.
  await expect(figure(admin, 'Of which credit frozen until shipped')).toHaveAttribute('data-amount', '14.64');
  // The warehouse side ships from the order's own window, opened from the search; the list follows.
  await admin.goto('/#/sales/order');
  await admin.getByText(/^To ship \(\d+\)$/).click();
  const row = admin.locator('.ant-table-row:visible', { hasText: docNo });
  const opening = admin.waitForEvent('popup');
  await clickRowAction(admin, row, 'Open in a window');
  const popup = await opening;
  await expect(popup).toHaveURL(/#\/standalone\/orderDetail\?id=\d+$/);
  await expect(popup.getByText(`Order ${docNo}`)).toBeVisible();
  await popup.getByRole('button', { name: 'Ship' }).click();
  const shipping = popup.getByRole('dialog', { name: 'Ship' });
  await expect(shipping.getByLabel('Ship now on line 1')).toHaveValue('12.000');
  const closing = popup.waitForEvent('close');
  await shipping.getByRole('button', { name: 'Ship' }).click();
  await closing;
  await admin.getByText(/^All$/).click();
  await expect(admin.locator('.ant-table-row:visible', { hasText: docNo })).toContainText('Shipped');
});
