import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithClient, setupPageTests } from '../../../test-support';
import type { Statement, StatementAsk } from './api';
import { StatementView } from './StatementView';

const ask: StatementAsk = {
  debtorPartyId: '2',
  creditorPartyId: '1',
  start: '2026-10-01',
  end: '2026-10-31',
  ageing: true,
};

const statement: Statement = {
  creditor: { id: '1', code: 'HQ', name: 'Head office' },
  debtor: { id: '2', code: 'C0001', name: 'Sunrise' },
  start: '2026-10-01',
  end: '2026-10-31',
  opening: '100.00',
  lines: [
    {
      lineNo: 1,
      entryId: '7',
      postingDate: '2026-10-05',
      kind: 'CREDIT',
      entryType: 'CREDIT_USE',
      voucherType: 'order',
      voucherId: '55',
      remark: 'SO2026-00055',
      dueDate: '2026-11-04',
      debit: '1500.00',
      credit: '0.00',
      balance: '1600.00',
    },
  ],
  totalDebit: '1500.00',
  totalCredit: '0.00',
  closing: '1600.00',
  ageing: {
    notDue: '1600.00',
    d1to30: '0.00',
    d31to60: '0.00',
    d61to90: '0.00',
    d91to120: '0.00',
    over120: '0.00',
    total: '1600.00',
  },
};

describe('a statement on the page', { timeout: 30_000 }, () => {
  beforeAll(setupPageTests);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the parties, the lines with their running balance, the closing and the ageing', async () => {
    renderWithClient(<StatementView statement={statement} ask={ask} mayExport={false} />);
    expect(await screen.findByText('Statement of C0001 Sunrise')).toBeTruthy();
    expect(screen.getByTestId('statement-closing').textContent).toBe('1,600.00');
    expect(screen.getByText('SO2026-00055')).toBeTruthy();
    expect(screen.getByText('Goods on credit')).toBeTruthy();
    expect(screen.getByText('Ageing on 2026-10-31, by days past due')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'PDF' })).toBeNull();
  });

  it('opens the PDF on the standalone pdf page through a signed link', async () => {
    const calls = fakeServer({
      '/api/smdp-finance/statement/pdf-link': { url: '/api/smdp-finance/statement/pdf?sig=x' },
    });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderWithClient(<StatementView statement={statement} ask={ask} mayExport />);
    fireEvent.click(await screen.findByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(String(open.mock.calls[0]?.[0])).toContain('#/standalone/pdf?pdfUrl=');
    const search = calls.find((call) => call.path.endsWith('/pdf-link'))?.search;
    expect(Object.fromEntries(search ?? [])).toMatchObject({
      debtorPartyId: '2',
      creditorPartyId: '1',
      start: '2026-10-01',
      end: '2026-10-31',
      ageing: '1',
    });
  });
});
