import { expect, test } from './fixtures';

test('the API reference opens in a browser and lists the sign-in call', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('Sales and distribution portal API')).toBeVisible();
  await expect(page.getByText('/api/blade-auth/oauth/token').first()).toBeVisible();
});
