import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { usePermissions, useSession } from '../../../lib/session';
import { fakeServer, page, renderWithClient, setupPageTests } from '../../../test-support';
import LogPage from './LogPage';

const audit = {
  id: '9',
  tenantId: '000000',
  userId: '1',
  account: 'admin',
  action: 'update',
  entity: 'role',
  entityId: '5',
  changes: { roleName: { from: 'Clerk', to: 'Senior clerk' } },
  ip: '10.0.0.1',
  createTime: '2026-11-23 10:00:00',
};
const login = {
  id: '3',
  tenantId: '100001',
  account: 'admin',
  userId: null,
  ip: '10.0.0.2',
  userAgent: 'Firefox',
  success: false,
  reason: 'badCredentials',
  createTime: '2026-11-23 09:00:00',
};

function server() {
  return fakeServer({
    '/api/blade-log/login/list': page([login]),
    '/api/blade-log/audit/list': page([audit]),
    '/api/blade-log/error/list': page([]),
  });
}

describe('LogPage', { timeout: 30_000 }, () => {
  beforeAll(setupPageTests);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
    Modal.destroyAll();
  });

  it('lists sign-ins with their tenant for the administrator tenant, with export but no add or delete', async () => {
    const calls = server();
    useSession.setState({ tenantId: '000000' });
    usePermissions.setState({ codes: { log_view: true, log_export: true } });
    renderWithClient(<LogPage />);
    const row = (await screen.findByText('10.0.0.2')).closest('tr') as HTMLElement;
    expect(within(row).getByText('100001')).toBeTruthy();
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(calls.some((call) => call.path === '/api/blade-log/login/list')).toBe(true);
  });

  it('hides the tenant column from other tenants', async () => {
    server();
    useSession.setState({ tenantId: '100001' });
    usePermissions.setState({ codes: { log_view: true } });
    renderWithClient(<LogPage />);
    const row = (await screen.findByText('10.0.0.2')).closest('tr') as HTMLElement;
    expect(within(row).queryByText('100001')).toBeNull();
  });

  it('shows the audit trail with a readable diff of each write', async () => {
    server();
    useSession.setState({ tenantId: '000000' });
    usePermissions.setState({ codes: { log_view: true } });
    renderWithClient(<LogPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Audit trail' }));
    expect(await screen.findByText('roleName: Clerk → Senior clerk')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show changes' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Changes by admin to role 5')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByText('Clerk').closest('del')).toBeTruthy());
    expect(within(dialog).getByText('Senior clerk')).toBeTruthy();
  });
});
