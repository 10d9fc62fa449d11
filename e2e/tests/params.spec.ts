import { expect, test } from './fixtures';
import { answerConfirm, clickRowAction, signIn } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

test('an administrator adds, finds, edits and removes a parameter; a taken key is refused', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/#/system/param');
  const list = page.locator('.crud-page:visible');
  const rowOf = (text: string) => list.locator('tr.ant-table-row', { hasText: text });

  const add = async (name: string, key: string, value: string) => {
    await list.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Key').fill(key);
    await dialog.getByLabel('Value').fill(value);
    await dialog.getByRole('button', { name: 'Save' }).click();
    return dialog;
  };

  await add('Check-in radius', 'e2e.visit.radius', '300');
  await expect(page.getByText('Added successfully')).toBeVisible();
  await expect(rowOf('e2e.visit.radius')).toContainText('300');

  const again = await add('Radius again', 'e2e.visit.radius', '1');
  await expect(page.getByText('A parameter with the key e2e.visit.radius exists already')).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('search').getByLabel('Key').fill('visit.radius');
  await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(list.locator('tr.ant-table-row')).toHaveCount(1);

  await clickRowAction(page, rowOf('e2e.visit.radius'), 'Edit');
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Value').fill('250');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(rowOf('e2e.visit.radius')).toContainText('250');

  await clickRowAction(page, rowOf('e2e.visit.radius'), 'Delete');
  await answerConfirm(page);
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(rowOf('e2e.visit.radius')).toHaveCount(0);
});
