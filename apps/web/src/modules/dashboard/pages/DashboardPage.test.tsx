import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeServer, renderWithClient, setupPageTests } from '../../../test-support';
import { DashboardTiles } from '../DashboardTiles';
import DashboardPage from './DashboardPage';

const TILES = {
  funds: {
    code: 'funds',
    figures: [
      { key: 'cashAvailable', kind: 'money', value: '28332.24' },
      { key: 'rebateAvailable', kind: 'money', value: '1428.42' },
      { key: 'creditAvailable', kind: 'money', value: '60000.00' },
    ],
    series: null,
    link: { path: '/finance/account-balance', query: { holderName: 'Sunrise Distribution' } },
  },
  ordersToConfirm: {
    code: 'ordersToConfirm',
    figures: [{ key: 'orders', kind: 'count', value: '1234' }],
    series: null,
    link: { path: '/sales/order', query: { type: 'SALE', channel: 'SECONDARY', state: 'SUBMITTED' } },
  },
  secondarySales: {
    code: 'secondarySales',
    figures: [{ key: 'amount', kind: 'money', value: '41.03' }],
    series: {
      kind: 'money',
      points: [
        { label: '2026-11-17', value: '20.74' },
        { label: '2026-11-28', value: '20.29' },
      ],
    },
    link: { path: '/sales/order', query: { channel: 'SECONDARY', createTime_datege: '2026-11-01 00:00:00' } },
  },
} as const;

function serve() {
  return fakeServer({
    '/api/smdp-dashboard/tile/list': Object.keys(TILES).map((code) => ({
      code,
      audience: 'owner',
      chart: code === 'secondarySales',
    })),
    '/api/smdp-dashboard/tile/detail': (call: { search: URLSearchParams }) =>
      TILES[call.search.get('code') as keyof typeof TILES],
    '/api/blade-system/dept/getCurrencyByCurrUser': 'CNY',
  });
}

/** Where a click led: the list page's path and query. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

function renderDashboard() {
  renderWithClient(
    <MemoryRouter initialEntries={['/dashboard/index']}>
      <Routes>
        <Route path="/dashboard/index" element={<DashboardPage />} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('DashboardPage', { timeout: 30_000 }, () => {
  beforeAll(setupPageTests);
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('shows each tile with its figures, money with the currency, counts grouped', async () => {
    const calls = serve();
    renderDashboard();
    const funds = await screen.findByTestId('tile-funds');
    expect(await within(funds).findByText('28,332.24 CNY')).toBeTruthy();
    expect(within(funds).getByText('Money available')).toBeTruthy();
    expect(within(funds).getByText('Credit')).toBeTruthy();
    const confirm = await screen.findByTestId('tile-ordersToConfirm');
    expect(await within(confirm).findByText('1,234')).toBeTruthy();
    // One call per tile, each naming its tile.
    const asked = calls.filter((call) => call.path === '/api/smdp-dashboard/tile/detail');
    expect(asked.map((call) => call.search.get('code')).sort()).toEqual(Object.keys(TILES).sort());
  });

  it('opens the list behind a tile with the filter the tile counted', async () => {
    serve();
    renderDashboard();
    fireEvent.click(await screen.findByRole('link', { name: /^Open the list behind “Orders to confirm”/ }));
    expect((await screen.findByTestId('landed')).textContent).toBe(
      '/sales/order?type=SALE&channel=SECONDARY&state=SUBMITTED',
    );
  });

  it("draws the month's sales as a chart named in the user's language", async () => {
    serve();
    await changeLanguage('fr');
    renderDashboard();
    const chart = await screen.findByRole('img', { name: 'Ventes secondaires par jour ce mois-ci' });
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    const confirm = await screen.findByTestId('tile-ordersToConfirm');
    // French groups thousands with a narrow no-break space.
    expect(await within(confirm).findByText(/^1\s234$/)).toBeTruthy();
  });

  it('draws no chart on the home tab until asked (ECharts stays unfetched)', async () => {
    serve();
    renderWithClient(
      <MemoryRouter>
        <DashboardTiles chartsOnRequest />
      </MemoryRouter>,
    );
    const sales = await screen.findByTestId('tile-secondarySales');
    const ask = await within(sales).findByRole('button', { name: 'Show the chart' });
    expect(screen.queryByRole('img', { name: 'Secondary sales per day this month' })).toBeNull();
    fireEvent.click(ask);
    expect(await screen.findByRole('img', { name: 'Secondary sales per day this month' })).toBeTruthy();
  });
});
