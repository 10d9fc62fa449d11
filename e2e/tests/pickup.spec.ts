import { type Browser, expect, type Locator, type Page, test } from './fixtures';
import { clickWhenEnabled, signIn } from './helpers';

/** Picks an option of an antd select by typing part of its label. */
async function choose(page: Page, select: Locator, text: string) {
  await select.click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

/** Calls the API as the person signed in on `page`. */
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

/** A second person at another desk, in their own language. */
async function another(browser: Browser, account: string, language: string) {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript((lang) => localStorage.setItem('smdp-language', lang), language);
  await signIn(page, account);
  return page;
}

const orderTitle = (page: Page) => page.locator('.ant-card-head-title:visible', { hasText: /^Order SO\d{4}-\d{6}$/ });

test('a picker collects with a texted code: a wrong code counts, the right one opens the counter, pickCheck posts the pick-up', async ({
  page,
  browser,
}) => {
  // The distributor buys for collection at the company's central warehouse, paying cash.
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
  await signIn(page, 'dist01');
  await page.goto('/#/sales/purchase');
  await choose(page, page.getByLabel('Add goods: search by SKU or name'), 'SKU-0003');
  await page.getByLabel('Quantity of line 1').fill('2');
  await choose(page, page.getByLabel('Ship-from warehouse'), 'CW01');
  await page.getByRole('radio', { name: 'Pick-up' }).check();
  await clickWhenEnabled(page, page.getByRole('button', { name: 'Submit order' }));
  await expect(orderTitle(page)).toBeVisible();
  const docNo = ((await orderTitle(page).innerText()).match(/SO\d{4}-\d{6}/) ?? [''])[0];
  const orderId = new URL(page.url().replace('#/', '')).searchParams.get('id') ?? '';

  // The company approves it (the approval screens have their own test).
  const admin = await another(browser, 'admin', 'fr');
  const order: { id: string; version: number } = await callAs(admin, `/smdp-order/order/detail?id=${orderId}`);
  await callAs(admin, '/smdp-order/order/approve', { id: order.id, version: order.version });

  // The distributor names its picker on the order; the code goes to the picker by SMS.
  await page.reload();
  await expect(orderTitle(page)).toHaveText(`Order ${docNo}`);
  await page.getByRole('button', { name: 'Issue code' }).click();
  const issuing = page.getByRole('dialog', { name: `Pick-up code for order ${docNo}` });
  await issuing.getByLabel('Picker', { exact: true }).fill('Amani Njoroge');
  await issuing.getByLabel("Picker's mobile").fill('+254 700 123 456');
  await issuing.getByLabel('Vehicle plate').fill('KDA 123A');
  await issuing.getByRole('button', { name: 'Issue code' }).click();
  // The innermost card titled so (the order's own card contains it too).
  const tickets = page
    .locator('.ant-card:visible', { has: page.locator('.ant-card-head-title', { hasText: /^Pick-up tickets$/ }) })
    .last();
  await expect(tickets.getByText('Issued', { exact: true })).toBeVisible();
  const ticketNo = ((await tickets.innerText()).match(/PU\d{10}/) ?? [''])[0];
  expect(ticketNo).not.toBe('');
  const sms: { records: { content: string }[] } = await callAs(admin, '/blade-resource/sms/list?size=50');
  const text = sms.records.map((message) => message.content).find((content) => content.includes(ticketNo)) ?? '';
  const code = (text.match(/\b\d{6}\b/) ?? [''])[0];
  expect(code).toMatch(/^\d{6}$/);

  // At the counter, on a phone, in French: a wrong code first, then the right one.
  await admin.setViewportSize({ width: 375, height: 800 });
  await admin.goto('/#/sales/pickup');
  await admin.getByRole('tab', { name: 'Comptoir' }).click();
  await admin.getByLabel('N° de bon').fill(ticketNo);
  await admin.getByLabel('Code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
  await admin.getByLabel("Pièce d'identité ou plaque").fill('KDA-123A');
  await admin.getByRole('button', { name: 'Vérifier' }).click();
  await expect(admin.getByText('Le code ou la pièce d’identité/plaque est erroné : encore 4 essais')).toBeVisible();
  await admin.getByLabel('Code', { exact: true }).fill(code);
  await admin.getByRole('button', { name: 'Vérifier' }).click();
  await expect(admin.getByText(`Bon ${ticketNo} vérifié`)).toBeVisible();
  await expect(admin.getByLabel('Quantité remise, ligne 1')).toHaveValue('2.000');
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The goods are checked out line by line on pickCheck, which posts the PICKUP_OUT outbound.
  const opening = admin.waitForEvent('popup');
  await admin.getByRole('button', { name: 'Remettre et contrôler la sortie' }).click();
  const check = await opening;
  await expect(check).toHaveURL(/#\/standalone\/pickCheck\?id=\d+$/);
  await check.getByLabel('Ligne 1 contrôlée').check();
  const closing = check.waitForEvent('close');
  await check.getByRole('button', { name: 'Expédier' }).click();
  await closing;
  await expect(admin.getByText(`Bon ${ticketNo} : marchandises retirées`)).toBeVisible();

  // The buyer's order shows the goods delivered and the ticket collected.
  await page.reload();
  await expect(page.locator('.ant-tag:visible', { hasText: /^Shipped$/ })).toBeVisible();
  await expect(tickets.getByText('Collected', { exact: true })).toBeVisible();
});
