import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../lib/i18n';
import { usePermissions } from '../lib/session';
import { CrudPage } from './CrudPage';
import type { CrudConfig, CrudRow } from './types';

type Post = CrudRow & { postName: string; sort: number };

const config: CrudConfig<Post> = {
  code: 'post',
  title: 'Posts',
  entity: 'post',
  api: { list: '/p/list', submit: '/p/submit', remove: '/p/remove' },
  fields: [
    {
      key: 'postName',
      label: 'Post name',
      search: 'like',
      column: { sorter: true },
      form: { required: true, max: 10 },
    },
    { key: 'sort', label: 'Sort', kind: 'number', form: { initial: 1 } },
  ],
};

/** A fake server: one table of posts, the calls the page makes, and a log of them. */
/** `removableIds`: the ids the caller may delete (all when absent); remove answers how many went. */
function fakeServer(options: { failSubmit?: boolean; removableIds?: string[] } = {}) {
  let posts: Post[] = [
    { id: '1', postName: 'Manager', sort: 1, version: 1 },
    { id: '2', postName: 'Clerk', sort: 2, version: 1 },
  ];
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const envelope = (data: unknown, code = 200, msg = '') =>
    new Response(JSON.stringify({ code, success: code === 200, data, msg }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method: init.method ?? 'GET', url, body });
      switch (url.pathname) {
        case '/api/p/list': {
          const like = url.searchParams.get('postName_like') ?? '';
          const records = posts.filter((post) => post.postName.includes(like));
          return envelope({ records, total: records.length, size: 10, current: 1, pages: 1 });
        }
        case '/api/p/submit':
          if (options.failSubmit) return envelope(null, 400, 'Post code exists');
          posts = [...posts, { ...(body as Post), id: String(posts.length + 1), version: 1 }];
          return envelope(true);
        case '/api/p/remove': {
          const ids = (url.searchParams.get('ids') ?? '')
            .split(',')
            .filter((id) => options.removableIds?.includes(id) ?? true);
          posts = posts.filter((post) => !ids.includes(post.id));
          return envelope(ids.length);
        }
        case '/api/blade-system/pageTableSetting/bydetail':
        case '/api/blade-system/tableInitializeConfig':
          return envelope(null);
        case '/api/blade-system/pageTableSetting/submit':
          return envelope(true);
        default:
          return envelope(null, 404, 'not found');
      }
    }),
  );
  return { calls };
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CrudPage config={config} />
    </QueryClientProvider>,
  );
}

// antd's first render in jsdom takes seconds on a busy 2-core machine.
describe('CrudPage', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    localStorage.setItem('smdp-language', 'en');
    await setupI18n();
    // jsdom lacks the layout API antd's table measures with.
    window.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  beforeEach(() => usePermissions.setState({ codes: { post_add: true, post_delete: true, post_edit: true } }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
    Modal.destroyAll();
  });

  it('lists the records and shows only the granted buttons', async () => {
    fakeServer();
    renderPage();
    expect(await screen.findByText('Manager')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    cleanup();
    usePermissions.setState({ codes: {} });
    renderPage();
    expect(await screen.findByText('Manager')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
  });

  it('validates before sending, then adds with the spec toast and shows the new row', async () => {
    const { calls } = fakeServer();
    renderPage();
    await screen.findByText('Manager');
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Post name');
    fireEvent.change(name, { target: { value: 'Much too long a name' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText('Enter at most 10 characters')).toBeTruthy();
    expect(calls.some((call) => call.url.pathname === '/api/p/submit')).toBe(false);

    fireEvent.change(name, { target: { value: 'Driver' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Added successfully')).toBeTruthy();
    expect(calls.find((call) => call.url.pathname === '/api/p/submit')?.body).toEqual({ postName: 'Driver', sort: 1 });
    expect(await screen.findByText('Driver')).toBeTruthy();
  });

  it('keeps the dialog open with what was typed when the server refuses', async () => {
    fakeServer({ failSubmit: true });
    renderPage();
    await screen.findByText('Manager');
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Post name'), { target: { value: 'Driver' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Post code exists')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((within(dialog).getByLabelText('Post name') as HTMLInputElement).value).toBe('Driver');
  });

  it('asks for a selection, then confirms and removes the selected records', async () => {
    const { calls } = fakeServer();
    renderPage();
    await screen.findByText('Manager');
    fireEvent.click(screen.getByRole('button', { name: /Delete selected/ }));
    expect(await screen.findByText('Select at least one record')).toBeTruthy();

    const row = screen.getByText('Clerk').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /Delete selected/ }));
    expect(await screen.findAllByText('Delete the selected records?')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
    expect(calls.find((call) => call.url.pathname === '/api/p/remove')?.url.searchParams.get('ids')).toBe('2');
    await waitFor(() => expect(screen.queryByText('Clerk')).toBeNull());
  });

  it('says how many went when the server deletes only some of the selected records', async () => {
    fakeServer({ removableIds: ['2'] });
    renderPage();
    await screen.findByText('Manager');
    for (const name of ['Manager', 'Clerk']) {
      const row = screen.getByText(name).closest('tr') as HTMLElement;
      fireEvent.click(within(row).getByRole('checkbox'));
    }
    fireEvent.click(screen.getByRole('button', { name: /Delete selected/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Deleted 1 of 2; you may not delete the others')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Clerk')).toBeNull());
    expect(screen.getByText('Manager')).toBeTruthy();
  });

  it('searches with the list dialect', async () => {
    const { calls } = fakeServer();
    renderPage();
    await screen.findByText('Manager');
    fireEvent.change(within(screen.getByRole('search')).getByLabelText('Post name'), { target: { value: 'Cle' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(screen.queryByText('Manager')).toBeNull());
    expect(calls.at(-1)?.url.searchParams.get('postName_like')).toBe('Cle');
    expect(calls.at(-1)?.url.searchParams.get('current')).toBe('1');
  });

  it("opens already searched as its link's query says, with the filter in the form", async () => {
    const { calls } = fakeServer();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/posts?postName=Cle&tab=x']}>
          <CrudPage config={config} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Clerk')).toBeTruthy();
    expect(screen.queryByText('Manager')).toBeNull();
    const lists = calls.filter((call) => call.url.pathname === '/api/p/list');
    expect(lists.every((call) => call.url.searchParams.get('postName_like') === 'Cle')).toBe(true);
    expect(within(screen.getByRole('search')).getByLabelText<HTMLInputElement>('Post name').value).toBe('Cle');
  });
});
