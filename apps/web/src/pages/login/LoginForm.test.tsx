import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../lib/i18n';
import { LoginForm } from './LoginForm';

// Tenant and captcha modes are off in this product (spec §9); the form must still work with them on.
vi.mock('../../lib/settings', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/settings')>();
  return { settings: { ...actual.settings, tenantMode: true, captchaMode: true } };
});

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const envelope = (data: unknown) => json({ code: 200, success: true, data, msg: '' });
const token = { access_token: 'a', refresh_token: 'r', user_type: 0, user_info: { userType: 0 } };

function serve(domainTenant: string | null) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://app');
    if (url.pathname.endsWith('/tenant/info')) return envelope(domainTenant ? { tenantId: domainTenant } : null);
    if (url.pathname.endsWith('/oauth/captcha'))
      return json({ key: 'captcha-key', image: 'data:image/png;base64,AA==' });
    if (url.pathname.endsWith('/oauth/token')) return json(token);
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renderForm = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LoginForm variant="standard" />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const tokenCall = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .map((call) => call as unknown as [string, RequestInit])
    .find(([url]) => url.includes('/oauth/token'));

beforeAll(async () => {
  localStorage.setItem('smdp-language', 'en');
  await setupI18n();
  window.matchMedia ??= () => ({ matches: false, addListener() {}, removeListener() {} }) as unknown as MediaQueryList;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginForm with tenant and captcha modes on', () => {
  it('asks for the tenant when the domain resolves none, and signs in with the captcha grant', async () => {
    const fetch = serve(null);
    renderForm();
    await screen.findByAltText(/Verification code image/);
    type('Tenant number', '100001');
    type('Account', 'admin');
    type('Password', 'admin');
    type('Verification code', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: /Sign in/ }));
    await waitFor(() => expect(tokenCall(fetch)).toBeDefined());
    const [url, init] = tokenCall(fetch) ?? ['', {}];
    const query = new URL(url, 'http://app').searchParams;
    expect(query.get('grant_type')).toBe('captcha');
    expect(query.get('tenantId')).toBe('100001');
    expect(query.get('password')).toBe('21232f297a57a5a743894a0e4a801fc3');
    expect(init.headers).toMatchObject({ 'Captcha-Key': 'captcha-key', 'Captcha-Code': 'ab12', 'Tenant-Id': '100001' });
  });

  it('hides the tenant field when tenant/info resolves the domain, and uses that tenant', async () => {
    const fetch = serve('200002');
    renderForm();
    await screen.findByAltText(/Verification code image/);
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('tenant/info'))).toBe(true));
    await waitFor(() => expect(screen.queryByLabelText('Tenant number')).toBeNull());
    type('Account', 'admin');
    type('Password', 'admin');
    type('Verification code', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: /Sign in/ }));
    await waitFor(() => expect(tokenCall(fetch)).toBeDefined());
    expect(new URL(tokenCall(fetch)?.[0] ?? '', 'http://app').searchParams.get('tenantId')).toBe('200002');
  });
});
