import { type Browser, expect, type Page, test } from './fixtures';
import { clickRowAction, signIn } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

/** Signs in on a page of its own browser context (a second person at another desk). */
async function another(browser: Browser, account: string) {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
  await signIn(page, account);
  return page;
}

/** Reads the API as the person signed in on `page`. */
async function getAs<T>(page: Page, path: string): Promise<T> {
  const answer = await page.evaluate(async (path) => {
    const session = JSON.parse(localStorage.getItem('smdp-session') ?? '{}').state;
    const response = await fetch(`/api${path}`, {
      headers: {
        Authorization: `Basic ${btoa('saber:saber_secret')}`,
        'Blade-Auth': `bearer ${session.accessToken}`,
        'Lang-Type': 'en',
      },
    });
    return response.json();
  }, path);
  expect(answer.code, answer.msg).toBe(200);
  return answer.data as T;
}

/** Opens a return of the list /sales/order/return in its dialog. */
async function openReturn(page: Page, docNo: string) {
  await page.goto('/#/sales/order/return');
  // A fresh page: no dialog of an earlier step left open over the list.
  await page.reload();
  await clickRowAction(page, page.locator('.ant-table-row', { hasText: docNo }), 'Open');
  const dialog = page.getByRole('dialog', { name: docNo });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('dist01 returns part of a completed demo order; the company inspects it, takes one unit in as damaged and refunds', async ({
  page,
  browser,
}) => {
  await signIn(page, 'dist01');
  // A purchase of the demo, completed weeks ago (dist01 confirmed its receipt).
  const completed = await getAs<{ records: { docNo: string }[] }>(
    page,
    '/smdp-order/order/list?state_equal=COMPLETED&current=1&size=10',
  );
  const original = completed.records[0]?.docNo ?? '';
  expect(original).toMatch(/^SO\d{4}-\d{6}$/);

  await page.goto('/#/sales/order/return');
  await page.getByRole('button', { name: 'New return' }).click();
  const start = page.getByRole('dialog', { name: 'New return' });
  await start.getByLabel('Order number').fill(original);
  await start.getByRole('button', { name: 'Find' }).click();
  await start.getByRole('button', { name: 'Return from this order' }).click();
  // Only the first line, two units of it.
  const takes = start.getByRole('checkbox', { name: /^Return / });
  for (let index = (await takes.count()) - 1; index > 0; index--) await takes.nth(index).uncheck();
  await start
    .getByLabel(/^Quantity /)
    .first()
    .fill('2');
  await start.getByLabel('Reason').fill('One carton crushed in the van');
  await start.getByRole('button', { name: 'Save and submit' }).click();
  const title = page.locator('.ant-modal-title:visible', { hasText: /^RT\d{4}-\d{5}$/ });
  await expect(title).toBeVisible();
  const docNo = await title.innerText();

  // The company approves it; dist01 ships the goods back; the company receives them, one damaged, and refunds.
  const admin = await another(browser, 'admin');
  let dialog = await openReturn(admin, docNo);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.locator('.ant-tag', { hasText: /^Approved$/ })).toBeVisible();

  dialog = await openReturn(page, docNo);
  await dialog.getByRole('button', { name: 'Ship back' }).click();
  await expect(dialog.locator('.ant-tag', { hasText: /^Shipped back$/ })).toBeVisible();

  dialog = await openReturn(admin, docNo);
  await dialog.getByRole('button', { name: 'Receive' }).click();
  const count = admin.getByRole('dialog', { name: 'Receive the returned goods' });
  await count
    .getByLabel(/^Accepted /)
    .first()
    .fill('2');
  await count
    .getByLabel(/^Damaged /)
    .first()
    .fill('1');
  await count.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.locator('.ant-tag', { hasText: /^Received$/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.locator('.ant-tag', { hasText: /^Refunded$/ })).toBeVisible();
  const line = dialog.locator('.ant-table-row').first();
  await expect(line).toContainText('2.000');
  await expect(line).toContainText('1.000');
});
