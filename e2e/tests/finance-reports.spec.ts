import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { expect, type Locator, type Page, test } from './fixtures';
import { appeared, clickRowAction, searchAnswered, signIn } from './helpers';

/**
 * The finance reports (tabs of Finance > Account balance) and group statements, as finance staff use them:
 * filter a report, read its figures, open the ledger lines behind one, export it to Excel; run the
 * statements of one customer level as a job and download the ZIP of one PDF per buyer.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

const visibleList = (page: Page) => page.locator('.crud-page:visible');

/** Filters the open tab's list by account holder (or payer) and waits for its answer. */
async function filter(page: Page, label: string, value: string, apiPath: string): Promise<Locator> {
  const list = visibleList(page);
  await list.getByRole('search').getByLabel(label, { exact: true }).fill(value);
  await searchAnswered(page, list, apiPath);
  return list;
}

/** Exports the open tab's list and checks an .xlsx (a ZIP package) with content arrives. */
async function exportsExcel(page: Page, list: Locator) {
  const download = page.waitForEvent('download');
  // The button's name includes its icon's ("download Export").
  await list.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = readFileSync(await file.path());
  expect(bytes.length).toBeGreaterThan(1_000);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
}

/** The ledger dialog a figure opened: its lines, newest posting date first; closed again after. */
async function ledgerLines(page: Page, holder: RegExp, expectedEntry: string) {
  const ledger = await appeared(page.getByRole('dialog', { name: holder }));
  await expect(ledger.getByRole('cell', { name: expectedEntry }).first()).toBeVisible();
  const days = await ledger.locator('tr.ant-table-row td:first-child').allInnerTexts();
  expect(days.length).toBeGreaterThan(0);
  expect(days).toEqual([...days].sort().reverse());
  await ledger.getByRole('button', { name: 'Close' }).click();
  await expect(ledger).toBeHidden();
}

test('finance filters each report, opens the lines behind a figure and exports it to Excel', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await page.goto('/#/finance/account-balance');

  // Balances: Sunrise's cash with the company, line by line (the demo's 2024 months among them, in date order).
  let list = await filter(page, 'Account holder', 'C0001', '/fund-account/list?');
  let row = list.locator('tr.ant-table-row', { hasText: 'C0001 Sunrise' }).first();
  await expect(row.getByRole('button', { name: 'Cash balance C0001' })).toHaveText(/^[\d,]+\.\d{2}$/);
  await row.getByRole('button', { name: 'Cash balance C0001' }).click();
  await ledgerLines(page, /C0001 Sunrise/, 'Receipt');
  await exportsExcel(page, list);

  // Receivables ageing: what Moonlight owes by days past due; the total opens its credit lines.
  await page.getByRole('tab', { name: 'Receivables ageing' }).click();
  list = await filter(page, 'Account holder', 'C0002', '/report/ageing?');
  row = list.locator('tr.ant-table-row', { hasText: 'C0002 Moonlight' }).first();
  for (const header of ['Not due', '1-30 days', 'Over 120 days', 'Total owed']) {
    await expect(list.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(row.getByRole('button', { name: 'Total owed C0002' })).toHaveText(/^[\d,]+\.\d{2}$/);
  await row.getByRole('button', { name: 'Total owed C0002' }).click();
  await ledgerLines(page, /C0002 Moonlight/, 'Credit use');
  await exportsExcel(page, list);

  // Credit use and overdue: the credit Moonlight used, and the lines behind it.
  await page.getByRole('tab', { name: 'Credit and overdue' }).click();
  list = await filter(page, 'Account holder', 'C0002', '/report/credit?');
  row = list.locator('tr.ant-table-row', { hasText: 'C0002 Moonlight' }).first();
  await expect(list.getByRole('columnheader', { name: 'Overdue', exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Credit used C0002' }).click();
  await ledgerLines(page, /C0002 Moonlight/, 'Credit use');
  await exportsExcel(page, list);

  // Receipts journal: Sunrise's receipts, each with its number, amount and state.
  await page.getByRole('tab', { name: 'Receipts journal' }).click();
  list = await filter(page, 'Payer', 'C0001', '/report/receipts?');
  const receipts = list.locator('tr.ant-table-row');
  await expect(receipts.first()).toContainText(/RC\d{4}-\d{5}/);
  expect(await receipts.filter({ hasNotText: 'C0001' }).count()).toBe(0);
  await expect(receipts.filter({ hasText: 'Reversed' }).first()).toBeVisible();
  await exportsExcel(page, list);
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('finance runs the statements of one customer level as a job and downloads one PDF per buyer', async ({ page }) => {
  test.setTimeout(120_000);
  // A period of its own, so the ZIP is told apart from any other batch in the database.
  const period = { start: day(-123), end: day(-2) };
  await signIn(page, 'admin');
  await page.goto('/#/finance/statement');
  const card = page.locator('.ant-card', { hasText: 'Statements for a group of buyers' });
  await card.getByLabel('Buyers', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Customer level' }).click();
  await card.getByLabel('Customer level', { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Standard distributor' })
    .click();
  await card.getByPlaceholder('Start date').click();
  await card.getByPlaceholder('Start date').fill(period.start);
  await card.getByPlaceholder('End date').click();
  await card.getByPlaceholder('End date').fill(period.end);
  await card.getByPlaceholder('End date').press('Tab');
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  await card.getByRole('button', { name: 'Run as a job', exact: true }).click();
  const queued = page.locator('.ant-message').getByText(/^Statements of \d+ buyers? queued/);
  await expect(queued).toBeVisible();
  const buyers = Number(/of (\d+) buyer/.exec(await queued.innerText())?.[1]);
  expect(buyers).toBeGreaterThan(0);

  const zipName = `statements-${period.start}-${period.end}.zip`;
  await page.goto('/#/monitor/job');
  const job = visibleList(page).locator('tr', { hasText: zipName });
  // The job list does not poll: like a user, refresh until the job has run.
  await expect(async () => {
    await visibleList(page).getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect(job).toContainText('Done', { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });

  await page.goto('/#/resource/download');
  // The jobs page stays open in its tab (hidden) with a row of the same name.
  const file = visibleList(page).locator('tr', { hasText: zipName });
  // Until the downloads page is shown, the visible list is still the jobs page's, whose row has no download.
  await expect(file.getByRole('button', { name: 'Download', exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await clickRowAction(page, file, 'Download');
  const entries = Object.entries(unzipSync(readFileSync(await (await download).path())));
  expect(entries).toHaveLength(buyers);
  for (const [name, bytes] of entries) {
    expect(name).toMatch(/\.pdf$/);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  }
});
