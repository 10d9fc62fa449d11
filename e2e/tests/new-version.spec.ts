import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

const serviceWorkerFile = fileURLToPath(new URL('../../apps/web/dist/sw.js', import.meta.url));

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

test('the first load installs the offline worker without asking; a new version asks, and accepting reloads into it', async ({
  page,
}) => {
  const original = readFileSync(serviceWorkerFile, 'utf8');
  try {
    await page.goto('/#/login');
    // Installing precaches the whole app (about 500 files): on a busy 2-core machine that took over 10 s.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
        timeout: 60_000,
      })
      .toBe('activated');
    // A prompt comes when a worker waits in 'installed', which is before 'activated': none waits, none asked.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting)).toBeNull();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveCount(0);

    // Deploy a new version: the worker script changes, and the page's periodic check finds it.
    appendFileSync(serviceWorkerFile, `\n// deployed ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.locator('.ant-modal-confirm-title', { hasText: 'A new version is available' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Refresh now' }).click();
    await page.waitForLoadState('load');
    await expect(page.locator('form')).toBeVisible();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveCount(0);
  } finally {
    writeFileSync(serviceWorkerFile, original);
  }
});
