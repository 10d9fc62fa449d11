import { type Browser, expect, type Page, test } from './fixtures';
import { appeared, signIn } from './helpers';

/**
 * Issue 15 item 4: an administrator publishes a notice that C0001 must acknowledge; its account dist01
 * signs in to a dialog it cannot close until it acknowledges, and the readers report then says so.
 * The notice is withdrawn at the end (also if the test fails), so the other tests' dist01 and dist01-sub
 * sign in to no dialog.
 */

const TITLE = `Stock count on Friday ${Date.now()}`;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

test.afterAll(async ({ browser }) => {
  await withdrawIfPublished(browser);
});

const confirmPopover = (page: Page) => page.locator('.ant-popover:visible').getByRole('button', { name: 'OK' }).click();

async function openNotices(page: Page) {
  await page.goto('/#/resource/notice');
  await expect(page.getByRole('button', { name: 'New notice' })).toBeVisible();
}

const noticeRow = (page: Page) => page.locator('.ant-table-row', { hasText: TITLE });

test('a notice that requires acknowledgement blocks the customer until it is acknowledged', async ({
  page,
  browser,
}) => {
  test.slow(); // two accounts sign in, one after the other
  await signIn(page, 'admin');
  await openNotices(page);
  await page.getByRole('button', { name: 'New notice' }).click();
  const form = await appeared(page.getByRole('dialog', { name: 'New notice' }));
  await form.getByLabel('Title').fill(TITLE);
  await form.getByLabel('Text').fill('Please count your stock before Friday noon.');
  await form.getByLabel('Customers').click();
  await form.getByLabel('Customers').fill('C0001');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'C0001' }).first().click();
  await form.getByLabel('Acknowledgement required').click();
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form).toBeHidden();

  await expect(noticeRow(page)).toContainText('Draft');
  await noticeRow(page).getByRole('button', { name: 'Publish' }).click();
  await confirmPopover(page);
  await expect(noticeRow(page)).toContainText('Published');

  const customer = await (await browser.newContext()).newPage();
  await customer.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
  await signIn(customer, 'dist01');
  const blocking = await appeared(customer.getByRole('dialog', { name: TITLE }));
  await expect(blocking).toContainText('Please count your stock');
  await expect(blocking.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await customer.keyboard.press('Escape');
  await expect(blocking).toBeVisible();
  await blocking.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(blocking).toBeHidden();
  await customer.context().close();

  await page.reload();
  await expect(noticeRow(page)).toBeVisible();
  await noticeRow(page).getByRole('button', { name: 'Readers' }).click();
  const report = await appeared(page.getByRole('dialog', { name: `Readers of “${TITLE}”` }));
  const dist01 = report.locator('.ant-table-row', { hasText: 'dist01' }).filter({ hasNotText: 'dist01-sub' });
  await expect(dist01.locator('td').nth(4)).not.toHaveText('—');
  await expect(report.locator('.ant-table-row', { hasText: 'dist01-sub' }).locator('td').nth(4)).toHaveText('—');
  await expect(report).toContainText('1 acknowledged');
  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toMatch(/readers\.xlsx$/);
  await report.getByRole('button', { name: 'Close' }).click();

  await noticeRow(page).getByRole('button', { name: 'Withdraw' }).click();
  await confirmPopover(page);
  await expect(noticeRow(page)).toContainText('Withdrawn');
});

/** Withdraws the test's notice through the API if a failure left it published. */
async function withdrawIfPublished(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'admin');
  const token = await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('smdp-session') ?? '{}') as { state?: { accessToken?: string } };
    return session.state?.accessToken ?? '';
  });
  const headers = { 'Blade-Auth': `bearer ${token}`, 'Content-Type': 'application/json' };
  const list = await page.request.get(
    `/api/smdp-resource/notice/list?state_equal=PUBLISHED&title_like=${encodeURIComponent(TITLE)}`,
    { headers },
  );
  const { data } = (await list.json()) as { data: { records: { id: string; version: number }[] } };
  for (const { id, version } of data.records) {
    await page.request.post('/api/smdp-resource/notice/withdraw', { headers, data: { id, version } });
  }
  await page.context().close();
}
