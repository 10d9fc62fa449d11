import { expect, type Page } from '@playwright/test';

export async function signIn(page: Page, account: string, password = account) {
  await page.goto('/#/login');
  await page.locator('input[autocomplete=username]').fill(account);
  await page.locator('input[type=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/#\/wel\/index$/);
}

/** The side menu's top-level labels. */
export const topMenus = (page: Page) => page.locator('.app-sider .ant-menu-root > li').allInnerTexts();
