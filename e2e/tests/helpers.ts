import { expect, type Page } from '@playwright/test';

/** Marks the one-time store guide as seen, so it does not sit over the pages other tests use. */
export async function skipStoreGuide(page: Page) {
  await page.addInitScript(() => {
    if (localStorage.getItem('smdp-stores')) return;
    const guided = ['admin', 'dist01', 'dist01-sub', 'staff01'].map((account) => `000000:${account}`);
    localStorage.setItem('smdp-stores', JSON.stringify({ state: { chosen: {}, guided }, version: 0 }));
  });
}

/**
 * Answers the newest-version check with "none", so the version notice does not cover the pages other
 * tests use (the notice has its own component tests).
 */
export async function hideVersionNotice(page: Page) {
  await page.route('**/api/blade-system/systemVersionManage/newest-version*', (route) =>
    route.fulfill({ json: { code: 200, success: true, data: null, msg: '' } }),
  );
}

export async function signIn(page: Page, account: string, password = account) {
  await skipStoreGuide(page);
  await hideVersionNotice(page);
  await page.goto('/#/login');
  await page.locator('input[autocomplete=username]').fill(account);
  await page.locator('input[type=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/#\/wel\/index$/);
}

/** The side menu's top-level labels. */
export const topMenus = (page: Page) => page.locator('.app-sider .ant-menu-root > li').allInnerTexts();
