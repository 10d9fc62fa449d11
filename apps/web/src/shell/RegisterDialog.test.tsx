import type { UserInfo } from '@smdp/contracts/auth';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSession } from '../lib/session';
import zh from '../locales/zh/shell.json';
import { RegisterDialog } from './RegisterDialog';
import { RegisterDialogForm } from './RegisterDialogForm';
import { needsRegistration, registerProblem } from './register-form';
import { answerCalls, callsTo, Failure, renderWithRouter, setupShellTest } from './testing';

beforeAll(setupShellTest);

describe('register form rules (spec §5)', () => {
  it('checks tenant, account, both passwords, then that they match, in this order', () => {
    const full = { tenantId: '000000', account: 'guest', password: 'secret', password2: 'secret' };
    expect(registerProblem({})).toBe('tenantRequired');
    expect(registerProblem({ ...full, tenantId: ' ', account: '' })).toBe('tenantRequired');
    expect(registerProblem({ ...full, account: ' ', password: '' })).toBe('accountRequired');
    expect(registerProblem({ ...full, password2: '' })).toBe('passwordRequired');
    expect(registerProblem({ ...full, password: '' })).toBe('passwordRequired');
    expect(registerProblem({ ...full, password2: 'other' })).toBe('passwordsDiffer');
    expect(registerProblem(full)).toBeNull();
  });

  it('says it in the words of the spec in Chinese', () => {
    expect(zh.register).toMatchObject({
      tenantRequired: '请先输入租户编号',
      accountRequired: '请先输入账号名称',
      passwordRequired: '请先输入密码',
      passwordsDiffer: '两次密码输入不一致',
      submitFailed: '提交失败',
    });
  });

  it('is needed only by a user whose id is missing or negative', () => {
    expect(needsRegistration(null)).toBe(false);
    expect(needsRegistration({ user_id: '1123598821738675201' })).toBe(false);
    expect(needsRegistration({ user_id: '-1' })).toBe(true);
    expect(needsRegistration({ user_id: '' })).toBe(true);
    expect(needsRegistration({} as { user_id: string })).toBe(true);
  });
});

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

function openForm(domainTenant: string | null, register: unknown = { success: true, msg: 'ok' }) {
  const fetch = answerCalls({
    '/blade-system/tenant/info': domainTenant ? { tenantId: domainTenant, tenantName: 'T', domain: 'localhost' } : null,
    '/blade-user/register-guest': register,
    '/blade-auth/oauth/logout': true,
  });
  const view = renderWithRouter(<RegisterDialogForm oauthId="gh-42" tenantId="" />);
  return { fetch, router: view.router };
}

describe('registration dialog', () => {
  it('warns about the first missing field and stops, in the order of spec §5', async () => {
    const { fetch } = openForm(null);
    await screen.findByLabelText('Tenant number');
    submit();
    expect(await screen.findByText('Enter the tenant number first')).toBeTruthy();
    type('Tenant number', '000000');
    submit();
    expect(await screen.findByText('Enter the account name first')).toBeTruthy();
    type('Account', 'guest');
    type('Password', 'secret');
    submit();
    expect(await screen.findByText('Enter the password first')).toBeTruthy();
    type('Confirm password', 'other');
    submit();
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    expect(callsTo(fetch, '/blade-user/register-guest')).toHaveLength(0);
  });

  it('hides the tenant number when the domain names the tenant, registers, then signs out', async () => {
    useSession.setState({ accessToken: 'token', user: { user_id: '-1' } as UserInfo });
    const { fetch, router } = openForm('100001');
    await waitFor(() => expect(callsTo(fetch, '/blade-system/tenant/info')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByLabelText('Tenant number')).toBeNull());
    type('User name', 'Guest User');
    type('Account', ' guest ');
    type('Password', 'secret');
    type('Confirm password', 'secret');
    submit();
    expect(await screen.findByText(/You can sign in once an administrator approves it/)).toBeTruthy();
    const [, init] = callsTo(fetch, '/blade-user/register-guest')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      tenantId: '100001',
      name: 'Guest User',
      account: 'guest',
      password: 'secret',
      password2: 'secret',
      oauthId: 'gh-42',
    });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo(fetch, '/blade-auth/oauth/logout')).toHaveLength(1);
    expect(useSession.getState().accessToken).toBe('');
  });

  const fill = async () => {
    type('Tenant number', '000000');
    type('Account', 'guest');
    type('Password', 'secret');
    type('Confirm password', 'secret');
    submit();
  };

  it("shows the server's reason when registering fails", async () => {
    openForm(null, new Failure(400, 'The account already exists'));
    await screen.findByLabelText('Tenant number');
    await fill();
    expect(await screen.findByText('The account already exists')).toBeTruthy();
  });

  it('says the submission failed when the server gives no reason', async () => {
    openForm(null, { success: false, msg: '' });
    await screen.findByLabelText('Tenant number');
    await fill();
    expect(await screen.findByText('Submission failed')).toBeTruthy();
  });
});

describe('when the dialog opens', () => {
  it('opens for a user without an id only', async () => {
    answerCalls({ '/blade-system/tenant/info': null });
    useSession.setState({ accessToken: 'token', user: { user_id: '7', oauth_id: '' } as UserInfo });
    const view = renderWithRouter(<RegisterDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();
    useSession.setState({ user: { user_id: '-1', oauth_id: 'gh', tenant_id: '000000' } as UserInfo });
    renderWithRouter(<RegisterDialog />);
    expect(await screen.findByRole('dialog', { name: 'Register an account' })).toBeTruthy();
  });
});
