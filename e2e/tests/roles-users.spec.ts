import { expect, type Page, test } from './fixtures';
import { clickRowAction, signIn } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** The checkbox of one node of the grant tree, found by the node's text (a button's text ends with its code). */
const treeCheckbox = (page: Page, text: string) =>
  page
    .locator('.ant-tree-treenode', { has: page.locator('.ant-tree-title', { hasText: text }) })
    .locator('.ant-tree-checkbox');

test('admin grants a new role a few menus and buttons; a user with that role sees exactly those', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const roleName = `Sales unit reader ${stamp}`;
  const account = `reader${stamp}`;

  await signIn(page, 'admin');
  await page.goto('/#/system/role');
  await page.getByRole('button', { name: 'Add' }).click();
  const roleDialog = dialog(page, /Add/);
  await roleDialog.getByLabel('Role name').fill(roleName);
  await roleDialog.getByLabel('Role alias').fill(`reader_${stamp}`);
  await roleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added successfully')).toBeVisible();

  const row = page.locator('.ant-table-row', { hasText: roleName });
  await clickRowAction(page, row, 'Grant');
  const grant = dialog(page, `Grants of ${roleName}`);
  await expect(treeCheckbox(page, 'Sales units')).toBeVisible();
  // The sales-unit page with its view and export buttons, not its add, edit or delete.
  await treeCheckbox(page, 'saleunit_view').click();
  await treeCheckbox(page, 'saleunit_export').click();
  await grant.getByRole('button', { name: 'Save' }).click();
  await expect(grant).toBeHidden();

  await page.goto('/#/system/user');
  // The roles page stays alive in its hidden tab: the user page is the card titled User.
  const userPage = page.locator('.crud-page', { has: page.locator('.ant-card-head-title', { hasText: /^Users$/ }) });
  await userPage.getByRole('button', { name: 'Add' }).click();
  const userDialog = dialog(page, /Add/);
  await userDialog.getByLabel('Account', { exact: true }).fill(account);
  await userDialog.getByLabel('Real name').fill('Reader');
  await userDialog.getByLabel('Password', { exact: true }).fill('reader-pass-1');
  await userDialog.getByLabel('Confirm password').fill('reader-pass-1');
  await userDialog.getByLabel('Roles').click();
  await page.locator('.ant-select-item-option', { hasText: roleName }).click();
  await userDialog.getByLabel('Real name').click();
  await userDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added successfully')).toBeVisible();

  const context = await browser.newContext({ locale: 'en-US' });
  const reader = await context.newPage();
  await reader.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
  await signIn(reader, account, 'reader-pass-1');
  await expect(reader.locator('.app-sider .ant-menu-root > li')).toHaveText(['Home', 'System']);
  await reader.locator('.app-sider').getByText('System').click();
  await expect(reader.locator('.app-sider .ant-menu-sub li')).toHaveText(['Sales units']);
  await reader.locator('.app-sider').getByText('Sales units').click();
  await expect(reader.locator('.ant-table-row').first()).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Export' })).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Add' })).toHaveCount(0);
  await expect(reader.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(reader.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await context.close();
});
