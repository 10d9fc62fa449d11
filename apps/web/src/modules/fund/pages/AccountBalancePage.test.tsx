import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { usePermissions, useSession } from '../../../lib/session';
import { fakeServer, page, renderWithClient, setupPageTests } from '../../../test-support';
import AccountBalancePage from './AccountBalancePage';

const REPORT = '/api/smdp-finance/report';

const ageing = {
  id: '31:5',
  holderPartyId: '31',
  holderCode: 'C0001-0002',
  holderName: 'Duka Mombasa 2',
  counterpartyPartyId: '5',
  counterpartyCode: 'C0001',
  counterpartyName: 'Sunrise Distribution',
  notDue: '100.00',
  d1to30: '20.00',
  d31to60: '0.00',
  d61to90: '0.00',
  d91to120: '0.00',
  over120: '7.50',
  total: '127.50',
  overdue: '27.50',
  oldestDueDate: '2026-01-01',
};

describe('the account balance page with its finance reports', { timeout: 30_000 }, () => {
  beforeAll(setupPageTests);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
    Modal.destroyAll();
  });
  afterAll(() => new Promise((resolve) => setTimeout(resolve, 1000)));

  it('shows the ageing tab and opens the credit lines behind a figure', async () => {
    useSession.setState({ user: { user_info: { customerCode: '' } } as never }); // only what the page reads
    usePermissions.setState({ codes: { account_balance_view: true, account_balance_export: true } });
    const calls = fakeServer({
      '/api/smdp-finance/fund-account/list': page([]),
      [`${REPORT}/ageing`]: page([ageing]),
      '/api/smdp-finance/fund-account/entries': page([]),
    });
    renderWithClient(<AccountBalancePage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Receivables ageing' }));
    const figure = await screen.findByRole('button', { name: 'Over 120 days C0001-0002' });
    expect(figure.textContent).toBe('7.50');
    expect(screen.getByText('127.50')).toBeTruthy();
    fireEvent.click(figure);
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path.endsWith('/fund-account/entries') &&
            call.search.get('holderPartyId') === '31' &&
            call.search.get('counterpartyPartyId') === '5' &&
            call.search.get('kind') === 'CREDIT',
        ),
      ).toBe(true),
    );
    expect(calls.some((call) => call.path === `${REPORT}/ageing`)).toBe(true);
  });
});
