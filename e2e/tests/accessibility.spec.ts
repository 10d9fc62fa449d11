import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures';
import { signIn } from './helpers';

async function seriousViolations(page: Page) {
  // Judge the page as it settles: antd buttons fade their colours in, and a contrast measured mid-fade fails.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

test('the sign-in page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.locator('form')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the home page has no serious or critical accessibility violations', async ({ page }) => {
  await signIn(page, 'dist01');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
