import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rowAction } from '../../../crud/testing';
import { setupI18n } from '../../../lib/i18n';
import { usePermissions } from '../../../lib/session';
import type { Dept } from '../api';
import DeptPage from './DeptPage';

const dept = (fields: Partial<Dept>): Dept => ({
  id: '1',
  version: 1,
  parentId: '0',
  parentName: null,
  ancestors: '0',
  tenantId: '000000',
  deptCategory: 1,
  deptCategoryName: 'Company',
  deptName: 'Head office',
  fullName: 'Trading company',
  currency: 'CNY',
  sort: 1,
  remark: null,
  status: 1,
  createTime: '2026-11-23 10:00:00',
  hasChildren: false,
  ...fields,
});

function fakeServer() {
  const sales = dept({
    id: '2',
    parentId: '1',
    parentName: 'Head office',
    deptName: 'Sales',
    currency: null,
    version: 4,
  });
  const tree = [dept({ hasChildren: true, children: [sales] })];
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const envelope = (data: unknown) => new Response(JSON.stringify({ code: 200, success: true, data, msg: '' }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method: init.method ?? 'GET', url, body });
      switch (url.pathname) {
        case '/api/blade-system/dept/list':
          return envelope(tree);
        case '/api/blade-system/dept/tree':
          return envelope([
            {
              id: '1',
              parentId: '0',
              title: 'Head office',
              value: '1',
              children: [{ id: '2', parentId: '1', title: 'Sales', value: '2' }],
            },
          ]);
        case '/api/blade-system/dept/detail':
          return envelope(url.searchParams.get('id') === '2' ? sales : tree[0]);
        case '/api/blade-system/dept/submit':
          return envelope({ ...sales, ...(body as Partial<Dept>), version: 5 });
        default:
          return envelope(null);
      }
    }),
  );
  return calls;
}

describe('DeptPage', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    localStorage.setItem('smdp-language', 'en');
    await setupI18n();
    window.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  beforeEach(() => usePermissions.setState({ codes: { dept_edit: true, dept_add: true } }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
    Modal.destroyAll();
  });

  it('shows the tree with inherited currencies and updates a department with its version', async () => {
    const calls = fakeServer();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DeptPage />
      </QueryClientProvider>,
    );
    const head = (await screen.findByText('Head office')).closest('tr') as HTMLElement;
    expect(within(head).getByText('CNY')).toBeTruthy();
    fireEvent.click(within(head).getByRole('button', { name: /expand/i }));
    const sales = (await screen.findByText('Sales')).closest('tr') as HTMLElement;
    expect(within(sales).getByText('As above')).toBeTruthy();

    fireEvent.click(await rowAction(sales, /Edit/));
    const dialog = await screen.findByRole('dialog');
    const currency = within(dialog).getByLabelText('Currency');
    fireEvent.change(currency, { target: { value: 'E1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText('Enter a three-letter currency code (ISO 4217)')).toBeTruthy();
    fireEvent.change(currency, { target: { value: 'eur' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Updated successfully', undefined, { timeout: 5000 })).toBeTruthy();
    expect(calls.find((call) => call.url.pathname === '/api/blade-system/dept/submit')?.body).toMatchObject({
      id: '2',
      version: 4,
      parentId: '1',
      deptName: 'Sales',
      currency: 'EUR',
      remark: null,
    });
  });
});
