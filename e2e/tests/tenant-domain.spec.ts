import { E2E_BASE_URL } from '../playwright.config';
import { expect, type Page, test } from './fixtures';
import { clickSignIn, hideVersionNotice } from './helpers';

/** The demo gives tenant 100001 the domain tenant2.localhost; browsers resolve *.localhost to this machine. */
const SECOND_TENANT_URL = E2E_BASE_URL.replace('127.0.0.1', 'tenant2.localhost');

async function signInAt(page: Page, origin: string) {
  await page.addInitScript(() => {
    const guided = ['000000:admin', '100001:admin'];
    localStorage.setItem('smdp-stores', JSON.stringify({ state: { chosen: {}, guided }, version: 0 }));
  });
  await hideVersionNotice(page);
  await page.goto(`${origin}/#/login`);
  await page.locator('input[autocomplete=username]').fill('admin');
  await page.locator('input[type=password]').fill('admin');
  const token = page.waitForResponse((response) => response.url().includes('/oauth/token'));
  await clickSignIn(page);
  const body = await (await token).json();
  await expect(page).toHaveURL(/#\/wel\/index$/);
  return body.tenant_id as string;
}

test('with tenant mode off, the second tenant signs in on its own domain', async ({ page }) => {
  expect(await signInAt(page, SECOND_TENANT_URL)).toBe('100001');
});

test('the same account on the plain address signs into the trading company', async ({ page }) => {
  expect(await signInAt(page, E2E_BASE_URL)).toBe('000000');
});
