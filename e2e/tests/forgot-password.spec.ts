import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, test } from './fixtures';
import { signIn } from './helpers';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const ACCOUNT = 'dist01-sub';
const NEW_PASSWORD = 'Forgot-e2e-1';

async function accessToken(request: APIRequestContext, account: string, password: string): Promise<string> {
  const response = await request.post('/api/blade-auth/oauth/token', {
    headers: { authorization: BASIC, 'tenant-id': '000000' },
    params: { tenantId: '000000', username: account, password: md5(password), grant_type: 'password', scope: 'all' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).access_token;
}

/** The code in the newest message of the outbox to the account's phone, as the administrator's SMS page shows it. */
async function latestCode(request: APIRequestContext, adminToken: string, sentAfter: number): Promise<string> {
  const response = await request.get('/api/blade-resource/sms/list', {
    headers: { 'blade-auth': `bearer ${adminToken}` },
    params: { current: 1, size: 1 },
  });
  const { data } = await response.json();
  const [message] = data.records as { id: string; content: string }[];
  return message && Number(message.id) > sentAfter ? (/\d{6}/.exec(message.content)?.[0] ?? '') : '';
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
});

test('a user who forgot the password gets a code by SMS, sets a new password and signs in with it', async ({
  page,
  request,
}) => {
  const admin = await accessToken(request, 'admin', 'admin');
  const before = await request.get('/api/blade-resource/sms/list', {
    headers: { 'blade-auth': `bearer ${admin}` },
    params: { current: 1, size: 1 },
  });
  const lastId = Number((await before.json()).data.records[0]?.id ?? 0);

  await page.goto('/#/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Account or phone number').fill(ACCOUNT);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(/a code has been sent to it/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();

  let code = '';
  await expect
    .poll(async () => {
      code = await latestCode(request, admin, lastId);
      return code;
    })
    .toMatch(/^\d{6}$/);
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password changed. Sign in with the new password.')).toBeVisible();
  await expect(dialog).toBeHidden();

  try {
    await signIn(page, ACCOUNT, NEW_PASSWORD);
  } finally {
    // Other tests sign in with the demo password: it is put back through the user's own password change.
    const token = await accessToken(request, ACCOUNT, NEW_PASSWORD);
    const restored = await request.post('/api/blade-user/update-password', {
      headers: { 'blade-auth': `bearer ${token}` },
      data: { oldPassword: md5(NEW_PASSWORD), newPassword: md5(ACCOUNT), newPassword1: md5(ACCOUNT) },
    });
    expect(restored.ok()).toBe(true);
  }
});
