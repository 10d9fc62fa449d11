import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import type { GrantMenuNode, Role } from '../api';
import { GrantDialog } from './GrantDialog';

const node = (
  id: string,
  name: string,
  category: number,
  children: GrantMenuNode[] = [],
  code = id,
): GrantMenuNode => ({
  id,
  parentId: '0',
  code,
  name,
  category,
  title: name,
  key: id,
  value: id,
  children,
});

const TREE: GrantMenuNode[] = [
  node('10', 'Orders', 1, [
    node('11', 'Order search', 1, [
      node('12', 'View', 2, [], 'order_view'),
      node('13', 'Export', 2, [], 'order_export'),
    ]),
  ]),
  node('20', 'System', 1, [node('21', 'Roles', 1, [node('22', 'View', 2, [], 'role_view')])]),
];

const ROLE: Role = {
  id: '7',
  version: 1,
  parentId: '0',
  parentName: null,
  roleName: 'Order clerk',
  roleAlias: 'order_clerk',
  sort: 0,
  dataScope: 5,
  status: 1,
  createTime: '2026-01-01 00:00:00',
  hasChildren: false,
};

function fakeServer() {
  const grants: unknown[] = [];
  const envelope = (data: unknown) => new Response(JSON.stringify({ code: 200, success: true, data, msg: '' }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      switch (url.pathname) {
        case '/api/blade-system/menu/grant-tree':
          return envelope({ menu: TREE, dataScope: [], apiScope: [] });
        case '/api/blade-system/role/role-tree-keys':
          return envelope({ menu: url.searchParams.get('roleIds') === '7' ? ['10', '11', '12'] : [] });
        case '/api/blade-system/role/grant':
          grants.push(JSON.parse(String(init.body)));
          return envelope(true);
        default:
          return new Response(JSON.stringify({ code: 404, success: false, data: null, msg: 'not found' }));
      }
    }),
  );
  return grants;
}

describe('GrantDialog', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    localStorage.setItem('smdp-language', 'en');
    await setupI18n();
    // jsdom lacks the layout APIs antd measures with.
    window.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as never;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
    Modal.destroyAll();
  });
  // antd's toasts and dialogs finish closing on React's scheduler: let them before jsdom goes away.
  afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));

  it("shows the role's grants and data scope by name, and saves what is ticked with the pages above it", async () => {
    const grants = fakeServer();
    const saved = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <GrantDialog role={ROLE} onClose={() => {}} onSaved={saved} />
      </QueryClientProvider>,
    );
    const view = await screen.findByRole('checkbox', { name: 'View order_view' });
    expect(view.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Order search' }).getAttribute('aria-checked')).toBe('mixed');
    expect(screen.getByRole('checkbox', { name: 'Export order_export' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('tree', { name: 'Menus and buttons' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Own records only' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'View role_view' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Own department and below' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(grants).toHaveLength(1);
    const body = grants[0] as { roleIds: string[]; menuIds: string[]; dataScope: number };
    expect(body.roleIds).toEqual(['7']);
    expect(body.dataScope).toBe(3);
    expect([...body.menuIds].sort()).toEqual(['10', '11', '12', '20', '21', '22']);
  });
});
