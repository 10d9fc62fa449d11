import { expect, type Page, test } from './fixtures';
import { clickSignIn, hideVersionNotice } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

async function signInFresh(page: Page, account: string) {
  await hideVersionNotice(page);
  await page.goto('/#/login');
  await page.locator('input[autocomplete=username]').fill(account);
  await page.locator('input[type=password]').fill(account);
  await clickSignIn(page);
  await expect(page).toHaveURL(/#\/wel\/index$/);
}

const options = async (page: Page) => {
  await page.getByTestId('store-selector').locator('.ant-select').click();
  const shown = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  // The dropdown animates in: read its options only once the first one is on screen.
  await expect(shown.first()).toBeVisible();
  const labels = await shown.allInnerTexts();
  await page.keyboard.press('Escape');
  return labels;
};

test('a primary account picks among ALL, its active stores and NoShop, guided once, and keeps its choice', async ({
  page,
}) => {
  await signInFresh(page, 'dist01');
  await expect(page.getByText('Switch stores here')).toBeVisible();
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByText('Switch stores here')).toBeHidden();

  expect(await options(page)).toEqual([
    'All stores',
    'S001 Sunrise flagship store',
    'S002 Sunrise east store',
    'No-store history orders',
  ]);
  const selector = page.getByTestId('store-selector');
  await expect(selector).toContainText('All stores');
  await selector.locator('.ant-select').click();
  await page.locator('.ant-select-item-option', { hasText: 'S002 Sunrise east store' }).click();
  await expect(selector).toContainText('S002 Sunrise east store');

  await page.reload();
  await expect(page.getByTestId('store-selector')).toContainText('S002 Sunrise east store');
  await expect(page.getByText('Switch stores here')).toBeHidden();
});

test('a sub-account has no ALL choice, and company users have no store selector', async ({ page }) => {
  await signInFresh(page, 'dist01-sub');
  await page.getByRole('button', { name: 'Got it' }).click();
  // The selector names its default store once the store list has arrived.
  await expect(page.getByTestId('store-selector')).toContainText('S001 Sunrise flagship store');
  expect(await options(page)).toEqual([
    'S001 Sunrise flagship store',
    'S002 Sunrise east store',
    'No-store history orders',
  ]);

  await page.evaluate(() => localStorage.removeItem('smdp-session'));
  await page.goto('/#/login');
  await page.reload();
  await signInFresh(page, 'staff01');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expect(page.getByTestId('store-selector')).toHaveCount(0);
});
