import { expect, type Page, type Request, test } from './fixtures';
import { signIn } from './helpers';

/** What the browser keeps of the sign-in: the token pair the http client sends. */
const storedTokens = (page: Page) =>
  page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('smdp-session') ?? '{}') as {
      state?: { accessToken?: string; refreshToken?: string };
    };
    return { access: session.state?.accessToken, refresh: session.state?.refreshToken };
  });

/**
 * Signs in and waits until every call the home page made has been answered, then stops the page's clock,
 * so the jumps below are the only time that passes. (`waitForLoadState('networkidle')` does not wait here:
 * the document reached that state on the sign-in page already. A call still in flight when 2990 s pass
 * would be cut off by its timeout and a failed guard call sends the user to /login.)
 */
async function signInAndSettle(page: Page, account: string) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  await signIn(page, account);
  await expect(page.locator('.app-sider .ant-menu-root > li').first()).toBeVisible();
  await expect.poll(() => inFlight.size).toBe(0);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

const isRefresh = (url: string) => url.includes('/blade-auth/oauth/token') && url.includes('grant_type=refresh_token');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
  // The page's clock jumps on command, so 3000 s of token age pass in a moment.
  await page.clock.install();
});

test('a token older than 3000 s is refreshed by the next second check, and the new one works', async ({ page }) => {
  await signInAndSettle(page, 'dist01');
  const before = await storedTokens(page);

  // Just under the age: the once-a-second check leaves the token alone.
  let refreshes = 0;
  page.on('request', (request) => {
    if (isRefresh(request.url())) refreshes++;
  });
  // fastForward fires each due timer once, as a browser waking from sleep would.
  await page.clock.fastForward(2_990_000);
  await page.clock.runFor(2_000);
  expect(refreshes).toBe(0);

  const refreshed = page.waitForResponse((response) => isRefresh(response.url()));
  await page.clock.fastForward(10_000);
  await page.clock.runFor(2_000);
  expect((await refreshed).status()).toBe(200);
  await expect.poll(async () => (await storedTokens(page)).access).not.toBe(before.access);
  const after = await storedTokens(page);
  expect(after.refresh).not.toBe(before.refresh);
  expect(refreshes).toBe(1);

  // The new token is the one the portal now signs its calls with, and the server accepts it.
  await page.clock.resume();
  const menus = page.waitForResponse((response) => response.url().includes('/blade-system/menu/routes-web'));
  await page.reload();
  const answer = await menus;
  expect(answer.request().headers()['blade-auth']).toBe(`bearer ${after.access}`);
  expect((await answer.json()).code).toBe(200);
  await expect(page).toHaveURL(/#\/wel\/index$/);
});

test('a refresh the server refuses signs the user out', async ({ page }) => {
  await signInAndSettle(page, 'dist01');
  await page.route(
    (url) => isRefresh(url.toString()),
    (route) =>
      route.fulfill({ status: 400, json: { error: 'invalid_grant', error_description: 'Invalid refresh token' } }),
  );
  await page.clock.fastForward(3_001_000);
  await page.clock.runFor(2_000);
  await expect(page).toHaveURL(/#\/login/);
  expect((await storedTokens(page)).access).toBeFalsy();
});
