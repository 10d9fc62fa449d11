import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import md5 from 'blueimp-md5';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../lib/i18n';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

const envelope = (data: unknown, code = 200, msg = '') =>
  new Response(JSON.stringify({ code, success: code === 200, data, msg }), {
    status: code,
    headers: { 'Content-Type': 'application/json' },
  });

/** The server's two calls; `resetAnswer` decides how the reset goes. */
function serve(resetAnswer: () => Response = () => envelope(true)) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://app');
    if (url.pathname.endsWith('/forgot-password/send-code')) return envelope(true);
    if (url.pathname.endsWith('/forgot-password/reset')) return resetAnswer();
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const bodyOf = (fetch: ReturnType<typeof serve>, path: string) => {
  const call = fetch.mock.calls.map((c) => c as unknown as [string, RequestInit]).find(([url]) => url.includes(path));
  return call ? JSON.parse(String(call[1].body)) : undefined;
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeAll(async () => {
  localStorage.setItem('smdp-language', 'en');
  await setupI18n();
  window.matchMedia ??= () => ({ matches: false, addListener() {}, removeListener() {} }) as unknown as MediaQueryList;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ForgotPasswordDialog', { timeout: 30_000 }, () => {
  it('sends a code for the account, counts down before the next one, and resets with md5 of the new password', async () => {
    const fetch = serve();
    const onClose = vi.fn();
    render(<ForgotPasswordDialog open onClose={onClose} showTenant tenantId="000000" />);
    expect(screen.getByLabelText('Tenant ID')).toHaveProperty('value', '000000');
    type('Tenant ID', '100001');
    type('Account or phone number', ' dist01-sub ');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    await screen.findByText(/a code has been sent to it/);
    expect(bodyOf(fetch, '/send-code')).toEqual({ tenantId: '100001', account: 'dist01-sub' });
    const resend = screen.getByRole('button', { name: /Send a new code in \d+ s/ });
    expect(resend).toHaveProperty('disabled', true);

    type('Verification code', '123456');
    type('New password', 'New-pass-1');
    type('Confirm new password', 'Other-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await screen.findByText('The two passwords do not match');
    expect(bodyOf(fetch, '/reset')).toBeUndefined();

    type('Confirm new password', 'New-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(fetch, '/reset')).toEqual({
      tenantId: '100001',
      account: 'dist01-sub',
      code: '123456',
      password: md5('New-pass-1'),
    });
  });

  it('stays open on a refused code, and hides the tenant when the page does not ask for it', async () => {
    serve(() => envelope(null, 400, 'The code is wrong or has expired; ask for a new one'));
    const onClose = vi.fn();
    render(<ForgotPasswordDialog open onClose={onClose} showTenant={false} tenantId="000000" />);
    expect(screen.queryByLabelText('Tenant ID')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('Enter your account or phone number');
    type('Account or phone number', 'dist01-sub');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Verification code');
    type('Verification code', '654321');
    type('New password', 'x');
    type('Confirm new password', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await screen.findByText('The code is wrong or has expired; ask for a new one');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Verification code')).toBeTruthy();
  });
});
