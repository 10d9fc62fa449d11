import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePermissions } from '../../../lib/session';
import { fakeServer, renderWithClient, setupPageTests } from '../../../test-support';
import type { Outbound } from '../api';
import { PickCheck } from './PickCheckPage';

const line = { goodsName: 'Mango juice', unit: 'PCS', factor: '1.000000', batchNo: '' };
const OUTBOUND = {
  id: '5',
  voucherNo: 'OUT2026-00005',
  state: 'SUBMITTED',
  warehouseId: '7',
  warehouseCode: 'W01',
  warehouseName: 'Main',
  version: 2,
  lines: [
    { ...line, id: '51', lineNo: 1, goodsId: '42', sku: 'SKU-42', barcode: '6900000000424', qty: '2.000' },
    { ...line, id: '52', lineNo: 2, goodsId: '43', sku: 'SKU-43', barcode: null, qty: '1.000' },
  ],
} as unknown as Outbound;

const scanField = () => screen.getByLabelText('Scan code');
const scanCode = (code: string) => {
  fireEvent.change(scanField(), { target: { value: code } });
  // A scanner presses and releases Enter after the code (antd ignores a held Enter until it is released).
  fireEvent.keyDown(scanField(), { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(scanField(), { key: 'Enter', code: 'Enter', keyCode: 13 });
};
const shipButton = () => screen.getByRole('button', { name: 'Ship' });

describe('PickCheck', { timeout: 30_000 }, () => {
  beforeAll(setupPageTests);
  beforeEach(() => usePermissions.setState({ codes: { outbound_edit: true } }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
  });

  it('counts scans by barcode and SKU, refuses over-scans and unknown codes, and ships once all is checked', async () => {
    const calls = fakeServer({ '/api/smdp-stock/outbound/ship': { ...OUTBOUND, state: 'DONE' } });
    const shipped = vi.fn();
    renderWithClient(<PickCheck outbound={OUTBOUND} onShipped={shipped} />);

    scanCode('6900000000424');
    expect(screen.getByText('Line 1 (SKU-42): 1 of 2 checked.')).toBeTruthy();
    expect(screen.getByLabelText('Checked on line 1').textContent).toBe('1 / 2 PCS');
    expect(shipButton()).toHaveProperty('disabled', true);

    scanCode('sku-42');
    scanCode('6900000000424');
    expect(screen.getByText(/^Too many: line 1 \(SKU-42\) needs 2 and 2 are already checked/)).toBeTruthy();
    expect(screen.getByLabelText('Checked on line 1').textContent).toBe('2 / 2 PCS');

    scanCode('NOPE-1');
    expect(screen.getByText('No line of this voucher has the code NOPE-1.')).toBeTruthy();
    expect(screen.getByText('1 of 2 lines checked')).toBeTruthy();
    expect(shipButton()).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByLabelText('Line 2 checked'));
    expect(screen.getByText('2 of 2 lines checked')).toBeTruthy();
    expect(shipButton()).toHaveProperty('disabled', false);
    fireEvent.click(shipButton());
    await waitFor(() => expect(shipped).toHaveBeenCalledOnce());
    const ship = calls.find((call) => call.path === '/api/smdp-stock/outbound/ship');
    expect(ship?.body).toMatchObject({ id: '5', version: 2 });
  });

  it('takes a typed quantity, and unticking a line disables shipping again', () => {
    fakeServer({});
    renderWithClient(<PickCheck outbound={OUTBOUND} onShipped={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } });
    scanCode('SKU-42');
    expect(screen.getByLabelText('Checked on line 1').textContent).toBe('2 / 2 PCS');
    scanCode('SKU-43');
    expect(shipButton()).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByLabelText('Line 1 checked'));
    expect(shipButton()).toHaveProperty('disabled', true);
  });

  it('keeps the ship button off for an account that may not ship', () => {
    usePermissions.setState({ codes: {} });
    fakeServer({});
    renderWithClient(<PickCheck outbound={OUTBOUND} onShipped={vi.fn()} />);
    fireEvent.click(screen.getByLabelText('Line 1 checked'));
    fireEvent.click(screen.getByLabelText('Line 2 checked'));
    expect(shipButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('You may check the goods but not ship them.')).toBeTruthy();
  });
});
