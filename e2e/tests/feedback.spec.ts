import { expect, test } from './fixtures';
import { appeared, clickRowAction, signIn } from './helpers';

// Feedback (domain.md §10): a customer writes, the company answers and resolves, the customer rates it.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

test('a distributor writes feedback with a file, the company downloads it, answers and resolves it, the distributor rates it', async ({
  browser,
  page,
}) => {
  test.slow(); // two accounts sign in, one after the other
  const subject = `Late truck ${Date.now()}`;
  await signIn(page, 'dist01');
  await page.goto('/#/resource/feedback');
  const list = page.locator('.crud-page:visible');
  await list.getByRole('button', { name: 'Write feedback' }).click();
  const dialog = await appeared(page.getByRole('dialog', { name: /feedback/i }));
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('What happened').fill('The truck came a day late.');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'delivery-note.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(dialog).toContainText('delivery-note.pdf');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(list.locator('tr.ant-table-row', { hasText: subject })).toContainText('Open');

  const company = await (await browser.newContext()).newPage();
  await company.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
  await signIn(company, 'staff01');
  await company.goto('/#/resource/feedback');
  const row = company.locator('.crud-page:visible tr.ant-table-row', { hasText: subject });
  await clickRowAction(company, row, 'Open');
  const drawer = company.getByRole('dialog').filter({ hasText: subject });
  // The customer's file reaches the company through the feedback, and downloads as it was uploaded.
  const downloading = company.waitForEvent('download');
  await drawer.getByRole('button', { name: 'delivery-note.pdf' }).click();
  expect((await downloading).suggestedFilename()).toBe('delivery-note.pdf');
  await drawer.getByLabel('Reply').fill('Sorry: the route is fixed.');
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(drawer).toContainText('Replied');
  await expect(drawer).toContainText('Sorry: the route is fixed.');
  await drawer.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(drawer).toContainText('Resolved');

  await page.reload();
  const mine = page.locator('.crud-page:visible tr.ant-table-row', { hasText: subject });
  await expect(mine).toContainText('Resolved');
  await clickRowAction(page, mine, 'Open');
  const thread = page.getByRole('dialog').filter({ hasText: subject });
  await expect(thread).toContainText('Sorry: the route is fixed.');
  // the fourth star: a rating of 4
  await thread.locator('.ant-rate:not(.ant-rate-disabled) .ant-rate-star').nth(3).click();
  await expect(thread.locator('.ant-descriptions')).toContainText('Rating');
});
