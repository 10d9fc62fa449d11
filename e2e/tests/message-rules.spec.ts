import { expect, test } from './fixtures';
import { appeared, signIn } from './helpers';

/**
 * Issue 15 item 3: the default date rule shows when it fires and by which channel, and a new rule by
 * date asks for the date field, the days and before/after instead of the action.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

test('an administrator sees the date rule and its channel, and the form follows the trigger', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/#/system/message-rule');
  const row = page.locator('.ant-table-row', { hasText: 'Credit due in 3 days' });
  await expect(row).toContainText('3 days before Credit due date');
  await expect(row).toContainText('In the app and SMS');

  await page.getByRole('button', { name: /Add/ }).first().click();
  const form = await appeared(page.getByRole('dialog'));
  await expect(form.getByLabel('When')).toBeVisible();
  await expect(form.getByLabel('Date field')).toHaveCount(0);
  await form.getByLabel('Sent').click();
  await page.locator('.ant-select-dropdown:visible').getByText('Days before or after a date').click();
  await expect(form.getByLabel('Date field')).toBeVisible();
  await expect(form.getByLabel('Days', { exact: true })).toBeVisible();
  await expect(form.getByLabel('When')).toHaveCount(0);
});
