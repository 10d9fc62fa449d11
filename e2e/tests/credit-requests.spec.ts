import { expect, type Locator, type Page, test } from './fixtures';
import { answerConfirm, appeared, clickRowAction, searchAnswered, signIn } from './helpers';

// Staff ask for a credit change; it applies only once another approver approves it (domain.md §7).

async function signedIn(page: Page, account: string) {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
  await signIn(page, account);
}

/** The credit card of a customer, opened from the customers list's row action. */
async function creditCardOf(page: Page, code: string): Promise<Locator> {
  await page.goto('/#/customer/list');
  const list = page.locator('.crud-page:visible');
  await list.getByRole('search').getByLabel('Customer code').fill(code);
  await searchAnswered(page, list, '/baseCustomer/list?');
  await clickRowAction(page, list.locator('tr.ant-table-row', { hasText: code }).first(), 'Credit');
  const dialog = await appeared(page.getByRole('dialog', { name: new RegExp(`Credit of ${code}`) }));
  const card = dialog.locator('.credit-card');
  await expect(card.locator('.credit-available')).toBeVisible();
  return card;
}

test('staff ask for a credit change, it waits until an administrator approves it, and then the new limit applies', async ({
  browser,
}) => {
  const staff = await (await browser.newContext()).newPage();
  await signedIn(staff, 'staff01');
  const card = await creditCardOf(staff, 'C0002');
  const limitBefore = await card.locator('.ant-descriptions-item-content').first().innerText();
  const asked = `${9000 + (Date.now() % 900)}`;
  const shown = Number(asked).toLocaleString('en-US', { minimumFractionDigits: 2 });

  await card.getByRole('button', { name: 'Edit credit' }).click();
  const editor = await appeared(staff.getByRole('dialog', { name: /Edit the credit of C0002/ }));
  await editor.getByLabel('Credit limit', { exact: true }).fill(asked);
  await editor.getByLabel('Remark').fill('E2E request');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Credit change sent for approval')).toBeVisible();
  await expect(editor).toBeHidden();
  // Nothing changed yet: the card still shows the limit in force.
  await expect(card.locator('.ant-descriptions-item-content').first()).toHaveText(limitBefore);
  await staff.keyboard.press('Escape');
  await expect(card).toBeHidden();

  // staff01 sees its request waiting and may withdraw it, not approve it.
  await staff.goto('/#/finance/credit');
  await staff.getByRole('tab', { name: 'Change requests' }).click();
  const own = staff.locator('.crud-page:visible tr.ant-table-row', { hasText: 'E2E request' }).first();
  await expect(own).toContainText('Waiting');
  await expect(own.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

  const admin = await (await browser.newContext()).newPage();
  await signedIn(admin, 'admin');
  await admin.goto('/#/finance/credit');
  await admin.getByRole('tab', { name: 'Change requests' }).click();
  const row = admin.locator('.crud-page:visible tr.ant-table-row', { hasText: 'E2E request' }).first();
  await expect(row).toContainText('C0002 Moonlight Trading');
  await expect(row).toContainText(shown);
  await clickRowAction(admin, row, 'Approve');
  await answerConfirm(admin);
  await expect(admin.getByText('Credit change approved')).toBeVisible();
  await expect(row).toHaveCount(0);

  await admin.getByText('Decided', { exact: true }).click();
  const decided = admin.locator('.crud-page:visible tr.ant-table-row', { hasText: 'E2E request' }).first();
  await expect(decided).toContainText('Approved');

  // The limit now in force is the one asked for.
  const after = await creditCardOf(staff, 'C0002');
  await expect(after.locator('.ant-descriptions-item-content').first()).toContainText(shown);
});
