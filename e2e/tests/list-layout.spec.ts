import { expect, type Locator, type Page, test } from './fixtures';
import { signIn } from './helpers';

/**
 * The list pattern fits daily work at a desktop (1440 px) and a phone (375 px): on every list page of
 * the product the key columns (a code, a name) are in view without scrolling, a row's other actions
 * wait in its "more" menu, and a column choice survives a reload. One sign-in per account; the pages
 * are reached by changing the address's hash, which keeps the signed-in page.
 */
const LIST_PAGES = [
  '/system/user',
  '/system/dept',
  '/system/region',
  '/system/post',
  '/system/dict',
  '/system/role',
  '/system/param',
  '/system/menu',
  '/system/tenant',
  '/system/tenant-package',
  '/system/version',
  '/system/client',
  '/system/setting',
  '/system/sale-unit',
  '/system/registration',
  '/monitor/log',
  '/resource/sms',
  '/resource/attach',
  '/store/shop',
  '/stock/warehouse',
  '/goods/list',
  '/goods/level',
  '/goods/price',
  '/goods/customer-level',
  '/customer/goods',
  '/customer/list',
  '/customer/sub-customer',
  '/customer/sub-customer/closeRequest',
  '/customer/address',
  '/field/vehicle',
];

const SIZES = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

/** The list of the shown tab (kept-alive tabs stay in the page, hidden), once its rows have arrived. */
async function shownList(page: Page, path: string): Promise<Locator> {
  const already = page.url().endsWith(`#${path}`);
  const before = already ? [] : await page.locator('.crud-page:visible').elementHandles();
  await page.goto(`/#${path}`);
  // The tab shown before stays in the page, hidden, once this one is shown.
  for (const old of before) await expect.poll(() => old.isVisible()).toBe(false);
  const list = page.locator('.crud-page:visible').first();
  await expect(list.locator('.ant-table')).toBeVisible();
  await expect(list.locator('.ant-table-placeholder, .ant-table-row').first()).toBeVisible();
  await expect(list.locator('.ant-spin-spinning')).toHaveCount(0);
  return list;
}

/** Every key column's header (and first cell) lies inside the viewport. */
async function expectKeyColumnsInView(page: Page, list: Locator, where: string) {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const cells = list.locator('th.crud-key-column, tr.ant-table-row:first-child td.crud-key-column');
  const boxes = await cells.evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return { text: element.textContent ?? '', x: box.x, y: box.y, right: box.right, bottom: box.bottom };
      }),
  );
  expect(boxes.filter((box) => box.text).length, `${where}: key columns`).toBeGreaterThan(0);
  for (const box of boxes) {
    const inside = box.x >= 0 && box.right <= viewport.width + 0.5 && box.y >= 0 && box.bottom <= viewport.height;
    expect(inside, `${where}: "${box.text}" at ${JSON.stringify(box)} in ${viewport.width}x${viewport.height}`).toBe(
      true,
    );
  }
}

test('the key columns of every list are in view at 1440 and 375 px', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const path of LIST_PAGES) {
      const list = await shownList(page, path);
      await expectKeyColumnsInView(page, list, `${path} at ${size.width}px`);
    }
  }
});

test('the goods list of a distributor shows its key columns beside a folded tree on a phone', async ({ page }) => {
  await signIn(page, 'dist01');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const list = await shownList(page, '/goods/list');
    await expectKeyColumnsInView(page, list, `goods as dist01 at ${size.width}px`);
    const listBox = await list.boundingBox();
    // The table has the width of the screen, not a sliver beside the product-level tree.
    expect(listBox?.width ?? 0).toBeGreaterThan(size.width / 2);
  }
  await expect(page.getByRole('combobox', { name: 'Product level' })).toBeVisible();
});

test('a row keeps two actions in view and the rest in its menu; a column choice survives a reload', async ({
  page,
}) => {
  await page.setViewportSize(SIZES[0] as { width: number; height: number });
  await signIn(page, 'admin');
  const list = await shownList(page, '/system/user');
  const row = list.locator('.ant-table-row', { hasText: 'staff01' }).first();
  const actions = row.locator('.crud-row-actions');
  await expect(actions.locator('button.ant-btn-link')).toHaveCount(2);
  await actions.getByRole('button', { name: 'More actions' }).click();
  const menu = page.getByRole('menu').last();
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  // An action from the menu works: it asks, and "Cancel" leaves the row.
  await menu.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();

  const header = (name: string) => list.locator('.ant-table-thead th', { hasText: name });
  await expect(header('E-mail')).toHaveCount(1);
  await list.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('list', { name: 'Columns' }).getByRole('checkbox', { name: 'E-mail' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Column layout saved')).toBeVisible();
  await expect(header('E-mail')).toHaveCount(0);

  await page.reload();
  const again = await shownList(page, '/system/user');
  await expect(again.locator('.ant-table-thead th', { hasText: 'Account' }).first()).toBeVisible();
  await expect(again.locator('.ant-table-thead th', { hasText: 'E-mail' })).toHaveCount(0);

  // Back to the default, for the other tests of the run.
  await again.getByRole('button', { name: 'Columns' }).click();
  await page.locator('.crud-columns').getByRole('button', { name: 'Reset' }).click();
  await expect(again.locator('.ant-table-thead th', { hasText: 'E-mail' })).toHaveCount(1);
});
