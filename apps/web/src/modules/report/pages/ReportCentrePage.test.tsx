import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartProps } from '../../../components/chart/Chart';
import { setupI18n } from '../../../lib/i18n';
import { usePermissions } from '../../../lib/session';
import ReportCentrePage from './ReportCentrePage';

// The chart draws with ECharts in a browser; here it shows the categories of the option it was given.
vi.mock('../../../components/chart/Chart', () => ({
  Chart: ({ option, label }: ChartProps) => {
    const axis = (option as { xAxis?: { data?: string[] } }).xAxis;
    return (
      <div role="img" aria-label={label}>
        {axis?.data?.join(' | ')}
      </div>
    );
  },
}));

const SALES = [
  { key: '11', code: 'S-11', name: 'Corner shop', orderCount: 2, qty: '24.000', amount: '1500.00' },
  { key: '12', code: 'S-12', name: 'Kiosk', orderCount: 1, qty: '3.000', amount: '30.00' },
];

type Call = { url: URL; method: string; body: unknown };

function fakeServer() {
  const calls: Call[] = [];
  const sets = [
    { id: '5', reportCode: 'sales', name: 'By goods', filters: { groupBy_equal: 'GOODS', channel_equal: 'PRIMARY' } },
  ];
  const envelope = (data: unknown) => new Response(JSON.stringify({ code: 200, success: true, data, msg: '' }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ url, method: init?.method ?? 'GET', body });
      switch (url.pathname) {
        case '/api/smdp-report/report/sales':
          return envelope({ records: SALES, total: 2, size: 20, current: 1, pages: 1 });
        case '/api/smdp-report/filter-set/list':
          return envelope(sets);
        case '/api/smdp-report/filter-set/submit':
          return envelope({ id: '6', reportCode: 'sales', ...body });
        default:
          return envelope(null);
      }
    }),
  );
  return calls;
}

/** The address the page is at, to see what it writes there. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

const salesCalls = (calls: Call[]) => calls.filter((call) => call.url.pathname === '/api/smdp-report/report/sales');

describe('ReportCentrePage', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    localStorage.setItem('smdp-language', 'en');
    await setupI18n();
    window.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  beforeEach(() => usePermissions.setState({ codes: { report_center_view: true, report_center_export: true } }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
    Modal.destroyAll();
  });
  afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));

  const renderCentre = (address = '/report/index') =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[address]}>
          <ReportCentrePage />
          <Address />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('lists the reports by area, its own and the stock and finance ones it links to', () => {
    fakeServer();
    renderCentre();
    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(within(orders).getByText('Sales analysis')).toBeTruthy();
    expect(within(orders).getByText('Fill rate')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Stock' })).getByText('Slow movers')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Finance' })).getByText('Receivables ageing')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Network' })).getByText('Stores per warehouse')).toBeTruthy();
  });

  it('runs a report with its defaults, charts and tabulates the rows, applies and saves filter sets', async () => {
    const calls = fakeServer();
    renderCentre();
    fireEvent.click(screen.getByRole('button', { name: 'Open Sales analysis' }));
    const row = (await screen.findByText('S-11 Corner shop')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('1,500.00');
    expect(screen.getByRole('img', { name: 'Chart of Sales analysis' }).textContent).toBe('Corner shop | Kiosk');
    const first = salesCalls(calls)[0]?.url.searchParams;
    expect(first?.get('groupBy_equal')).toBe('BUYER');
    expect(first?.get('channel_equal')).toBe('SECONDARY');

    // Applying a saved set runs the report with its values.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Saved filter sets' }));
    fireEvent.click(await screen.findByTitle('By goods'));
    await waitFor(() => expect(salesCalls(calls).at(-1)?.url.searchParams.get('groupBy_equal')).toBe('GOODS'));
    expect(salesCalls(calls).at(-1)?.url.searchParams.get('channel_equal')).toBe('PRIMARY');

    // Saving stores the applied filters under the name given.
    fireEvent.click(screen.getByRole('button', { name: 'Save filter set' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name of the set' }), {
      target: { value: 'Primary goods' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => {
      const saved = calls.find((call) => call.url.pathname === '/api/smdp-report/filter-set/submit');
      expect(saved?.body).toEqual({
        reportCode: 'sales',
        name: 'Primary goods',
        filters: { groupBy_equal: 'GOODS', channel_equal: 'PRIMARY' },
      });
    });
  });

  it('opens the report and filters an address names, and writes applied filters back to the address', async () => {
    const calls = fakeServer();
    renderCentre('/report/index?report=sales&groupBy_equal=REGION&channel_equal=PRIMARY&other=1');
    await screen.findByText('S-11 Corner shop');
    const asked = salesCalls(calls)[0]?.url.searchParams;
    expect(asked?.get('groupBy_equal')).toBe('REGION');
    expect(asked?.get('channel_equal')).toBe('PRIMARY');
    expect(asked?.get('other')).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Saved filter sets' }));
    fireEvent.click(await screen.findByTitle('By goods'));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?report=sales&groupBy_equal=GOODS&channel_equal=PRIMARY'),
    );

    // Back to the centre empties the address; no report is open.
    fireEvent.click(screen.getByRole('button', { name: /All reports/ }));
    expect(screen.getByTestId('address').textContent).toBe('');
    expect(screen.getByRole('region', { name: 'Orders' })).toBeTruthy();
  });

  it('hides export without the export button permission', async () => {
    fakeServer();
    usePermissions.setState({ codes: { report_center_view: true } });
    renderCentre();
    fireEvent.click(screen.getByRole('button', { name: 'Open Sales analysis' }));
    await screen.findByText('S-11 Corner shop');
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
