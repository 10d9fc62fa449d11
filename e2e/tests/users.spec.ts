import { expect, type Page, test } from './fixtures';
import { answerConfirm, clickRowAction, clickSignIn, hideVersionNotice, signIn, skipStoreGuide } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
/** The user page's own card (other pages may stay alive in hidden tabs). */
const crudCard = (page: Page, title: string) =>
  page.locator('.crud-page', { has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) }) });

test('admin creates a user, resets its password, and the user must change it at the next sign-in', async ({
  page,
  browser,
}) => {
  const account = `e2e${Date.now().toString(36)}`;
  await signIn(page, 'admin');
  await page.goto('/#/system/user');
  const users = crudCard(page, 'Users');
  await expect(users.locator('.ant-table-row', { hasText: 'staff01' })).toBeVisible();
  // The department tree on the left filters the list.
  await page.locator('.crud-tree-card').getByText('Sales department').click();
  await expect(users.locator('.ant-table-row', { hasText: /^admin/ })).toHaveCount(0);
  await expect(users.locator('.ant-table-row', { hasText: 'staff01' })).toBeVisible();
  await page.locator('.crud-tree-card').getByText('Sales department').click();
  // Unfiltered again: the whole tenant, which the demo's accounts spread past a page of 10.
  await users.locator('.ant-pagination-options .ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="50 / page"]').click();
  await expect(users.locator('.ant-table-row', { hasText: /^admin/ })).toBeVisible();

  await users.getByRole('button', { name: 'Add' }).click();
  const add = dialog(page, /Add/);
  await add.getByLabel('Account', { exact: true }).fill(account);
  await add.getByLabel('Real name').fill('Browser Test');
  await add.getByLabel('Password', { exact: true }).fill('first-pass-1');
  await add.getByLabel('Confirm password').fill('first-pass-1');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added successfully')).toBeVisible();

  const row = users.locator('.ant-table-row', { hasText: account });
  await expect(row).toBeVisible();
  await clickRowAction(page, row, 'Reset password');
  await answerConfirm(page);
  const secret = page.getByTestId('one-time-secret');
  await expect(secret).toBeVisible();
  const password = (await secret.innerText()).trim();
  expect(password).toMatch(/^\w{10}$/);
  await page.getByRole('button', { name: 'I have copied it' }).click();

  const context = await browser.newContext({ locale: 'en-US' });
  const user = await context.newPage();
  await user.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
  await skipStoreGuide(user);
  await hideVersionNotice(user);
  await user.goto('/#/login');
  await user.locator('input[autocomplete=username]').fill(account);
  await user.locator('input[type=password]').fill(password);
  await clickSignIn(user);
  await expect(user).toHaveURL(/#\/resetpassword$/);
  await context.close();
});

test('a primary account sees its quota and adds a sub-account of its own customer', async ({ page }) => {
  const account = `sub${Date.now().toString(36)}`;
  await signIn(page, 'dist01');
  await page.goto('/#/customer/account');
  await expect(page.getByText(/^Accounts in use: \d+ of no limit$/)).toBeVisible();
  const accounts = crudCard(page, 'Sub-accounts');
  await expect(accounts.locator('.ant-table-row', { hasText: 'dist01-sub' })).toBeVisible();
  await expect(accounts.locator('.ant-table-row', { hasText: /^admin/ })).toHaveCount(0);

  await accounts.getByRole('button', { name: 'Add' }).click();
  const add = dialog(page, /Add/);
  await add.getByLabel('Account', { exact: true }).fill(account);
  await add.getByLabel('Real name').fill('Counter clerk');
  await add.getByLabel('Password', { exact: true }).fill('clerk-pass-1');
  await add.getByLabel('Confirm password').fill('clerk-pass-1');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added successfully')).toBeVisible();
  await expect(accounts.locator('.ant-table-row', { hasText: account })).toBeVisible();
});
