import { readFileSync } from 'node:fs';
import readExcelFile from 'read-excel-file/node';
import { expect, type Page, test } from './fixtures';
import { clickRowAction, signIn } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

/**
 * Starts a server-side export as the signed-in account, the call a list makes when it is longer than
 * EXPORT_JOB_THRESHOLD rows (the demo data has no list that long).
 */
function startExport(page: Page, fileName: string) {
  return page.evaluate(async (name) => {
    const session = JSON.parse(localStorage.getItem('smdp-session') ?? '{}').state;
    const response = await fetch('/api/smdp-job/export', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Basic ${btoa('saber:saber_secret')}`,
        'Blade-Auth': `bearer ${session.accessToken}`,
      },
      body: JSON.stringify({
        path: '/blade-user/list-page',
        fileName: name,
        columns: [
          { key: 'account', label: 'Account' },
          { key: 'realName', label: 'Name' },
        ],
      }),
    });
    return (await response.json()) as { data: { jobId: string } };
  }, fileName);
}

const rowOf = (page: Page, text: string) => page.locator('.crud-page tr', { hasText: text });

test('an export runs as a job, shows on the jobs page, and only its owner downloads the file', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  const started = await startExport(page, 'e2e accounts');
  expect(started.data.jobId).toMatch(/^[0-9a-f-]{36}$/);

  await page.goto('/#/monitor/job');
  const job = rowOf(page, 'e2e accounts');
  // The list does not poll: like a user, refresh until the job has run.
  await expect(async () => {
    await page.locator('.crud-page').getByRole('button', { name: 'Refresh', exact: true }).first().click();
    await expect(job).toContainText('Done', { timeout: 1_000 });
  }).toPass();

  await page.goto('/#/resource/download');
  const file = rowOf(page, 'e2e accounts.xlsx');
  const download = page.waitForEvent('download');
  await clickRowAction(page, file, 'Download');
  const rows = await readExcelFile(readFileSync(await (await download).path()));
  // read-excel-file answers the first sheet's rows, or every sheet with its rows, depending on its version.
  const cells = (Array.isArray(rows[0]) ? rows : (rows as unknown as { data: unknown[][] }[])[0]!.data) as unknown[][];
  expect(cells[0]).toEqual(['Account', 'Name']);
  expect(cells.map((row) => row[0])).toEqual(expect.arrayContaining(['admin', 'staff01']));

  const other = await (await browser.newContext()).newPage();
  await other.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
  await signIn(other, 'staff01');
  await other.goto('/#/resource/download');
  await expect(other.locator('.crud-page .ant-table')).toBeVisible();
  await expect(rowOf(other, 'e2e accounts.xlsx')).toHaveCount(0);
});
