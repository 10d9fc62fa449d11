import { expect, type Page, test } from './fixtures';
import { clickSignIn } from './helpers';

/** The shell of spec §2 "Shell behaviour" as a user meets it, in English. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

const versionNotice = (page: Page) => page.getByRole('dialog', { name: /^What is new in version/ });

/** Signs in; `guide` leaves the one-time store guide to the test, else it counts as seen. */
async function signIn(page: Page, account: string, { guide = false } = {}) {
  if (!guide) {
    await page.addInitScript((key) => {
      if (!localStorage.getItem('smdp-stores')) {
        localStorage.setItem('smdp-stores', JSON.stringify({ state: { chosen: {}, guided: [key] }, version: 0 }));
      }
    }, `000000:${account}`);
  }
  await page.goto('/#/login');
  await page.locator('input[autocomplete=username]').fill(account);
  await page.locator('input[type=password]').fill(account);
  await clickSignIn(page);
  await expect(page).toHaveURL(/#\/wel\/index$/);
}

async function closeVersionNotice(page: Page) {
  await versionNotice(page).getByRole('button', { name: 'Got it' }).click();
  await expect(versionNotice(page)).toBeHidden();
}

const tabs = (page: Page) => page.getByTestId('tab-label');
const sider = (page: Page) => page.locator('.app-sider');

/** Opens a menu page and waits for its tab to be the shown one. */
async function openFromMenu(page: Page, group: string, item: string) {
  const link = sider(page).getByText(item, { exact: true });
  if (!(await link.isVisible())) await sider(page).getByText(group, { exact: true }).click();
  // A click while the group is still unfolding can land beside the moving item: then it is made again.
  await expect(async () => {
    await link.click();
    await expect(page.locator('.app-tabs .ant-tabs-tab-active')).toContainText(item, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

test('the version notice comes first, once; the store guide on the next visit, once', async ({ page }) => {
  await signIn(page, 'dist01', { guide: true });
  await expect(versionNotice(page)).toBeVisible();
  await expect(page.getByText('Switch stores here')).toBeHidden();
  await closeVersionNotice(page);
  await page.reload();
  await expect(page.getByText('Switch stores here')).toBeVisible();
  await expect(versionNotice(page)).toBeHidden();
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByText('Switch stores here')).toBeHidden();
  await page.reload();
  // The unread count has answered: the shell has settled, and neither dialog came back.
  await expect(page.getByText(/^You have \d+ unread messages$/)).toBeVisible();
  await expect(page.getByText('Switch stores here')).toBeHidden();
  await expect(versionNotice(page)).toBeHidden();
});

test('tabs: pages open once, kept-alive pages stay mounted, close others and close all keep home', async ({ page }) => {
  await signIn(page, 'staff01');
  await closeVersionNotice(page);
  await openFromMenu(page, 'Field sales', 'Route visits');
  await openFromMenu(page, 'Workbench', 'Dashboard');
  await openFromMenu(page, 'Field sales', 'Route visits');
  await expect(tabs(page)).toHaveText(['Home', 'Route visits', 'Dashboard']);
  // Both menu pages have isOpen 2: the hidden dashboard is still in the page, hidden.
  const dashboard = page.locator('.ant-card-head-title', { hasText: /^Dashboard$/ });
  const routes = page.locator('.ant-card-head-title', { hasText: /^Visit routes$/ });
  await expect(routes).toBeVisible();
  await expect(dashboard).toHaveCount(1);
  await expect(dashboard).toBeHidden();

  await page.locator('.app-tabs .ant-tabs-tab', { hasText: 'Dashboard' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Close others' }).click();
  await expect(tabs(page)).toHaveText(['Home', 'Dashboard']);
  await expect(page).toHaveURL(/#\/dashboard\/index$/);
  await expect(dashboard).toBeVisible();
  await expect(routes).toHaveCount(0);
  // The context menu is gone (its closing animation over) before the tab actions menu opens.
  await expect(page.getByRole('menuitem', { name: 'Close others' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Tab actions' }).click();
  await page.getByRole('menuitem', { name: 'Close all' }).click();
  await expect(tabs(page)).toHaveText(['Home']);
  await expect(page).toHaveURL(/#\/wel\/index$/);
});

test('menu search: prefix match, history of searches, remove one, clear all, Escape', async ({ page }) => {
  await signIn(page, 'admin');
  await closeVersionNotice(page);
  const dialog = page.getByRole('dialog', { name: 'Search the menu' });
  const input = dialog.getByRole('textbox', { name: 'Menu name' });
  const search = async (text: string) => {
    await page.getByRole('button', { name: 'Search the menu' }).click();
    await input.fill(text);
  };

  await search('ORDER');
  await expect(dialog.locator('.menu-search-result')).toContainText(['Order search']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/sales\/order$/);
  await search('new');
  await expect(dialog.locator('.menu-search-result').first()).toContainText('New order');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/sales\/order\/new$/);

  await page.getByRole('button', { name: 'Search the menu' }).click();
  await expect(dialog.getByTestId('search-history-entry')).toHaveText(['new', 'ORDER']);
  await dialog.getByLabel('Remove new').click();
  await expect(dialog.getByTestId('search-history-entry')).toHaveText(['ORDER']);
  await dialog.getByRole('button', { name: 'Clear all' }).click();
  await expect(dialog.getByTestId('search-history-entry')).toHaveCount(0);
  await input.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a store switch keeps the first tab only and opens the page again through /middle-page', async ({ page }) => {
  await signIn(page, 'dist01');
  await closeVersionNotice(page);
  await openFromMenu(page, 'Orders', 'New order');
  await openFromMenu(page, 'Orders', 'Order search');
  const selector = page.getByTestId('store-selector');
  await selector.locator('.ant-select').click();
  await page.locator('.ant-select-item-option', { hasText: 'S002 Sunrise east store' }).click();
  await expect(page).toHaveURL(/#\/sales\/order$/);
  await expect(selector).toContainText('S002 Sunrise east store');
  await expect(tabs(page)).toHaveText(['Home', 'Order search']);
});

test('the contact dialog lists the sales people in four columns, 1200 px wide', async ({ page }) => {
  await signIn(page, 'dist01');
  await closeVersionNotice(page);
  await page.getByRole('button', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your sales contacts' });
  await expect(dialog.locator('th')).toHaveText(['Sales unit', 'Job title', 'Name', 'Contact number']);
  await expect(dialog.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(dialog).toHaveAttribute('style', /width: 1200px/);
});

test('the user menu leads to the personal pages', async ({ page }) => {
  await signIn(page, 'staff01');
  await closeVersionNotice(page);
  await page.getByTestId('user-menu').hover();
  await page.getByRole('menuitem', { name: 'User settings' }).click();
  await expect(page).toHaveURL(/#\/usersetting\/setting$/);
  await page.getByTestId('user-menu').hover();
  await page.getByRole('menuitem', { name: 'Personal information' }).click();
  await expect(page).toHaveURL(/#\/info\/index$/);
  await expect(tabs(page)).toHaveText(['Home', 'User settings', 'Personal information']);
});

test('on a phone the menu floats over the page and closes after a choice', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'dist01');
  await closeVersionNotice(page);
  await page.getByRole('button', { name: 'Show or hide the menu' }).click();
  await expect(page.locator('.app-sider-floating')).toBeVisible();
  await openFromMenu(page, 'Orders', 'Order search');
  await expect(page).toHaveURL(/#\/sales\/order$/);
  await expect(page.locator('.app-sider-floating')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
