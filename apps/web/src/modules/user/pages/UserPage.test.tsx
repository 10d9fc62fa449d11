import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import md5 from 'blueimp-md5';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rowAction, rowActionLabels } from '../../../crud/testing';
import { setupI18n } from '../../../lib/i18n';
import { usePermissions, useSession } from '../../../lib/session';
import type { UserRecord } from '../api';
import CustomerAccountPage from './CustomerAccountPage';
import UserPage from './UserPage';

const user = (id: string, account: string, extra: Partial<UserRecord> = {}): UserRecord => ({
  id,
  version: 1,
  tenantId: '000000',
  account,
  name: `Name ${account}`,
  realName: `Real ${account}`,
  nickName: null,
  email: null,
  phone: null,
  avatar: null,
  birthday: null,
  sex: null,
  userType: 0,
  empNo: null,
  postId: '',
  postName: null,
  customerId: null,
  customerCode: null,
  customerName: null,
  isPrimaryAccount: false,
  roleIds: ['2'],
  roleNames: ['Company staff'],
  deptIds: [],
  deptNames: [],
  status: 1,
  locked: false,
  lockedUntil: null,
  loginFailCount: 0,
  forceResetPassword: 'N',
  createTime: '2026-01-01 00:00:00',
  tenantName: 'Demo trading company',
  roleId: '2',
  roleName: 'Company staff',
  deptId: '',
  deptName: '',
  userTypeName: 'Company staff',
  statusName: 'Enabled',
  ...extra,
});

/** The calls the account pages make; the department tree does not exist yet (404). */
function fakeServer() {
  const users = [
    user('11', 'staff01'),
    user('12', 'locked01', { locked: true, customerId: '5', customerCode: 'C0005', customerName: 'Far Away' }),
  ];
  const calls: { url: URL; body: unknown }[] = [];
  const envelope = (data: unknown, code = 200, msg = '') =>
    new Response(JSON.stringify({ code, success: code === 200, data, msg }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      calls.push({ url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      switch (url.pathname) {
        case '/api/blade-user/list-page':
          return envelope({ records: users, total: users.length, size: 10, current: 1, pages: 1 });
        case '/api/blade-user/customer-account-page': {
          const owner = user('15', 'owner05', {
            customerId: '5',
            customerCode: 'C0005',
            customerName: 'Far Away',
            isPrimaryAccount: true,
          });
          const accounts = [...users.filter((one) => one.customerId), owner];
          return envelope({ records: accounts, total: accounts.length, size: 10, current: 1, pages: 1 });
        }
        case '/api/blade-system/role/tree':
          return envelope([
            { id: '1', title: 'administrator' },
            { id: '2', title: 'Company staff' },
          ]);
        case '/api/blade-user/reset-password':
          return envelope([{ id: '11', account: 'staff01', password: 'Fresh12345' }]);
        case '/api/blade-user/grant':
        case '/api/blade-user/unlock':
        case '/api/blade-system/pageTableSetting/submit':
          return envelope(true);
        case '/api/blade-user/submit':
          return envelope(user('13', 'new01'));
        case '/api/smdp-customer/baseCustomer/options':
          return envelope([{ id: '5', customerCode: 'C0005', customerName: 'Far Away' }]);
        case '/api/blade-user/open-account':
          return envelope(user('14', 'far01', { customerId: '5', isPrimaryAccount: true }));
        case '/api/blade-user/update-total-account-number':
          return envelope({ customerId: '5', accountNumber: 8, accountCount: 2 });
        case '/api/blade-user/account-quota':
          return envelope({ customerId: '5', accountNumber: 5, accountCount: 2 });
        case '/api/blade-system/pageTableSetting/bydetail':
        case '/api/blade-system/tableInitializeConfig':
          return envelope(null);
        default:
          return envelope(null, 404, 'not found');
      }
    }),
  );
  return { calls };
}

function renderPage(Page: ComponentType) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>,
  );
}

const callTo = (calls: { url: URL; body: unknown }[], path: string) =>
  calls.find((call) => call.url.pathname === `/api/blade-user/${path}`);

/** The dialog with this title (antd gives every dialog title the same id under test, so names clash). */
async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = (await screen.findAllByText(title)).at(-1);
  return heading?.closest('[role="dialog"]') as HTMLElement;
}

// antd's first render in jsdom takes seconds on a busy 2-core machine.
describe('account pages', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    localStorage.setItem('smdp-language', 'en');
    await setupI18n();
    window.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  beforeEach(() =>
    usePermissions.setState({
      codes: { user_add: true, user_edit: true, user_grant: true, user_reset: true, user_unlock: true },
    }),
  );
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
    Modal.destroyAll();
  });

  it('lists accounts with their roles beside an empty department tree; unlock only for locked ones', async () => {
    fakeServer();
    renderPage(UserPage);
    expect(await screen.findByText('staff01')).toBeTruthy();
    expect(await screen.findByText('No departments')).toBeTruthy();
    const staffRow = screen.getByText('staff01').closest('tr') as HTMLElement;
    expect(within(staffRow).getAllByText('Company staff')).not.toHaveLength(0);
    expect(await rowActionLabels(staffRow)).not.toContain('Unlock');
    const lockedRow = screen.getByText('locked01').closest('tr') as HTMLElement;
    expect(await rowAction(lockedRow, 'Unlock')).toBeTruthy();
  });

  it('resets a password after confirming and shows the new one once', async () => {
    const { calls } = fakeServer();
    renderPage(UserPage);
    const row = (await screen.findByText('staff01')).closest('tr') as HTMLElement;
    fireEvent.click(await rowAction(row, 'Reset password'));
    await screen.findAllByText('Give this account a new password? It must be changed at the next sign-in.');
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect((await screen.findByTestId('one-time-secret')).textContent).toContain('Fresh12345');
    expect(callTo(calls, 'reset-password')?.url.searchParams.get('userIds')).toBe('11');
  });

  it("grants roles starting from the account's own", async () => {
    const { calls } = fakeServer();
    renderPage(UserPage);
    const row = (await screen.findByText('staff01')).closest('tr') as HTMLElement;
    fireEvent.click(await rowAction(row, 'Roles'));
    const dialog = await dialogTitled('Roles of staff01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(callTo(calls, 'grant')).toBeTruthy());
    expect(callTo(calls, 'grant')?.url.searchParams.get('roleIds')).toBe('2');
  });

  it('creates an account with its passwords as md5, never in clear', async () => {
    const { calls } = fakeServer();
    renderPage(UserPage);
    await screen.findByText('staff01');
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await dialogTitled('Add user');
    fireEvent.change(within(dialog).getByLabelText('Account'), { target: { value: 'new01' } });
    fireEvent.change(within(dialog).getByLabelText('Real name'), { target: { value: 'New One' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Secret1!' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm password'), { target: { value: 'Secret1!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Added successfully')).toBeTruthy();
    expect(callTo(calls, 'submit')?.body).toMatchObject({
      account: 'new01',
      realName: 'New One',
      password: md5('Secret1!'),
      password2: md5('Secret1!'),
    });
    expect(JSON.stringify(callTo(calls, 'submit')?.body)).not.toContain('Secret1!');
  });

  it("opens a customer's primary account with its password as md5", async () => {
    const { calls } = fakeServer();
    renderPage(UserPage);
    await screen.findByText('staff01');
    fireEvent.click(screen.getByRole('button', { name: 'Open customer account' }));
    const dialog = await dialogTitled("Open a customer's primary account");
    fireEvent.mouseDown(within(dialog).getByLabelText('Customer'));
    fireEvent.click(await screen.findByText('C0005 Far Away'));
    fireEvent.change(within(dialog).getByLabelText('Account'), { target: { value: 'far01' } });
    fireEvent.change(within(dialog).getByLabelText('Real name'), { target: { value: 'Far Owner' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Owner1!' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm password'), { target: { value: 'Owner2!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('The passwords differ')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Confirm password'), { target: { value: 'Owner1!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Primary account far01 opened')).toBeTruthy();
    expect(callTo(calls, 'open-account')?.body).toEqual({
      customerId: '5',
      account: 'far01',
      realName: 'Far Owner',
      password: md5('Owner1!'),
    });
  });

  it('shows a primary account its sub-accounts and how much of the quota they use', async () => {
    fakeServer();
    usePermissions.setState({ codes: { customer_account_add: true, customer_account_edit: true } });
    useSession.setState({ user: { user_info: { customerCode: 'C0001' } } as never });
    renderPage(CustomerAccountPage);
    expect(await screen.findByText('Accounts in use: 2 of 5')).toBeTruthy();
    expect(await screen.findByText('locked01')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Roles' })).toBeNull();
  });

  it("shows company staff every customer's accounts but no staff, without adding or a quota; a primary account is never deleted", async () => {
    const { calls } = fakeServer();
    usePermissions.setState({
      codes: { customer_account_add: true, customer_account_edit: true, customer_account_delete: true },
    });
    useSession.setState({ user: null });
    renderPage(CustomerAccountPage);
    const sub = (await screen.findByText('locked01')).closest('tr') as HTMLElement;
    const owner = screen.getByText('owner05').closest('tr') as HTMLElement;
    expect(screen.queryByText('staff01')).toBeNull();
    expect(calls.some((call) => call.url.pathname.endsWith('/list-page'))).toBe(false);
    expect(screen.getByText('Customer accounts')).toBeTruthy();
    expect(within(owner).getByText('Primary account')).toBeTruthy();
    expect(within(sub).getByText('Sub-account')).toBeTruthy();
    expect(await rowActionLabels(owner)).not.toContain('Delete');
    expect(await rowActionLabels(sub)).toContain('Delete');
    expect(screen.getAllByText('Customer')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(calls.some((call) => call.url.pathname.endsWith('/account-quota'))).toBe(false);
  });

  it("lets company staff set a customer's account quota", async () => {
    const { calls } = fakeServer();
    usePermissions.setState({ codes: { customer_account_view: true, user_edit: true } });
    useSession.setState({ user: null });
    renderPage(CustomerAccountPage);
    const row = (await screen.findByText('locked01')).closest('tr') as HTMLElement;
    fireEvent.click(await rowAction(row, 'Account quota'));
    const dialog = await dialogTitled('Account quota of Far Away');
    const input = within(dialog).getByLabelText('Accounts allowed') as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('5'));
    fireEvent.change(input, { target: { value: '8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Quota saved')).toBeTruthy();
    expect(callTo(calls, 'update-total-account-number')?.body).toEqual({ customerId: '5', accountNumber: 8 });
    expect(callTo(calls, 'account-quota')?.url.searchParams.get('customerId')).toBe('5');
  });
});
