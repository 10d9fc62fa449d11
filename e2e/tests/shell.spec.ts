import { expect, test } from './fixtures';
import { answerConfirm, clickSignIn, signIn, topMenus } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

const grants: Record<string, { has: string[]; lacks: string[] }> = {
  admin: { has: ['System', 'Finance', 'Orders'], lacks: [] },
  staff01: { has: ['Finance', 'Orders', 'Goods'], lacks: ['System'] },
  dist01: { has: ['Finance', 'Orders'], lacks: ['System'] },
  'dist01-sub': { has: ['Orders', 'Stock'], lacks: ['System', 'Finance', 'Goods'] },
};
for (const [account, { has, lacks }] of Object.entries(grants)) {
  test(`${account} signs in and sees the menus its role grants`, async ({ page }) => {
    await signIn(page, account);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await expect(page.locator('.app-sider .ant-menu-root')).toContainText('Workbench');
    const menus = (await topMenus(page)).map((label) => label.trim());
    for (const label of has) expect(menus, `${account} should see ${label}`).toContain(label);
    for (const label of lacks) expect(menus, `${account} should not see ${label}`).not.toContain(label);
  });
}

test('a wrong password shows the portal own explanation, not the raw OAuth text', async ({ page }) => {
  await page.goto('/#/login');
  await page.locator('input[autocomplete=username]').fill('staff01');
  await page.locator('input[type=password]').fill('not-the-password');
  await clickSignIn(page);
  await expect(
    page.getByText('The password is incorrect. Use Forgot Password or contact the administrator.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);
});

test('the empty form warns in the order of the spec', async ({ page }) => {
  await page.goto('/#/login');
  await clickSignIn(page);
  await expect(page.getByText('Enter the account name first')).toBeVisible();
  await page.locator('input[autocomplete=username]').fill('admin');
  await clickSignIn(page);
  await expect(page.getByText('Enter the password first')).toBeVisible();
});

test('the whole shell follows the language switch, in all six languages', async ({ page }) => {
  await signIn(page, 'dist01');
  const ordersIn: Record<string, [string, string]> = {
    zh: ['中文', '订单管理'],
    fr: ['Français', 'Commandes'],
    ru: ['Русский', 'Заказы'],
    es: ['Español', 'Pedidos'],
    sw: ['Kiswahili', 'Oda'],
    en: ['English', 'Orders'],
  };
  for (const [lang, [languageName, orders]] of Object.entries(ordersIn)) {
    await page.locator('.app-header .language-switch select').selectOption({ label: languageName });
    await expect(page.locator('.app-sider .ant-menu-root')).toContainText(orders);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  }
});

test('the unread badge counts the messages, and marking them read clears it', async ({ page }) => {
  await signIn(page, 'dist01-sub');
  // Messages by rule keep arriving as other tests move documents: the badge shows some, not a fixed count.
  const badge = page.locator('.app-header .ant-badge', { has: page.getByRole('button', { name: 'Unread messages' }) });
  await expect(badge.locator('.ant-badge-count')).toHaveText(/^\d+\+?$/);
  await page.getByRole('button', { name: 'Unread messages' }).click();
  await expect(page).toHaveURL(/#\/resource\/message$/);
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText(/^\d+ messages? marked read$/)).toBeVisible();
  await expect(badge.locator('.ant-badge-count')).toHaveCount(0);
});

test('a menu page opens at its path under its name; unknown paths are not found', async ({ page }) => {
  await signIn(page, 'admin');
  await page.locator('.app-sider').getByText('Field sales', { exact: true }).click();
  await page.locator('.app-sider').getByText('Route visits', { exact: true }).click();
  await expect(page).toHaveURL(/#\/sales\/shopVist\/routeMgr$/);
  await expect(page.getByText('Route visits')).toHaveCount(2); // menu, tab
  await expect(page.locator('.ant-card-head-title', { hasText: /^Visit routes$/ })).toBeVisible();
  await page.goto('/#/no/such/page');
  await expect(page.getByText('This page does not exist')).toBeVisible();
});

test('logging out asks first, then the pages need a new sign-in', async ({ page }) => {
  await signIn(page, 'staff01');
  await page.getByTestId('user-menu').hover();
  await page.getByText('Log out').click();
  await answerConfirm(page);
  await expect(page).toHaveURL(/#\/login$/);
  await page.goto('/#/wel/index');
  await expect(page).toHaveURL(/#\/login$/);
});

test('a narrow screen gets the collapsed menu and a usable page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'dist01');
  await expect(page.locator('.app-sider.ant-layout-sider-collapsed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Li Wei' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
