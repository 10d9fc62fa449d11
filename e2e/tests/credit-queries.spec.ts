import { expect, type Page, test } from './fixtures';
import { appeared, signIn } from './helpers';

// The credit queries page in Spanish: what each debtor may still use, and what it owes by days past due.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'es'));
});

async function searchDebtor(page: Page, code: string) {
  const list = page.locator('.crud-page:visible');
  await list.getByRole('search').getByLabel('Deudor').fill(code);
  const answered = page.waitForResponse((response) => response.url().includes('/smdp-finance/credit/list?'));
  await list
    .getByRole('search')
    .getByRole('button', { name: /Buscar/ })
    .click();
  await answered;
  await expect(list.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
  return list;
}

test('finance staff read a distributor’s credit, aged by due date, and open the credit ledger behind “used”', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/#/finance/credit');
  const list = await searchDebtor(page, 'C0002');
  const row = list.locator('tr.ant-table-row', { hasText: 'C0002 Moonlight Trading' }).first();
  await expect(row).toBeVisible();
  for (const header of ['Deudor', 'Acreedor', 'Disponible', 'Vencido', 'Aún no vencido', 'Más de 120 días']) {
    await expect(list.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await row.getByRole('button', { name: 'Usado C0002' }).click();
  const ledger = await appeared(page.getByRole('dialog', { name: /C0002 Moonlight Trading/ }));
  // The demo's shipped orders of Moonlight used credit: each use is a line with its due date.
  await expect(ledger.getByRole('cell', { name: 'Uso de crédito' }).first()).toBeVisible();
});

test('a distributor sees its own credit with the company and what it grants its stores, nobody else’s', async ({
  page,
}) => {
  await signIn(page, 'dist01');
  await page.goto('/#/finance/credit');
  const list = page.locator('.crud-page:visible');
  await expect(list.locator('tr.ant-table-row', { hasText: 'C0001-0002' }).first()).toBeVisible();
  await expect(list.locator('tr.ant-table-row', { hasText: 'C0001 ' }).first()).toBeVisible();
  await searchDebtor(page, 'C0002');
  await expect(list.locator('tr.ant-table-row', { hasText: 'Moonlight' })).toHaveCount(0);
});
