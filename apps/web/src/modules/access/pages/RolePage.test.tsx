import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowAction } from '../../../crud/testing';
import { setupI18n } from '../../../lib/i18n';
import { usePermissions } from '../../../lib/session';
import type { Role } from '../api';
import RolePage from './RolePage';

const role = (id: string, roleName: string, extra: Partial<Role> = {}): Role => ({
  id,
  version: 1,
  parentId: '0',
  parentName: null,
  roleName,
  roleAlias: roleName.toLowerCase().replaceAll(' ', '_'),
  sort: Number(id),
  dataScope: 1,
  status: 1,
  createTime: '2026-01-01 00:00:00',
  hasChildren: false,
  ...extra,
});

function fakeServer() {
  const submitted: unknown[] = [];
  const lists: string[] = [];
  const rows = [
    role('1', 'administrator'),
    role('2', 'Company staff', {
      hasChildren: true,
      children: [role('5', 'Order clerk', { parentId: '2', parentName: 'Company staff', dataScope: 5 })],
    }),
  ];
  const envelope = (data: unknown) => new Response(JSON.stringify({ code: 200, success: true, data, msg: '' }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      switch (url.pathname) {
        case '/api/blade-system/role/list':
          lists.push(url.search);
          return envelope(rows);
        case '/api/blade-system/role/tree':
          return envelope([
            { id: '1', parentId: '0', title: 'administrator', value: '1' },
            {
              id: '2',
              parentId: '0',
              title: 'Company staff',
              value: '2',
              children: [{ id: '5', parentId: '2', title: 'Order clerk', value: '5' }],
            },
          ]);
        case '/api/blade-system/role/submit':
          submitted.push(JSON.parse(String(init.body)));
          return envelope(role('9', 'Auditor'));
        default:
          return envelope(null);
      }
    }),
  );
  return { submitted, lists };
}

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RolePage />
    </QueryClientProvider>,
  );
}

describe('RolePage', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    localStorage.setItem('smdp-language', 'en');
    await setupI18n();
    window.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
    Modal.destroyAll();
  });
  // antd's toasts and dialogs finish closing on React's scheduler: let them before jsdom goes away.
  afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));

  it('shows the role tree with data scopes, and the grant action only with role_grant', async () => {
    fakeServer();
    usePermissions.setState({ codes: { role_view: true, role_grant: true } });
    renderPage();
    const staff = (await screen.findByText('Company staff')).closest('tr') as HTMLElement;
    expect(within(staff).getByText('All data')).toBeTruthy();
    expect(await rowAction(staff, 'Grant')).toBeTruthy();
    cleanup();
    usePermissions.setState({ codes: { role_view: true } });
    renderPage();
    await screen.findByText('Company staff');
    expect(screen.queryByRole('button', { name: 'Grant' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
  });

  it('adds a top-level role by default', async () => {
    const { submitted, lists } = fakeServer();
    usePermissions.setState({ codes: { role_add: true } });
    renderPage();
    await screen.findByText('Company staff');
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Role name'), { target: { value: 'Auditor' } });
    fireEvent.change(within(dialog).getByLabelText('Role alias'), { target: { value: 'auditor' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({
      roleName: 'Auditor',
      roleAlias: 'auditor',
      parentId: '0',
      dataScope: 1,
      sort: 0,
    });
    // The list reloads after the save; let that settle before the page goes away.
    expect(await screen.findByText('Added successfully')).toBeTruthy();
    await waitFor(() => expect(lists.length).toBeGreaterThan(1));
    await screen.findByText('Company staff');
  });
});
