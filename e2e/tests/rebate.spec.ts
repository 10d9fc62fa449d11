import { expect, test } from './fixtures';
import { appeared, signInIn } from './helpers';

// Finance runs a rebate programme on /finance/rebate; dist01 sees its lot and its tier progress.

const lastMonth = (() => {
  const day = new Date();
  day.setUTCDate(1);
  day.setUTCMonth(day.getUTCMonth() - 1);
  return day.toISOString().slice(0, 7);
})();

test('finance creates and activates a policy, settles last month; dist01 sees its lot and tier progress', async ({
  page,
  browser,
}) => {
  await signInIn(page, 'admin', 'en');
  await page.goto('/#/finance/rebate');
  await page.getByRole('button', { name: 'New policy', exact: true }).click();
  const form = await appeared(page.getByRole('dialog', { name: 'Rebate policy' }));
  await form.getByLabel('Name', { exact: true }).fill('E2E volume bonus');
  await form
    .getByLabel('From', { exact: true })
    .first()
    .fill(`${Number(lastMonth.slice(0, 4))}-01-01`);
  const saved = page.waitForResponse((response) => response.url().includes('/rebate/policy/save'));
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await (await saved).json()).code).toBe(200);
  await expect(form).toBeHidden();

  const row = page.locator('tr.ant-table-row', { hasText: 'E2E volume bonus' });
  await expect(row).toContainText('Draft');
  await row.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(row).toContainText('Active');

  await page.getByRole('tab', { name: 'Settlements', exact: true }).click();
  await page.getByRole('button', { name: 'Settle a period', exact: true }).click();
  const settle = await appeared(page.getByRole('dialog', { name: 'Settle a period' }));
  await settle.getByRole('combobox', { name: 'Policy' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'E2E volume bonus' }).click();
  await settle.getByLabel('Period', { exact: true }).fill(lastMonth);
  const created = page.waitForResponse((response) => response.url().includes('/rebate/settlement/create'));
  await settle.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await (await created).json()).code).toBe(200);
  // One settlement per buyer with shipments that month (Moonlight's demo shipment may be in it too): dist01's.
  const settlement = page
    .locator('tr.ant-table-row', { hasText: 'E2E volume bonus' })
    .filter({ hasText: lastMonth })
    .filter({ hasText: 'Sunrise Distribution' });
  await expect(settlement.first()).toContainText('Draft');
  await settlement.first().getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(settlement.first()).toContainText('Approved');
  await settlement.first().getByRole('button', { name: 'Post', exact: true }).click();
  await expect(settlement.first()).toContainText('Posted');
  const number = (await settlement.first().locator('td').nth(1).innerText()).trim();

  const buyer = await (await browser.newContext()).newPage();
  await signInIn(buyer, 'dist01', 'en');
  await buyer.goto('/#/finance/rebate');
  await buyer.getByRole('tab', { name: 'Rebate lots', exact: true }).click();
  const lot = buyer.locator('tr.ant-table-row', { hasText: number });
  await expect(lot).toBeVisible();
  await expect(lot).toContainText(/\d{4}-\d{2}-\d{2}/);

  await buyer.getByRole('tab', { name: 'Accruals', exact: true }).click();
  const progress = buyer.getByTestId('rebate-progress');
  await expect(progress.getByText('E2E volume bonus')).toBeVisible();
  await expect(progress.getByTestId('rebate-next-tier').first()).toHaveText(/more to reach tier|Top tier reached/);
});
