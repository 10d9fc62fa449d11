import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, test } from './fixtures';
import { appeared, clickRowAction, signIn } from './helpers';

// Workflow tasks (domain.md §10): a document waiting for approval is on the approver's to-do list until
// the approval, and then it is done.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** dist01 enters a receipt and sends it for approval (through the API: the receipts spec covers the page); its number. */
async function submittedReceipt(request: APIRequestContext): Promise<string> {
  const token = await request.post('/api/blade-auth/oauth/token', {
    headers: { authorization: BASIC, 'tenant-id': '000000' },
    params: { tenantId: '000000', username: 'dist01', password: md5('dist01'), grant_type: 'password', scope: 'all' },
  });
  const headers = { 'blade-auth': `bearer ${(await token.json()).access_token}` };
  const payers = await request.get('/api/smdp-finance/receipt/payers', { headers });
  const payer = ((await payers.json()).data as { id: string; customerCode: string }[]).find(
    (option) => option.customerCode === 'C0001',
  );
  const saved = await request.post('/api/smdp-finance/receipt/save', {
    headers,
    data: {
      payerPartyId: payer?.id,
      amount: '42.00',
      method: 'BANK',
      bankRef: `TODO-${Date.now()}`,
      paidAt: '2026-06-01',
    },
  });
  const draft = (await saved.json()).data as { id: string; version: number; receiptNo: string };
  const submitted = await request.post('/api/smdp-finance/receipt/submit', {
    headers,
    data: { id: draft.id, version: draft.version },
  });
  expect((await submitted.json()).data.state).toBe('SUBMITTED');
  return draft.receiptNo;
}

test('an approval goes from the to-do list to done, and its task leaves the list', async ({ page: admin, request }) => {
  const number = await submittedReceipt(request);
  await signIn(admin, 'admin');
  await admin.getByRole('button', { name: 'To-dos' }).click();
  await expect(admin).toHaveURL(/#\/todo\/index/);
  const waiting = admin.locator('.crud-page:visible');
  const row = waiting.locator('tr.ant-table-row', { hasText: number });
  await expect(row).toContainText('Receipt');
  await expect(row).toContainText('Sunrise');
  await expect(row).toContainText('Approve');
  await clickRowAction(admin, row, 'Open');

  const drawer = admin.getByRole('dialog').filter({ hasText: number });
  await drawer.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(drawer).toContainText('Approved');
  await admin.keyboard.press('Escape');
  await expect(row).toHaveCount(0);

  await admin.locator('.ant-segmented-item', { hasText: 'Done' }).first().click();
  await expect(admin.locator('.crud-page:visible tr.ant-table-row', { hasText: number })).toBeVisible();
});

test('a person keeps a to-do of their own and closes it', async ({ page }) => {
  await signIn(page, 'staff01');
  await page.goto('/#/todo/index');
  await page.getByRole('tab', { name: /My to-dos/ }).click();
  const list = page.locator('.crud-page:visible');
  await list.getByRole('button', { name: 'Add' }).click();
  const dialog = await appeared(page.getByRole('dialog', { name: /to-do/i }));
  const title = `Call Sunrise ${Date.now()}`;
  await dialog.getByLabel('What').fill(title);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const row = list.locator('tr.ant-table-row', { hasText: title });
  await expect(row).toBeVisible();
  await clickRowAction(page, row, 'Done');
  await expect(row).toHaveCount(0);
});
