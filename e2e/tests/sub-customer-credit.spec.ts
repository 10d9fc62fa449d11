import { expect, type Page, test } from './fixtures';
import { appeared, clickRowAction, searchAnswered, signInIn, translator } from './helpers';

// A distributor sets the credit it grants its own stores (page /finance/sub-cust-credit/setting).

const LIST_API = '/api/smdp-finance/sub-customer-credit/list?';

/** Finds a sub-customer by code on the page and waits for the server's answer to be on the screen. */
async function findSubCustomer(page: Page, label: string, code: string) {
  const list = page.locator('.crud-page:visible');
  await list.getByRole('search').getByLabel(label).fill(code);
  await searchAnswered(page, list, LIST_API);
  return list.locator('tr.ant-table-row', { hasText: code }).first();
}

test('dist01 opens Finance > Sub-customer credit, adjusts a store’s credit and sees the new figure', async ({
  page,
}) => {
  await signInIn(page, 'dist01', 'en');
  const sider = page.locator('.app-sider');
  await sider.getByText('Finance', { exact: true }).click();
  await sider.getByText('Sub-customer credit', { exact: true }).click();
  await expect(page).toHaveURL(/#\/finance\/sub-cust-credit$/);
  const list = page.locator('.crud-page:visible');
  await expect(list.getByRole('columnheader', { name: 'Sub-customer', exact: true })).toBeVisible();

  // C0001-0005, an active store of the demo that dist01 has given no credit yet.
  const row = await findSubCustomer(page, 'Sub-customer', 'C0001-0005');
  await expect(row).toBeVisible();
  await expect(list.locator('tr.ant-table-row')).toHaveCount(1);
  await clickRowAction(page, row, 'Adjust credit');
  const editor = await appeared(page.getByRole('dialog', { name: /^Adjust the credit of C0001-0005/ }));
  const limit = editor.getByLabel('Credit limit', { exact: true });
  // Checked before it is sent: a limit is required.
  await limit.fill('');
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor.getByText('Required', { exact: true })).toBeVisible();

  await limit.fill('1234.5');
  await editor.getByLabel('Payment term').fill('21');
  await editor.getByLabel('Remark').fill('E2E weekly account');
  const saved = page.waitForResponse((response) => response.url().includes('/sub-customer-credit/save'));
  const reloaded = page.waitForResponse((response) => response.url().includes(LIST_API));
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await (await saved).json()).code).toBe(200);
  await reloaded;
  await expect(page.getByText('Credit limit saved')).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(row).toContainText('1,234.50');
  await expect(row).toContainText('21 days');

  // Opened again, the form starts from what was saved.
  await clickRowAction(page, row, 'Adjust credit');
  const again = await appeared(page.getByRole('dialog', { name: /^Adjust the credit of C0001-0005/ }));
  await expect(again.getByLabel('Credit limit', { exact: true })).toHaveValue('1234.50');
  await expect(again.getByLabel('Remark')).toHaveValue('E2E weekly account');
  await again.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(again).toBeHidden();
});

test('company staff pick the distributor first, then see the credit it grants its stores', async ({ page }) => {
  await signInIn(page, 'admin', 'en');
  await page.goto('/#/finance/sub-cust-credit/setting');
  await expect(page.getByText(/^Choose a distributor/)).toBeVisible();
  const answered = page.waitForResponse((response) => response.url().includes(LIST_API));
  await page.getByRole('combobox', { name: 'Distributor', exact: true }).click();
  await page.keyboard.type('C0001');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^C0001 / })
    .first()
    .click();
  expect((await answered).url()).toMatch(/creditorPartyId=\d+/);
  const list = page.locator('.crud-page:visible');
  // The demo's stores that buy from dist01 on account: 1,000.00 each; nobody else's sub-customers.
  await expect(list.locator('tr.ant-table-row', { hasText: 'C0001-0002' }).first()).toContainText('1,000.00');
  await expect(list.locator('tr.ant-table-row', { hasText: 'C0002-' })).toHaveCount(0);
});

test.describe('on a phone, in Spanish', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('dist01 reads its stores’ credit at 375 px in Spanish and opens the adjust form from the row menu', async ({
    page,
  }) => {
    const t = translator('es', 'subCredit');
    await signInIn(page, 'dist01', 'es');
    const answered = page.waitForResponse((response) => response.url().includes(LIST_API));
    await page.goto('/#/finance/sub-cust-credit/setting');
    await answered;
    const list = page.locator('.crud-page:visible');
    await expect(list.getByRole('columnheader', { name: t('subCustomer'), exact: true })).toBeVisible();
    // The demo's stores that buy from dist01 on account: 1,000.00 each.
    const store = list.locator('tr.ant-table-row', { hasText: 'C0001-0002' }).first();
    await expect(store).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    // A phone shows the key column and an actions menu; the adjust action waits in it.
    await store.getByRole('button', { name: translator('es', 'crud')('moreActions') }).click();
    await page
      .locator('.ant-dropdown:not(.ant-dropdown-hidden) [role=menu]')
      .getByRole('menuitem', { name: t('adjust'), exact: true })
      .click();
    const editor = await appeared(page.getByRole('dialog', { name: new RegExp(`^${t('editTitle', { party: '' })}`) }));
    await expect(editor.getByLabel(translator('es', 'credit')('creditLimit'), { exact: true })).toHaveValue('1000.00');
    await editor.getByRole('button', { name: translator('es', 'credit')('cancel'), exact: true }).click();
    await expect(editor).toBeHidden();
  });
});
