import { expect, type Page, test } from './fixtures';
import { clickSignIn, skipStoreGuide } from './helpers';

/** Signs in through the form, making sure the fields hold what was typed before submitting. */
async function signIn(page: Page, account: string, password = account) {
  await skipStoreGuide(page);
  await page.goto('/#/login');
  const accountField = page.locator('input[autocomplete=username]');
  const passwordField = page.locator('input[type=password]');
  await expect(async () => {
    await accountField.fill(account);
    await passwordField.fill(password);
    await expect(accountField).toHaveValue(account, { timeout: 500 });
  }).toPass();
  await clickSignIn(page);
  await expect(page).toHaveURL(/#\/wel\/index$/);
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
  // The version-notice dialog (shell tests cover it) would sit over these pages.
  await context.route('**/api/blade-system/systemVersionManage/newest-version**', (route) =>
    route.fulfill({ json: { code: 200, success: true, data: null, msg: '' } }),
  );
});

/**
 * Opens an entry of the account menu, which opens on hover. The header's badges (to-dos, unread messages)
 * arrive after the page and shift the account button sideways: a pointer that hovered it before the
 * shift is then beside it and the menu closes, so the pointer comes back to where the button now is, as a
 * person's would.
 */
async function openFromUserMenu(page: Page, entry: string) {
  const item = page.getByRole('menuitem', { name: entry });
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByTestId('user-menu').hover();
    await expect(item).toBeVisible({ timeout: 2000 });
  }).toPass();
  await item.click();
}

/** A 1x1 PNG, as a file the avatar picker can take. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('personal info: the user dropdown opens it, it validates, previews an avatar, saves and reports a stale version', async ({
  page,
  context,
}) => {
  await signIn(page, 'staff01');
  await openFromUserMenu(page, 'Personal information');
  await expect(page).toHaveURL(/#\/info\/index$/);
  const nickName = page.getByLabel('Nickname');
  await expect(page.locator('.info-form input[disabled]')).toHaveValue('staff01');

  await nickName.fill('x'.repeat(51));
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(2);

  await page.locator('input[type=file]').setInputFiles({ name: 'animation.gif', mimeType: 'image/gif', buffer: PNG });
  await expect(page.getByText('Choose a PNG, JPEG, JPG or BMP image')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  // The picture is uploaded at once (attach/upload-avatar) and shown from its short url, which Save
  // stores in `avatar`. Undo puts the stored values back.
  await expect(page.locator('.ant-avatar img')).toHaveAttribute(
    'src',
    /^\/api\/blade-resource\/attach\/avatar\/[0-9a-f]{32}$/,
  );
  await page.getByRole('button', { name: 'Undo changes' }).click();

  await nickName.fill('Staff One');
  await page.getByLabel('Email').fill('staff01@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your information has been saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Nickname')).toHaveValue('Staff One');
  await expect(page.getByLabel('Email')).toHaveValue('staff01@example.com');

  // A second tab saves first: this tab's version is then stale and the server's 409 message shows.
  const other = await context.newPage();
  await other.goto('/#/info/index');
  await other.getByLabel('Nickname').fill('From the other tab');
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByText('Your information has been saved')).toBeVisible();
  await other.close();
  await nickName.fill('From this tab');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Modified by someone else, please refresh and try again')).toBeVisible();
});

test('user settings: time zone from a searchable list and business mode are saved', async ({ page }) => {
  await signIn(page, 'dist01');
  await openFromUserMenu(page, 'User settings');
  await expect(page).toHaveURL(/#\/usersetting\/setting$/);

  await page.getByLabel('Time zone').click();
  await page.getByLabel('Time zone').fill('Tokyo');
  await page.locator('.ant-select-item-option', { hasText: 'Asia/Tokyo' }).click();
  await page.getByLabel('System').click();
  await page.locator('.ant-select-item-option', { hasText: 'BMMC' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.reload();
  await expect(page.locator('.ant-form-item', { hasText: 'Time zone' })).toContainText('Asia/Tokyo');
  await expect(page.locator('.ant-form-item', { hasText: 'System' })).toContainText('BMMC');
});

const PASSWORD_CHANGED = 'Password changed. Sign in with the new password.';

async function changePassword(page: Page, from: string, to: string) {
  // The notice of an earlier change may still be showing: this change's notice is the one that appears next.
  await expect(page.getByText(PASSWORD_CHANGED)).toHaveCount(0);
  await page.goto('/#/resetpassword');
  await page.getByLabel('Current password').fill(from);
  await page.getByLabel('New password', { exact: true }).fill(to);
  await page.getByLabel('Confirm new password').fill(to);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(PASSWORD_CHANGED)).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);
}

test('reset password: confirmation must match, then the user signs in again with the new one (and back)', async ({
  page,
}) => {
  await signIn(page, 'dist01-sub');
  await page.goto('/#/resetpassword');
  await page.getByLabel('Current password').fill('dist01-sub');
  await page.getByLabel('New password', { exact: true }).fill('Changed-123');
  await page.getByLabel('Confirm new password').fill('Changed-124');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm new password').fill('Changed-123');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(PASSWORD_CHANGED)).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);

  await signIn(page, 'dist01-sub', 'Changed-123');
  await changePassword(page, 'Changed-123', 'dist01-sub');
  await signIn(page, 'dist01-sub');
});

test('a user who must change the password goes to /resetpassword after signing in, and nowhere else', async ({
  page,
}) => {
  // The demo accounts have the flags at N; the token answer is changed on its way to the page.
  await page.route('**/api/blade-auth/oauth/token**', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, first_login_password: 'Y' } });
  });
  await page.goto('/#/login');
  await page.locator('input[autocomplete=username]').fill('staff01');
  await page.locator('input[type=password]').fill('staff01');
  await clickSignIn(page);
  await expect(page).toHaveURL(/#\/resetpassword$/);
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();

  await page.goto('/#/wel/index');
  await expect(page).toHaveURL(/#\/login$/);
});

test('lock screen: every route leads to /lock until the lock password is given', async ({ page }) => {
  await signIn(page, 'staff01');
  await page.getByRole('button', { name: 'Lock the screen' }).click();
  await page.getByLabel('Lock password').fill('lock-me');
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(page).toHaveURL(/#\/lock$/);
  await expect(page.locator('.lock-page')).toBeVisible();

  await page.goto('/#/info/index');
  await expect(page).toHaveURL(/#\/lock$/);
  await page.reload();
  await expect(page).toHaveURL(/#\/lock$/);

  await page.getByLabel('Lock password').fill('wrong');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('The lock password is incorrect')).toBeVisible();
  await page.getByLabel('Lock password').fill('lock-me');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page).toHaveURL(/#\/wel\/index$/);
  await page.goto('/#/info/index');
  await expect(page).toHaveURL(/#\/info\/index$/);
});

test.describe('on macOS', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  });
  test('the lock screen uses the macOS layout', async ({ page }) => {
    await signIn(page, 'staff01');
    await page.getByRole('button', { name: 'Lock the screen' }).click();
    await page.getByLabel('Lock password').fill('lock-me');
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await expect(page.locator('.mac-lock-page')).toBeVisible();
  });
});

test('middle page forwards to its app path only; the frame page embeds only web addresses', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/#/middle-page?redirectTo=/info/index');
  await expect(page).toHaveURL(/#\/info\/index$/);
  await page.goto('/#/middle-page?redirectTo=//example.com/x');
  await expect(page).toHaveURL(/#\/wel\/index$/);

  const docs = `${new URL(page.url()).origin}/api/docs`;
  await page.goto(`/#/myiframe/docs?name=API%20docs&src=${encodeURIComponent(docs)}`);
  await expect(page.locator('iframe[title="API docs"]')).toHaveAttribute('src', docs);
  await page.goto(`/#/myiframe/bad?name=Bad&src=${encodeURIComponent('javascript:alert(1)')}`);
  await expect(page.getByText('This menu item has no valid web address to show.')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.goto('/#/under-construction/index');
  await expect(page).toHaveURL(/#\/under-construction\/index$/);
});
