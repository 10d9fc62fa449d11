import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { fakeServer, setupPageTests } from '../../test-support';
import { ModifyPhonePage } from './ModifyPhonePage';

vi.mock('../../app/auth', () => ({ logOut: vi.fn(async () => {}) }));

function renderPage() {
  const user = { first_login_password: 'N', force_reset_password: 'N', login_phone_verify: 'N' };
  useSession.setState({ accessToken: 'token-1', user: user as never });
  render(
    <MemoryRouter initialEntries={['/modifyphone']}>
      <Routes>
        <Route path="/modifyphone" element={<ModifyPhonePage />} />
        <Route path="/login" element={<p>sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ModifyPhonePage', { timeout: 30_000 }, () => {
  beforeAll(setupPageTests);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
  });

  it('asks for a code, then verifies the number with it and goes to sign in again', async () => {
    const calls = fakeServer({
      '/api/blade-user/info': { phone: '+255700000001' },
      '/api/blade-user/send-sms': true,
      '/api/blade-user/verify-phone': true,
    });
    renderPage();
    const phone = screen.getByLabelText('Phone number') as HTMLInputElement;
    await waitFor(() => expect(phone.value).toBe('+255700000001'));
    fireEvent.change(phone, { target: { value: '+255 711 000 002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('The code has been sent')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend in \d+ s/ })).toHaveProperty('disabled', true);
    const sent = calls.find((call) => call.path === '/api/blade-user/send-sms');
    expect(sent?.search.get('empNoOrPhone')).toBe('+255 711 000 002');

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('sign-in page')).toBeTruthy();
    const verified = calls.find((call) => call.path === '/api/blade-user/verify-phone');
    expect(verified?.method).toBe('POST');
    expect(verified?.body).toEqual({ phone: '+255 711 000 002', code: '123456' });
  });

  it('stays on the page when the code is refused', async () => {
    fakeServer({
      '/api/blade-user/info': { phone: null },
      '/api/blade-user/verify-phone': () =>
        new Response(
          JSON.stringify({ code: 400, success: false, data: null, msg: 'The code is wrong or has expired' }),
        ),
    });
    renderPage();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '+255711000002' } });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is wrong or has expired')).toBeTruthy();
    expect(screen.queryByText('sign-in page')).toBeNull();
  });
});
