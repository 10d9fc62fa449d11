import type { UserInfo } from '@smdp/contracts/auth';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { useSession } from '../lib/session';
import { type Call, fakeServer, renderWithClient, setupPageTests } from '../test-support';
import { HomePage } from './HomePage';

describe('HomePage', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await setupPageTests();
    const user = {
      account: 'dist01',
      real_name: 'Li Wei',
      role_name: 'customer_primary',
      user_info: { customerCode: 'C0001', customerName: 'Sunrise Distribution' },
    } as unknown as UserInfo;
    useSession.setState({ accessToken: 'token', tenantId: '000000', user });
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  const serve = () =>
    fakeServer({
      '/api/blade-resource/msg/unread': { count: 1 },
      '/api/blade-user/info': (call: Call) => ({
        roleNames: [
          call.headers.get('Lang-Type')?.startsWith('ru')
            ? 'Основная учётная запись клиента'
            : 'Customer primary account',
        ],
      }),
    });

  it('names the role in words, never by its code, and counts messages in the singular for one', async () => {
    serve();
    renderWithClient(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Customer primary account')).toBeTruthy();
    expect(screen.getByText('You have 1 unread message')).toBeTruthy();
    expect(screen.queryByText(/customer_primary/)).toBeNull();
  });

  it("asks again for the role's name in a language the user switches to", async () => {
    serve();
    await changeLanguage('ru');
    renderWithClient(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Основная учётная запись клиента')).toBeTruthy();
    expect(screen.getByText('У вас 1 непрочитанное сообщение')).toBeTruthy();
  });
});
