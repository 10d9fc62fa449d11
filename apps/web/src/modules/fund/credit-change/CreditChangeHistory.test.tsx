import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, renderWithClient, setupPageTests } from '../../../test-support';
import type { CreditChange } from '../api';
import { CreditChangeHistory } from './CreditChangeHistory';

describe('CreditChangeHistory', () => {
  beforeAll(setupPageTests);
  afterEach(cleanup);

  it("shows a credit change's moves in words, from its own timeline", async () => {
    const calls = fakeServer({
      '/api/smdp-finance/credit-change/timeline': [
        {
          id: '1',
          action: 'create',
          fromState: null,
          toState: 'SUBMITTED',
          remark: null,
          userId: '7',
          account: 'sales01',
          createTime: '2026-11-01 09:00:00',
        },
        {
          id: '2',
          action: 'reject',
          fromState: 'SUBMITTED',
          toState: 'REJECTED',
          remark: 'overdue invoices',
          userId: '8',
          account: 'finance01',
          createTime: '2026-11-02 09:00:00',
        },
      ],
    });
    const change = { id: '42', debtorName: 'Sunrise Distribution' } as CreditChange;
    renderWithClient(<CreditChangeHistory change={change} onClose={() => {}} />);
    expect(await screen.findByText('History of the credit change of Sunrise Distribution')).toBeTruthy();
    expect(await screen.findByText(/overdue invoices/)).toBeTruthy();
    expect(screen.getAllByText(/Requested|Reject/).length).toBeGreaterThanOrEqual(2);
    expect(calls.map((call) => `${call.path}?${call.search}`)).toContain(
      '/api/smdp-finance/credit-change/timeline?id=42',
    );
  }, 20_000);
});
