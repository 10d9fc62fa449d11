import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rowAction } from '../../../crud/testing';
import { dictionaryQueryKey } from '../../../lib/dictionary';
import { setupI18n } from '../../../lib/i18n';
import { usePermissions } from '../../../lib/session';
import type { Dict } from '../api';
import DictPage from './DictPage';

const row = (fields: Partial<Dict>): Dict => ({
  id: '1',
  version: 1,
  parentId: '0',
  code: 'sex',
  dictKey: '-1',
  dictValue: '性别',
  dictValueI18n: { en: 'Sex' },
  sort: 1,
  remark: null,
  isSealed: 1,
  status: 1,
  createTime: '2026-11-23 10:00:00',
  hasChildren: true,
  ...fields,
});

/** A fake server of two dictionaries and the entries of the first. */
function fakeServer() {
  const parents = [row({}), row({ id: '2', code: 'colour', dictValue: '颜色', isSealed: 0, version: 3 })];
  let entries = [row({ id: '11', parentId: '1', dictKey: '1', dictValue: '男', dictValueI18n: { en: 'Male' } })];
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const envelope = (data: unknown) => new Response(JSON.stringify({ code: 200, success: true, data, msg: '' }));
  const page = (records: Dict[]) => envelope({ records, total: records.length, size: 10, current: 1, pages: 1 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method: init.method ?? 'GET', url, body });
      switch (url.pathname) {
        case '/api/blade-system/dict/parent-list':
          return page(parents);
        case '/api/blade-system/dict/child-list':
          return envelope(entries.filter((entry) => entry.parentId === url.searchParams.get('parentId')));
        case '/api/blade-system/dict/detail':
          return envelope([...parents, ...entries].find((item) => item.id === url.searchParams.get('id')));
        case '/api/blade-system/dict/submit':
          entries = [...entries, row({ ...(body as Partial<Dict>), id: '12', isSealed: 0 })];
          return envelope(entries.at(-1));
        default:
          return envelope(null);
      }
    }),
  );
  return calls;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(dictionaryQueryKey('sex', 'en'), []);
  render(
    <QueryClientProvider client={client}>
      <DictPage />
    </QueryClientProvider>,
  );
  return client;
}

describe('DictPage', { timeout: 30_000 }, () => {
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
    usePermissions.setState({ codes: { dict_view: true, dict_add: true, dict_edit: true, dict_delete: true } }),
  );
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
    Modal.destroyAll();
  });

  it('lists the dictionaries, then the entries of the one picked', async () => {
    const calls = fakeServer();
    renderPage();
    expect(await screen.findByText('colour')).toBeTruthy();
    expect(screen.getByText('Pick a dictionary on the left to see its entries')).toBeTruthy();
    const sexRow = screen.getByText('sex').closest('tr') as HTMLElement;
    expect(within(sexRow).getByText('System')).toBeTruthy();
    fireEvent.click(await rowAction(sexRow, /Entries/));
    expect(await screen.findByText('Entries of sex (性别)')).toBeTruthy();
    expect(await screen.findByText('男')).toBeTruthy();
    const childList = calls.find((call) => call.url.pathname === '/api/blade-system/dict/child-list');
    expect(childList?.url.searchParams.get('parentId')).toBe('1');
  });

  it('adds an entry to the picked dictionary with its translations, and forgets cached dictionaries', async () => {
    const calls = fakeServer();
    const client = renderPage();
    await screen.findByText('colour');
    fireEvent.click(await rowAction(screen.getByText('sex').closest('tr') as HTMLElement, /Entries/));
    await screen.findByText('男');
    const addButtons = screen.getAllByRole('button', { name: /Add/ });
    fireEvent.click(addButtons.at(-1) as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Key'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Value'), { target: { value: '女' } });
    fireEvent.change(within(dialog).getByLabelText('English'), { target: { value: 'Female' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    // The toast's code loads on the first toast (lib/notify.tsx): give that import time.
    expect(await screen.findByText('Added successfully', undefined, { timeout: 5000 })).toBeTruthy();
    const submitted = calls.find((call) => call.url.pathname === '/api/blade-system/dict/submit');
    expect(submitted?.body).toMatchObject({
      parentId: '1',
      dictKey: '2',
      dictValue: '女',
      dictValueI18n: { en: 'Female' },
      status: 1,
      remark: null,
    });
    expect(submitted?.body).not.toHaveProperty('value_en');
    await waitFor(() => expect(client.getQueryState(dictionaryQueryKey('sex', 'en'))?.isInvalidated).toBe(true));
  });
});
