import { expect, type Page, test } from './fixtures';
import { clickSignIn, signIn } from './helpers';

/** Every dialog a person sees: modals and the guide's tour. */
const openDialogs = (page: Page) => page.locator('.ant-modal-wrap:visible, .ant-tour:visible');

test('a new browser signing in gets one dialog at a time: the version notice now, the store guide on the next visit', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('smdp-language')) localStorage.setItem('smdp-language', 'en');
  });
  await page.goto('/#/login');
  await page.locator('input[autocomplete=username]').fill('dist01');
  await page.locator('input[type=password]').fill('dist01');
  await clickSignIn(page);
  await expect(page).toHaveURL(/#\/wel\/index$/);

  const notice = page.getByRole('dialog', { name: 'What is new in version 1.0.0' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Statements, reconciliation and sub-customer credit');
  await expect(openDialogs(page)).toHaveCount(1);
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();
  // The menus and the unread badge have answered: the shell has settled, and no guide followed.
  await expect(page.getByText(/^You have \d+ unread messages$/)).toBeVisible();
  await expect(openDialogs(page)).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('Switch stores here')).toBeVisible();
  await expect(openDialogs(page)).toHaveCount(1);
});

for (const [lang, staff, primary] of [
  ['en', 'Company staff', 'Customer primary account'],
  ['fr', "Personnel de l'entreprise", 'Compte principal du client'],
] as const) {
  test(`the users list names roles in words (${lang})`, async ({ page }) => {
    await page.addInitScript((language) => localStorage.setItem('smdp-language', language), lang);
    await signIn(page, 'admin');
    await page.goto('/#/system/user');
    // The demo's accounts fill more than the first page of 10: show 50.
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="50 / page"]').click();
    await expect(page.locator('.ant-table-row', { hasText: 'staff01' })).toContainText(staff);
    await expect(page.locator('.ant-table-row', { hasText: 'Li Wei' }).first()).toContainText(primary);
    await expect(page.locator('.ant-table-tbody')).not.toContainText(/customer_primary|customer_sub/);
  });
}
