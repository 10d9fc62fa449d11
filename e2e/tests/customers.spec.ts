import { type Browser, expect, type Page, test } from './fixtures';
import { answerConfirm, appeared, clickRowAction, rowActionNames, signIn } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

/** The visible list page of that title (pages kept alive in hidden tabs stay in the DOM). */
const listPage = (page: Page, title: string) =>
  page.locator('.crud-page:visible', { has: page.locator('.ant-card-head-title', { hasText: title }) });
const rowOf = (page: Page, title: string, text: string) =>
  listPage(page, title).locator('tr.ant-table-row', { hasText: text });

async function confirmAction(page: Page, row: ReturnType<typeof rowOf>, action: string) {
  await clickRowAction(page, row, action);
  await answerConfirm(page);
}

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).last();

/** Narrows the list to one text of one search field (new rows may sit on a later page). */
async function searchFor(page: Page, title: string, label: string, text: string) {
  const search = listPage(page, title).getByRole('search');
  await search.getByLabel(label).fill(text);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
}

/** A signed-in page of its own browser context, so two accounts work side by side. */
async function signedIn(browser: Browser, account: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
  await signIn(page, account);
  return page;
}

/** A select of a dialog: open it, type to filter, pick the option. */
async function choose(page: Page, dialog: ReturnType<Page['getByRole']>, label: string, option: string) {
  await dialog.getByLabel(label).click();
  await dialog.getByLabel(label).fill(option);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

test('a distributor onboards a sub-customer, staff approve it, then its closure request goes through approval', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000); // three accounts' worth of pages on a shared 2-core machine
  const name = `Kiosk ${Date.now() % 100_000}`;
  const taxNo = `TX${Date.now() % 10_000_000}`;

  // dist01 onboards a store: the code is left empty and generated; a duplicate tax number is refused.
  await signIn(page, 'dist01');
  await page.goto('/#/customer/sub-customer');
  const subs = 'Sub-customers';
  await listPage(page, subs).getByRole('button', { name: 'Add' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Customer name').fill(name);
  await dialog.getByLabel('Tax number').fill('TC0001-0002');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tax number TC0001-0002 is already registered for another customer')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Tax number').fill(taxNo);
  await dialog.getByLabel('Phone').fill('+254 700 555 123');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Added successfully')).toBeVisible();
  await searchFor(page, subs, 'Customer name', name);
  const row = rowOf(page, subs, name);
  await expect(row).toContainText('Draft');
  await expect(row).toContainText(/C0001-\d{4}/);
  const code = (await row.locator('td').nth(1).innerText()).trim();

  await confirmAction(page, row, 'Submit for approval');
  await expect(row).toContainText('Pending approval');
  // A sub-customer waiting for approval can no longer be edited or submitted again.
  const actions = await rowActionNames(page, row);
  expect(actions).not.toContain('Edit');
  expect(actions).not.toContain('Submit for approval');

  // Company staff approve it on the customer list.
  const staff = await signedIn(browser, 'staff01');
  await staff.goto('/#/customer/list');
  const list = 'Customer list';
  await searchFor(staff, list, 'Customer code', code);
  const staffRow = rowOf(staff, list, name);
  await expect(staffRow).toContainText('Pending approval');
  await confirmAction(staff, staffRow, 'Approve');
  await expect(toast(staff, 'Approved')).toBeVisible();
  await expect(staffRow).toContainText('Active');

  // dist01 sees it active, and asks to close it.
  await listPage(page, subs).getByRole('button', { name: 'Refresh' }).click();
  await expect(row).toContainText('Active');

  await page.goto('/#/customer/sub-customer/closeRequest');
  const closures = 'Store closure requests';
  await listPage(page, closures).getByRole('button', { name: 'Add' }).click();
  dialog = page.getByRole('dialog');
  await choose(page, dialog, 'Customer', code);
  await dialog.getByLabel('Reason').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Relocated' }).click();
  await dialog.getByLabel('Details').fill('Moved to the new market');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Added successfully')).toBeVisible();
  const request = rowOf(page, closures, code);
  await expect(request).toContainText('Draft');
  await confirmAction(page, request, 'Submit');
  await expect(request).toContainText('Submitted');

  // A second request for the same store is refused with the server's sentence.
  await listPage(page, closures).getByRole('button', { name: 'Add' }).click();
  dialog = page.getByRole('dialog');
  await choose(page, dialog, 'Customer', code);
  await dialog.getByLabel('Reason').click();
  // The option titled exactly "Other": the customer list closing beside it may hold names containing "other".
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Other"]').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This customer already has an open closure request')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Staff approve and complete it: the store is closed, which dist01 sees too.
  await staff.goto('/#/customer/sub-customer/closeRequest');
  const staffRequest = rowOf(staff, closures, code);
  await confirmAction(staff, staffRequest, 'Approve');
  await expect(staffRequest).toContainText('Approved');
  await confirmAction(staff, staffRequest, 'Complete');
  await expect(staffRequest).toContainText('Completed');

  await staff.goto('/#/customer/list');
  await listPage(staff, list).getByRole('button', { name: 'Refresh' }).click();
  await expect(staffRow).toContainText('Closed');
  await listPage(page, closures).getByRole('button', { name: 'Refresh' }).click();
  await expect(request).toContainText('Completed');
  await staff.context().close();
});

test('a rejection asks for a reason and sends the sub-customer back to draft', async ({ page }) => {
  const name = `Depot ${Date.now() % 100_000}`;
  await signIn(page, 'dist01');
  await page.goto('/#/customer/sub-customer');
  const subs = 'Sub-customers';
  await listPage(page, subs).getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Customer name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Added successfully')).toBeVisible();
  await searchFor(page, subs, 'Customer name', name);
  const row = rowOf(page, subs, name);
  await confirmAction(page, row, 'Submit for approval');
  await expect(row).toContainText('Pending approval');

  // dist01 may reject (withdraw) what it sent itself; approving it takes another person.
  await clickRowAction(page, row, 'Reject');
  const asking = page.getByRole('dialog', { name: /Reject/ });
  // A person answers the dialog once its reason field is there (the form mounts with it).
  await expect(asking.getByLabel('Reason')).toBeEditable();
  await appeared(asking);
  await asking.getByRole('button', { name: 'OK' }).click();
  await expect(asking.getByText('Enter a reason')).toBeVisible();
  await asking.getByLabel('Reason').fill('Tax number missing');
  await asking.getByRole('button', { name: 'OK' }).click();
  await expect(toast(page, 'Rejected')).toBeVisible();
  await expect(row).toContainText('Draft');
});

test('a distributor registers a vehicle with its driver and moves its default pick-up address', async ({ page }) => {
  const plate = `KTX ${Date.now() % 1000}A`;
  await signIn(page, 'dist01');

  await page.goto('/#/field/vehicle');
  const vehicles = 'Vehicles';
  await listPage(page, vehicles).getByRole('button', { name: 'Add' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Plate').fill('#bad');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Use letters, digits, spaces and -')).toBeVisible();
  await dialog.getByLabel('Plate').fill(plate);
  await dialog.getByLabel('Capacity (kg)').fill('800');
  await choose(page, dialog, 'Driver', 'dist01-sub');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Added successfully')).toBeVisible();
  const saved = plate.replace(/[\s-]/g, '');
  const vehicle = rowOf(page, vehicles, saved);
  await expect(vehicle).toContainText('800');
  await expect(vehicle).toContainText('In service');
  await expect(vehicle.locator('td').nth(4)).not.toBeEmpty();

  await page.goto('/#/customer/address');
  const addresses = 'Addresses';
  await listPage(page, addresses).getByRole('button', { name: 'Add' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Type').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Pick-up' }).click();
  await dialog.getByLabel('Address', { exact: true }).fill('Back gate, Industrial Area');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Added successfully')).toBeVisible();
  await searchFor(page, addresses, 'Customer code', 'C0001');
  const fresh = rowOf(page, addresses, 'Back gate, Industrial Area');
  const previous = rowOf(page, addresses, 'C0001 collection point, Gate 2');
  await expect(previous).toContainText('Default');
  await expect(fresh).not.toContainText('Default');
  await clickRowAction(page, fresh, 'Make default');
  await expect(toast(page, 'Now the default Pick-up address')).toBeVisible();
  await expect(fresh).toContainText('Default');
  await expect(previous).not.toContainText('Default');
});
