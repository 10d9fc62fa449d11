import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePermissions } from '../../../lib/session';
import { fakeServer, page, renderWithClient, setupPageTests } from '../../../test-support';
import OrderSearchPage from './OrderSearchPage';

const ROW = {
  id: '3',
  docNo: 'SO2026-000003',
  channel: 'PRIMARY',
  type: 'SALE',
  state: 'SUBMITTED',
  buyerName: 'Sunrise Distribution',
  shipFromWarehouseName: 'Company central warehouse',
  deliveryStatus: 'NOT_DELIVERED',
  actualTotalAmount: '25.56',
  createTime: '2026-11-24 23:00:00',
  version: 3,
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

describe('OrderSearchPage', { timeout: 30_000 }, () => {
  beforeAll(setupPageTests);
  beforeEach(() => usePermissions.setState({ codes: { order_view: true, order_save: true } }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
  });

  it('shows the saved views with their counts, asks the list for the chosen one, and opens an order by its number', async () => {
    const calls = fakeServer({
      '/api/smdp-order/order/views': { toApprove: 1, toShip: 0, toReceive: 2, returnsToInspect: 0 },
      '/api/smdp-order/order/list': page([ROW]),
    });
    renderWithClient(
      <MemoryRouter initialEntries={['/sales/order']}>
        <OrderSearchPage />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByText('To approve (1)'));
    expect(screen.getByText('To receive (2)')).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((call) => call.path.endsWith('/list') && call.search.get('view') === 'toApprove')).toBe(true),
    );
    fireEvent.click(await screen.findByText('SO2026-000003'));
    expect(screen.getByTestId('where').textContent).toBe('/sales/order/purchaseDetailView?id=3');
  });
});
