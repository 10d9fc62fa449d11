import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rowAction } from '../../../crud/testing';
import { setupI18n } from '../../../lib/i18n';
import { usePermissions } from '../../../lib/session';
import type { AgeingRow, BalanceRow, InOutRow, LedgerRow, ProjectedRow } from '../report-api';
import StockReportPage from './StockReportPage';

const BALANCE: BalanceRow = {
  id: '7-42-',
  warehouseId: '7',
  warehouseCode: 'W01',
  warehouseName: 'Main',
  goodsId: '42',
  sku: 'SKU-42',
  goodsName: 'Mango juice',
  baseUnit: 'PCS',
  batchNo: '',
  onHand: '12.000',
  reserved: '2.000',
  available: '10.000',
  inTransit: '0.000',
  stockValue: '24.00',
};

const MOVE: LedgerRow = {
  id: '900',
  postingDate: '2026-11-20',
  warehouseId: '7',
  warehouseCode: 'W01',
  goodsId: '42',
  batchNo: '',
  voucherType: 'SALES_OUT',
  voucherId: '5',
  voucherLine: 1,
  reversalOf: null,
  qtyChange: '-3.000',
  qtyAfter: '12.000',
  unitCost: '2.000000',
  valueChange: '-6.00',
  valueAfter: '24.00',
  unit: 'PCS',
  factor: '1.000000',
  createTime: '2026-11-20 10:00:00',
};

const KEY = {
  warehouseId: '7',
  warehouseCode: 'W01',
  warehouseName: 'Main',
  goodsId: '42',
  sku: 'SKU-42',
  goodsName: 'Mango juice',
  baseUnit: 'PCS',
};
const AGEING: AgeingRow = {
  ...KEY,
  id: '7-42-',
  batchNo: '',
  onHand: '13.000',
  qty0To30: '5.000',
  qty31To60: '8.000',
  qty61To90: '0.000',
  qtyOver90: '0.000',
  value0To30: '20.00',
  value31To60: '24.00',
  value61To90: '0.00',
  valueOver90: '0.00',
  layerValue: '44.00',
  oldestDays: 45,
};
const PROJECTED: ProjectedRow = {
  ...KEY,
  id: '7-42',
  onHand: '4.000',
  reserved: '0.000',
  inTransit: '0.000',
  available: '4.000',
  projected: '4.000',
  reorderLevel: '5.000',
  reorder: true,
};
const IN_OUT: InOutRow = {
  ...KEY,
  id: '7-outbound-SALES_OUT-',
  goodsId: null,
  sku: null,
  goodsName: null,
  baseUnit: null,
  voucherType: 'outbound',
  subType: 'SALES_OUT',
  inQty: '0.000',
  outQty: '6.000',
  inValue: '0.00',
  outValue: '15.00',
  entries: 2,
};

function fakeServer() {
  const calls: URL[] = [];
  const envelope = (data: unknown) => new Response(JSON.stringify({ code: 200, success: true, data, msg: '' }));
  const page = (records: unknown[]) => envelope({ records, total: records.length, size: 10, current: 1, pages: 1 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      calls.push(url);
      switch (url.pathname) {
        case '/api/smdp-stock/report/warehouses':
          return envelope([{ id: '7', code: 'W01', name: 'Main' }]);
        case '/api/smdp-stock/report/balance':
          return page([BALANCE]);
        case '/api/smdp-stock/report/ledger':
          return page([MOVE]);
        case '/api/smdp-stock/report/ageing':
          return page([AGEING]);
        case '/api/smdp-stock/report/projected':
          return page([PROJECTED]);
        case '/api/smdp-stock/report/in-out-by-type':
          return page([IN_OUT]);
        default:
          return envelope(null);
      }
    }),
  );
  return calls;
}

describe('StockReportPage', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    localStorage.setItem('smdp-language', 'en');
    await setupI18n();
    window.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  beforeEach(() => usePermissions.setState({ codes: { stock_report_view: true, stock_report_export: true } }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
    Modal.destroyAll();
  });
  afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));

  it("lists balances and opens a row's goods ledger in its warehouse, without the drift tab for non-administrators", async () => {
    const calls = fakeServer();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <StockReportPage />
      </QueryClientProvider>,
    );
    const row = (await screen.findByText('SKU-42')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('10.000');
    expect(screen.queryByRole('tab', { name: 'Drift check' })).toBeNull();
    fireEvent.click(await rowAction(row, 'Ledger'));
    expect(await screen.findByText('Stock ledger of SKU-42 Mango juice')).toBeTruthy();
    await waitFor(() => {
      const ledger = calls.find((url) => url.pathname === '/api/smdp-stock/report/ledger');
      expect(ledger?.searchParams.get('goodsId')).toBe('42');
      expect(ledger?.searchParams.get('warehouseId_equal')).toBe('7');
      expect(ledger?.searchParams.get('order')).toBe('desc');
    });
    expect(await screen.findByText('-3.000')).toBeTruthy();
  });

  it('shows ageing buckets as of a day, projected stock with its reorder flag, and moves by voucher type', async () => {
    const calls = fakeServer();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <StockReportPage />
      </QueryClientProvider>,
    );
    const last = (path: string) => calls.filter((url) => url.pathname === `/api/smdp-stock/report/${path}`).at(-1);

    fireEvent.click(await screen.findByRole('tab', { name: 'Ageing' }));
    const aged = (await screen.findByText('8.000')).closest('tr') as HTMLElement;
    expect(aged.textContent).toContain('44.00');
    await waitFor(() => expect(last('ageing')?.searchParams.get('asOf')).toMatch(/^\d{4}-\d{2}-\d{2}$/));

    fireEvent.click(screen.getByRole('tab', { name: 'Projected stock' }));
    expect(await screen.findByText('Reorder now')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'In and out by type' }));
    const moved = (await screen.findByText('Sales out')).closest('tr') as HTMLElement;
    expect(moved.textContent).toContain('Outbound voucher');
    expect(last('in-out-by-type')?.searchParams.get('byGoods')).toBe('0');
    fireEvent.click(screen.getByRole('checkbox', { name: 'One row per goods' }));
    await waitFor(() => expect(last('in-out-by-type')?.searchParams.get('byGoods')).toBe('1'));
  });
});
