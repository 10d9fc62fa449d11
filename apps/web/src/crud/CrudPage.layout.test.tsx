import { PageCode, TableLayout } from '@smdp/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setupI18n } from '../lib/i18n';
import { usePermissions, useSession } from '../lib/session';
import { CrudPage } from './CrudPage';
import { KEY_COLUMN_CLASS } from './columns';
import type { CrudConfig, CrudRow } from './types';

type Party = CrudRow & { code: string; name: string; amount: string; currency: string; price: number; remark: string };

const ROWS: Party[] = [
  { id: '1', code: 'C001', name: 'Alpha', amount: '1234.5', currency: 'EUR', price: 99, remark: 'first', version: 1 },
  { id: '2', code: 'C002', name: 'Beta', amount: '10', currency: '', price: 5, remark: 'second', version: 1 },
];

const approve = vi.fn();
const config: CrudConfig<Party> = {
  code: 'party',
  title: 'Parties',
  entity: 'party',
  api: { list: '/t/list', submit: '/t/submit', remove: '/t/remove' },
  fields: [
    { key: 'code', label: 'Code', search: 'like', column: { key: true }, form: { required: true } },
    { key: 'name', label: 'Name', search: 'like', column: { key: true }, form: {} },
    { key: 'amount', label: 'Amount', kind: 'money', currencyKey: 'currency', search: 'like' },
    { key: 'price', label: 'Price', kind: 'money' },
    { key: 'remark', label: 'Remark' },
  ],
  rowActions: [
    { key: 'approve', label: 'Approve', run: (row) => approve(row.code) },
    { key: 'suspend', label: 'Suspend', run: () => undefined },
  ],
};

/** The calls a list makes, with the saved layouts kept per page as the server does, and checked by its schema. */
function fakeServer() {
  const saved = new Map<string, TableLayout>();
  const calls: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  const envelope = (data: unknown, code = 200) =>
    new Response(JSON.stringify({ code, success: code === 200, data, msg: code === 200 ? '' : 'refused' }));
  const SaveBody = z.object({ pageCode: PageCode, config: TableLayout }).strict();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method: init.method ?? 'GET', path: url.pathname, query: url.searchParams, body });
      const pageCode = url.searchParams.get('pageCode') ?? '';
      switch (url.pathname) {
        case '/api/t/list':
          return envelope({ records: ROWS, total: ROWS.length, size: 10, current: 1, pages: 1 });
        case '/api/t/remove':
          return envelope(1);
        case '/api/blade-system/dept/getCurrencyByCurrUser':
          return envelope('CNY');
        case '/api/blade-system/pageTableSetting/bydetail':
          return envelope(saved.get(pageCode) ?? null);
        case '/api/blade-system/tableInitializeConfig':
          return envelope(null);
        case '/api/blade-system/pageTableSetting/submit': {
          const parsed = SaveBody.safeParse(body);
          if (!parsed.success) return envelope(null, 400);
          saved.set(parsed.data.pageCode, parsed.data.config);
          return envelope(true);
        }
        case '/api/blade-system/pageTableSetting/remove':
          saved.delete(pageCode);
          return envelope(true);
        default:
          return envelope(null, 404);
      }
    }),
  );
  return { calls, saved };
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CrudPage config={config} />
    </QueryClientProvider>,
  );
}

/** The titles of the table's columns, in order (selection and action columns have none of the data's). */
const headers = () =>
  [...document.querySelectorAll('.ant-table-thead th')]
    .map((cell) => cell.textContent?.trim() ?? '')
    .filter((text) => text && text !== 'Actions');

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('CrudPage layout', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    localStorage.setItem('smdp-language', 'en');
    await setupI18n();
    window.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  beforeEach(() => {
    window.innerWidth = 1440;
    approve.mockClear();
    usePermissions.setState({ codes: { party_view: true, party_edit: true, party_delete: true, party_add: true } });
    useSession.setState({ user: { user_id: 'u1', dept_id: 'd1' } as never });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    message.destroy();
    Modal.destroyAll();
  });

  it('shows two actions in the row and the rest in its "more" menu, which runs them', async () => {
    const { calls } = fakeServer();
    renderPage();
    await screen.findByText('Alpha');
    const row = rowOf('Alpha');
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent || button.ariaLabel),
    ).toEqual(['View', 'Edit', 'More actions']);
    fireEvent.click(within(row).getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Approve', 'Suspend', 'Delete']);
    fireEvent.click(within(menu).getByText('Approve'));
    expect(approve).toHaveBeenCalledWith('C001');

    fireEvent.click(within(rowOf('Beta')).getByRole('button', { name: 'More actions' }));
    const second = (await screen.findAllByRole('menu')).at(-1) as HTMLElement;
    fireEvent.click(within(second).getByText('Delete'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/api/t/remove')?.query.get('ids')).toBe('2'));
  });

  it('keeps a column choice per page through pageTableSetting, never hides key columns, and resets', async () => {
    const { calls, saved } = fakeServer();
    const first = renderPage();
    await screen.findByText('Alpha');
    expect(headers()).toEqual(['Code', 'Name', 'Amount', 'Price', 'Remark']);
    expect([...document.querySelectorAll(`th.${KEY_COLUMN_CLASS}`)].map((cell) => cell.textContent)).toEqual([
      'Code',
      'Name',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = await screen.findByRole('list', { name: 'Columns' });
    const box = (label: string) => within(chooser).getByRole('checkbox', { name: label }) as HTMLInputElement;
    expect(box('Code').disabled).toBe(true);
    expect(box('Name').disabled).toBe(true);
    expect((within(chooser).getByRole('button', { name: 'Move Amount up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(box('Amount'));
    fireEvent.click(within(chooser).getByRole('button', { name: 'Move Remark up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Column layout saved');
    expect(calls.find((call) => call.path === '/api/blade-system/pageTableSetting/submit')?.body).toEqual({
      pageCode: 'party',
      config: {
        columns: [
          { key: 'code', visible: true },
          { key: 'name', visible: true },
          { key: 'amount', visible: false },
          { key: 'remark', visible: true },
          { key: 'price', visible: true },
        ],
      },
    });
    await waitFor(() => expect(headers()).toEqual(['Code', 'Name', 'Remark', 'Price']));

    // A new visit (a reload: nothing cached) reads the choice back from the server.
    first.unmount();
    renderPage();
    await screen.findByText('Alpha');
    await waitFor(() => expect(headers()).toEqual(['Code', 'Name', 'Remark', 'Price']));
    expect(saved.has('party')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const settings = (await screen.findByRole('list', { name: 'Columns' })).closest('.crud-columns') as HTMLElement;
    fireEvent.click(within(settings).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(headers()).toEqual(['Code', 'Name', 'Amount', 'Price', 'Remark']));
    expect(saved.has('party')).toBe(false);
  });

  it('shows amounts in the money format with the currency of the row, else of the caller', async () => {
    fakeServer();
    renderPage();
    expect(await screen.findByText('1,234.50 EUR')).toBeTruthy();
    // No currency on the row: the caller's department currency.
    expect(await screen.findByText('10.00 CNY')).toBeTruthy();
    expect(screen.getByText('99.00 CNY')).toBeTruthy();
  });

  it('names one record in the dialog titles', async () => {
    fakeServer();
    renderPage();
    await screen.findByText('Alpha');
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    expect(await screen.findByText('Add party')).toBeTruthy();
  });

  it('on a phone shows the key columns, all actions in the menu, one filter and the rest on request', async () => {
    window.innerWidth = 375;
    fakeServer();
    renderPage();
    await screen.findByText('Alpha');
    expect(headers()).toEqual(['Code', 'Name']);
    expect(within(rowOf('Alpha')).queryByRole('button', { name: 'View' })).toBeNull();
    expect(within(rowOf('Alpha')).getByRole('button', { name: 'More actions' })).toBeTruthy();
    // Key cells wrap their whole text rather than cut it with an ellipsis.
    const keyCell = within(rowOf('Alpha')).getByText('Alpha').closest('td') as HTMLElement;
    expect(keyCell.className).toContain('crud-wrapped-column');
    expect(keyCell.className).not.toContain('ant-table-cell-ellipsis');

    const search = screen.getByRole('search');
    // Folded filters stay in the form, hidden, so what was typed in them still counts.
    const shown = (label: string) => !within(search).getByLabelText(label).closest('.ant-form-item-hidden');
    expect([shown('Code'), shown('Name'), shown('Amount')]).toEqual([true, false, false]);
    fireEvent.click(within(search).getByRole('button', { name: /More filters \(2\)/ }));
    expect([shown('Code'), shown('Name'), shown('Amount')]).toEqual([true, true, true]);

    // The other columns unfold under the row.
    expect(screen.queryByText('first')).toBeNull();
    const expand = rowOf('Alpha').querySelector('.ant-table-row-expand-icon') as HTMLElement;
    await act(async () => fireEvent.click(expand));
    const detail = (await screen.findByText('first')).closest('.crud-row-detail') as HTMLElement;
    expect(within(detail).getByText('Amount')).toBeTruthy();
    expect(within(detail).getByText('1,234.50 EUR')).toBeTruthy();
    expect(within(detail).queryByText('Code')).toBeNull();
  });
});
