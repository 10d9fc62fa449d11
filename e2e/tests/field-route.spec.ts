import { expect, type Locator, type Page, test } from './fixtures';
import { appeared, signIn } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

/** Picks an option of an antd select by typing part of its label. */
async function choose(page: Page, select: Locator, text: string) {
  await select.click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

test('a distributor creates a route with stores, opens its detail, generates a week of plans and publishes one', async ({
  page,
}) => {
  const name = `E2E round ${Date.now()}`;
  await signIn(page, 'dist01');
  await page.goto('/#/sales/shopVist/routeMgr');
  await page.getByRole('button', { name: 'New route' }).click();
  const form = await appeared(page.getByRole('dialog', { name: 'New route' }));
  await form.getByLabel('Route name').fill(name);
  await choose(page, form.getByLabel('Salesperson'), 'Zhao Min');
  await choose(page, form.getByLabel('Frequency'), 'Weekdays');
  for (const day of ['Tue', 'Wed', 'Thu', 'Fri']) await form.getByLabel(day).check();
  await form.getByLabel('Start date').fill('2026-01-05');
  await form.getByRole('button', { name: 'OK' }).click();

  // Saving opens the fixed route detail page of spec §2.
  await expect(page).toHaveURL(/#\/sales\/shopVist\/routeMgr\/detail\?id=\d+/);
  const detail = page.locator('.ant-card', { hasText: `Route: ${name}` }).first();
  await expect(detail).toContainText('Zhao Min');
  for (let index = 0; index < 2; index++) {
    await choose(page, detail.getByLabel('Add a store'), 'Duka');
    await detail.getByRole('button', { name: 'Add', exact: true }).click();
  }
  const stops = detail.locator('.ant-card', { hasText: 'Stores to visit' }).locator('tr.ant-table-row');
  await expect(stops).toHaveCount(2);
  await stops.nth(1).getByRole('switch').click();
  await detail.getByRole('button', { name: 'Save stores' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(stops).toHaveCount(2);
  await expect(stops.nth(1).getByRole('switch')).toBeChecked();
  await expect(stops.first()).toContainText(/-?\d+\.\d{5}, -?\d+\.\d{5}/);

  await page.goto('/#/sales/shopVist/plan');
  await page.getByRole('button', { name: 'Generate plans' }).click();
  const generate = await appeared(page.getByRole('dialog', { name: 'Generate plans' }));
  await choose(page, generate.getByLabel('Routes'), name);
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await generate.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Plans created: 5, visits: 10')).toBeVisible();

  const rows = page.locator('tr.ant-table-row', { hasText: name });
  await expect(rows.first()).toContainText('Draft');
  const planNo = (
    await rows
      .first()
      .locator('td', { hasText: /^VP\d{4}-\d{5}$/ })
      .innerText()
  ).trim();
  await rows.first().getByRole('button', { name: 'Publish' }).click();
  const published = page.locator('tr.ant-table-row', { hasText: planNo });
  await expect(published).toContainText('Published');
  await published.locator('.ant-table-row-expand-icon').click();
  await expect(page.locator('.ant-table-expanded-row').getByText('Planned', { exact: true })).toHaveCount(2);
});
