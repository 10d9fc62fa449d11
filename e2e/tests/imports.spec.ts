import { readFileSync } from 'node:fs';
import readExcelFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { expect, type Locator, type Page, test } from './fixtures';
import { appeared, signIn } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

type Cell = string | number | null;
const sheet = async (name: string, rows: Cell[][]) => ({
  name,
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: await writeXlsxFile(rows).toBuffer(),
});

async function openImport(page: Page, path: string) {
  await page.goto(`/#${path}`);
  const list = page.locator('.crud-page:visible');
  await list.getByRole('button', { name: 'Import' }).click();
  return appeared(page.getByRole('dialog', { name: /^Import / }));
}

/**
 * The dialog's Import button. After a refused import antd's loading icon can stay in the button, faded to
 * zero width, when its leave transition never reports its end: the button then reads "loading Import" to
 * the accessibility tree while a person sees "Import".
 */
const importButton = (dialog: Locator) => dialog.getByRole('button', { name: /^(loading )?Import$/ });

test('an administrator downloads the account template, sees every bad row, then imports accounts and reads their passwords', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const dialog = await openImport(page, '/system/user');

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the template' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe('Users.xlsx');
  const [headers] = await readExcelFile(readFileSync((await template.path()) as string));
  expect(headers?.data[0]?.slice(0, 4)).toEqual(['Tenant number', 'Account', 'User name', 'Real name']);

  const input = dialog.locator('input[type=file]');
  await input.setInputFiles(
    await sheet('accounts.xlsx', [
      ['Account', 'Real name', 'Roles'],
      ['e2e.imp.one', 'First Import', 'Company staff'],
      ['e2e.imp.two', 'Second Import', 'No such role'],
    ]),
  );
  await importButton(dialog).click();
  await expect(dialog.getByRole('alert')).toContainText('Nothing was imported. Rows to correct (1):');
  await expect(dialog.getByRole('alert')).toContainText('row 3: There is no "No such role" for "Roles"');

  await input.setInputFiles(
    await sheet('accounts.xlsx', [
      ['Account', 'Real name', 'Roles'],
      ['e2e.imp.one', 'First Import', 'Company staff'],
      ['e2e.imp.two', 'Second Import', 'Company staff'],
    ]),
  );
  await importButton(dialog).click();
  await expect(page.getByText('Imported: 2 new, 0 updated')).toBeVisible();
  const passwords = await appeared(page.getByRole('dialog', { name: 'Passwords of the new accounts' }));
  await expect(passwords.getByTestId('one-time-secret')).toHaveCount(2);
  await expect(passwords).toContainText('e2e.imp.two');
  await passwords.getByRole('button', { name: 'I have copied it' }).click();

  await page.getByRole('search').getByLabel('Account').fill('e2e.imp');
  await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.locator('.crud-page:visible tr.ant-table-row')).toHaveCount(2);
});

test('an administrator imports a region tree, then renames a region by importing again with updating on', async ({
  page,
}) => {
  await signIn(page, 'admin');
  let dialog = await openImport(page, '/system/region');
  await dialog.locator('input[type=file]').setInputFiles(
    await sheet('regions.xlsx', [
      ['Region code', 'Parent region code', 'Region name'],
      ['E2E-TZ-01', 'E2E-TZ', 'Dar es Salaam'],
      ['E2E-TZ', '', 'Tanzania'],
    ]),
  );
  await importButton(dialog).click();
  await expect(page.getByText('Imported: 2 new, 0 updated')).toBeVisible();
  const list = page.locator('.crud-page:visible');
  await expect(list.locator('tr.ant-table-row', { hasText: 'Tanzania' })).toBeVisible();

  dialog = await openImport(page, '/system/region');
  await dialog.locator('input[type=file]').setInputFiles(
    await sheet('regions.xlsx', [
      ['Region code', 'Parent region code', 'Region name'],
      ['E2E-TZ', '', 'United Republic of Tanzania'],
    ]),
  );
  await dialog.getByRole('switch', { name: 'Update records that exist already' }).click();
  await importButton(dialog).click();
  await expect(page.getByText('Imported: 0 new, 1 updated')).toBeVisible();
  await expect(list.locator('tr.ant-table-row', { hasText: 'United Republic of Tanzania' })).toBeVisible();
});
