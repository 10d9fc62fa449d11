import { type Browser, expect, type Locator, type Page, test } from './fixtures';
import { appeared, clickRowAction, signIn } from './helpers';

/**
 * The month-end reconciliation between the company and dist01, as both sides live it, on the demo's
 * December 2024 that dist01 disputed (its November is confirmed, so a new statement of dist01 must wait
 * for December): finance re-issues it, dist01 (in French) disputes a line, finance settles it with an
 * adjustment and re-issues, dist01 confirms and the period locks.
 */
const PERIOD = { start: '2024-12-01', end: '2024-12-31' };

async function open(browser: Browser, account: string, language: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((lang) => localStorage.setItem('smdp-language', lang), language);
  await signIn(page, account);
  await page.goto('/#/finance/reconciliation');
  return page;
}

/** The statement's state, as its header shows it. */
const stateOf = (dialog: Locator, state: string) =>
  dialog.locator('.ant-descriptions').getByText(state, { exact: true });

/** Opens the newest statement of dist01 from the list. */
async function openNewest(page: Page, openLabel: string) {
  const list = page.locator('.crud-page:visible');
  const row = list.locator('tr.ant-table-row', { hasText: 'C0001' }).first();
  await clickRowAction(page, row, openLabel);
  return appeared(page.getByRole('dialog', { name: /^RS\d{4}-\d{5} · C0001/ }));
}

test('finance issues, dist01 disputes a line, an adjustment settles it, the re-issue is confirmed and locks the period', async ({
  browser,
}) => {
  test.setTimeout(150_000); // two accounts, four rounds of the statement, on a shared 2-core machine
  const finance = await open(browser, 'admin', 'en');
  await finance.getByTestId('board-DISPUTED').click();
  let statement = await openNewest(finance, 'Open');
  await expect(stateOf(statement, 'Disputed')).toBeVisible();
  await expect(statement).toContainText(`${PERIOD.start} – ${PERIOD.end}`);
  await statement.getByRole('button', { name: 'Re-issue' }).click();
  await expect(stateOf(statement, 'Issued')).toBeVisible();
  const issuedClosing = (await statement.getByTestId('closing-balance').innerText()).trim();

  // dist01, in French, disputes the first line: it holds 1.00 right where the statement has more.
  const buyer = await open(browser, 'dist01', 'fr');
  await buyer.getByTestId('board-ISSUED').click();
  let seen = await openNewest(buyer, 'Ouvrir');
  await seen.getByRole('button', { name: 'Contester' }).click();
  const dispute = await appeared(buyer.getByRole('dialog', { name: 'Contester des lignes du relevé' }));
  await dispute.getByRole('checkbox', { name: 'Contester la ligne 1', exact: true }).check();
  await dispute.getByLabel('Montant juste selon vous, ligne 1', { exact: true }).fill('1.00');
  await dispute.getByLabel('Motif de la contestation').fill('Le montant de la ligne 1 diffère de nos livres');
  await dispute.getByRole('button', { name: 'Contester' }).click();
  await expect(dispute).toBeHidden();
  await expect(stateOf(seen, 'Contesté')).toBeVisible();
  await expect(seen).toContainText('Le montant de la ligne 1 diffère de nos livres');

  // Finance settles it: the adjustment the disputed line asks for, posted today, then a re-issue.
  await finance.reload();
  await finance.getByTestId('board-DISPUTED').click();
  statement = await openNewest(finance, 'Open');
  await expect(stateOf(statement, 'Disputed')).toBeVisible();
  await statement.getByRole('button', { name: 'Post an adjustment' }).click();
  const adjust = await appeared(finance.getByRole('dialog', { name: 'Post an adjustment' }));
  await expect(adjust.getByLabel('Reason')).toHaveValue('Le montant de la ligne 1 diffère de nos livres');
  await adjust.getByRole('button', { name: 'Post an adjustment' }).click();
  await expect(adjust).toBeHidden();
  await expect(statement.getByText('Adjustments posted')).toBeVisible();
  await statement.getByRole('button', { name: 'Re-issue' }).click();
  await expect(stateOf(statement, 'Issued')).toBeVisible();
  const reissuedClosing = (await statement.getByTestId('closing-balance').innerText()).trim();
  expect(reissuedClosing).not.toBe(issuedClosing);

  // dist01 confirms the re-issued statement: the period is agreed and locked.
  await buyer.reload();
  await buyer.getByTestId('board-ISSUED').click();
  seen = await openNewest(buyer, 'Ouvrir');
  await expect(seen.getByTestId('closing-balance')).toHaveText(reissuedClosing);
  await seen.getByRole('button', { name: 'Confirmer' }).click();
  const confirm = await appeared(buyer.getByRole('dialog', { name: 'Confirmer le relevé' }));
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  await expect(confirm).toBeHidden();
  await expect(stateOf(seen, 'Confirmé')).toBeVisible();
  await expect(seen).toContainText(`plus rien daté du ${PERIOD.end} ou avant ne peut être comptabilisé`);
});
