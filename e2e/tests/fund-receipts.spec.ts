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

/** dist01's cash balance with the company as the account balance page shows it. */
async function cashOfDist01(page: Page) {
  await page.goto('/#/finance/account-balance');
  const list = page.locator('.crud-page:visible');
  await list.getByRole('search').getByLabel('Account holder').fill('C0001');
  await searchAnswered(page, list, '/api/smdp-finance/fund-account/list?');
  const cell = list.getByRole('button', { name: 'Cash balance C0001' }).first();
  await expect(cell).toBeVisible();
  return { cell, value: Number((await cell.innerText()).replaceAll(',', '')) };
}

test('a distributor enters a receipt, the company approves it, and the balance page shows it with its ledger line', async ({
  browser,
}) => {
  const reference = `E2E-${Date.now()}`;
  const distributor = await (await browser.newContext()).newPage();
  await distributor.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
  await signIn(distributor, 'dist01');
  const before = (await cashOfDist01(distributor)).value;

  await distributor.goto('/#/finance/customer-receipt');
  await distributor.locator('.crud-page:visible').getByRole('button', { name: 'New receipt' }).click();
  const editor = await appeared(distributor.getByRole('dialog', { name: 'Receipt' }));
  await choose(distributor, editor.getByLabel('Payer'), 'C0001');
  await editor.getByLabel('Amount').fill('1234.56');
  await editor.getByLabel('Bank reference').fill(reference);
  await editor.getByRole('button', { name: 'Save', exact: true }).click();

  const receipt = await appeared(distributor.getByRole('dialog', { name: /^RC\d{4}-\d{5}$/ }));
  await expect(receipt).toContainText('Draft');
  await expect(receipt).toContainText(reference);
  // The payer does not approve its own payment: the company does.
  await expect(receipt.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await receipt.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(receipt).toContainText('Submitted');
  const number = (await receipt.locator('.ant-modal-title').innerText()).trim();

  const company = await (await browser.newContext()).newPage();
  await company.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
  await signIn(company, 'admin');
  await company.goto('/#/finance/customer-receipt');
  const list = company.locator('.crud-page:visible');
  await list.getByRole('search').getByLabel('Receipt no.').fill(number);
  await searchAnswered(company, list, '/api/smdp-finance/receipt/list?');
  const row = list.locator('tr.ant-table-row', { hasText: number });
  await row.getByRole('button', { name: 'Open', exact: true }).click();
  const opened = await appeared(company.getByRole('dialog', { name: number }));
  await opened.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(opened).toContainText('Approved');

  const after = await cashOfDist01(distributor);
  expect(after.value).toBeCloseTo(before + 1234.56, 2);
  await after.cell.click();
  const ledger = await appeared(distributor.getByRole('dialog', { name: /Cash balance · C0001/ }));
  await expect(ledger.locator('tr.ant-table-row').first()).toContainText('Receipt');
  await expect(ledger.locator('tr.ant-table-row').first()).toContainText('1,234.56');
});

test('a finance administrator enters and approves a receipt in one step on a phone-width screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'admin');
  await page.goto('/#/finance/customer-receipt/flow/receiptDirectApprovalDetail');
  const form = page.locator('form');
  await choose(page, form.getByLabel('Payer'), 'C0002');
  await form.getByLabel('Amount').fill('300');
  await form.getByLabel('Bank reference').fill(`E2E-D-${Date.now()}`);
  await form.getByRole('button', { name: 'Save and approve' }).click();
  await expect(page.getByText('Receipt approved').first()).toBeVisible();
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
});
