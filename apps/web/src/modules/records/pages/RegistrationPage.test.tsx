import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowAction } from '../../../crud/testing';
import { usePermissions } from '../../../lib/session';
import { fakeServer, page, renderWithClient, setupPageTests } from '../../../test-support';
import type { Registration } from '../api';
import RegistrationPage from './RegistrationPage';

const registration = (id: string, account: string, extra: Partial<Registration> = {}): Registration => ({
  id,
  account,
  name: `Guest ${account}`,
  oauthId: null,
  state: 'PENDING',
  reason: null,
  decidedBy: null,
  decidedTime: null,
  createTime: '2026-11-23 08:00:00',
  ...extra,
});

function server() {
  return fakeServer({
    '/api/blade-system/registration/list': page([
      registration('11', 'guest-a'),
      registration('12', 'guest-b', { state: 'REJECTED', reason: 'Unknown company', decidedBy: 'admin' }),
    ]),
    '/api/blade-system/registration/approve': true,
    '/api/blade-system/registration/reject': true,
  });
}

describe('RegistrationPage', { timeout: 30_000 }, () => {
  beforeAll(setupPageTests);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
    Modal.destroyAll();
  });

  it('offers approve and reject on pending rows only, and only with registration_approve', async () => {
    server();
    usePermissions.setState({ codes: { registration_view: true, registration_approve: true } });
    renderWithClient(<RegistrationPage />);
    const pending = (await screen.findByText('guest-a')).closest('tr') as HTMLElement;
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(await rowAction(pending, 'Approve')).toBeTruthy();
    const rejected = screen.getByText('guest-b').closest('tr') as HTMLElement;
    expect(within(rejected).getByText('Unknown company')).toBeTruthy();
    expect(within(rejected).queryByRole('button', { name: 'Approve' })).toBeNull();
    cleanup();
    usePermissions.setState({ codes: { registration_view: true } });
    renderWithClient(<RegistrationPage />);
    await screen.findByText('guest-a');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('approves after a confirmation', async () => {
    const calls = server();
    usePermissions.setState({ codes: { registration_view: true, registration_approve: true } });
    renderWithClient(<RegistrationPage />);
    const pending = (await screen.findByText('guest-a')).closest('tr') as HTMLElement;
    fireEvent.click(await rowAction(pending, 'Approve'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/approve'))).toBe(true));
    const approve = calls.find((call) => call.path.endsWith('/approve'));
    expect(approve?.search.get('ids')).toBe('11');
    expect(await screen.findByText('guest-a approved')).toBeTruthy();
  });

  it('rejects only with a reason', async () => {
    const calls = server();
    usePermissions.setState({ codes: { registration_view: true, registration_approve: true } });
    renderWithClient(<RegistrationPage />);
    const pending = (await screen.findByText('guest-a')).closest('tr') as HTMLElement;
    fireEvent.click(await rowAction(pending, 'Reject'));
    const title = await screen.findByText('Reject the registration of guest-a');
    const dialog = title.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Enter the reason')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/reject'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Reason for rejection'), { target: { value: ' Not a customer ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/reject'))).toBe(true));
    expect(calls.find((call) => call.path.endsWith('/reject'))?.body).toEqual({ ids: '11', reason: 'Not a customer' });
    expect(await screen.findByText('guest-a rejected')).toBeTruthy();
  });
});
