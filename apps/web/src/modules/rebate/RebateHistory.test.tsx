import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, renderWithClient, setupPageTests } from '../../test-support';
import { RebateHistory } from './RebateHistory';

const entry = (id: string, action: string, fromState: string | null, toState: string, remark: string | null) => ({
  id,
  action,
  fromState,
  toState,
  remark,
  userId: '7',
  account: 'finance01',
  createTime: '2026-11-02 09:00:00',
});

describe('RebateHistory', () => {
  beforeAll(setupPageTests);
  afterEach(cleanup);

  it("shows a settlement's moves in words, from the settlement's own timeline", async () => {
    const calls = fakeServer({
      '/api/smdp-finance/rebate/settlement/timeline': [
        entry('1', 'create', null, 'DRAFT', null),
        entry('2', 'cancel', 'DRAFT', 'CANCELLED', 'wrong period'),
      ],
    });
    renderWithClient(<RebateHistory document={{ kind: 'settlement', id: '42', name: 'RS-0042' }} onClose={() => {}} />);
    expect(await screen.findByText('History of RS-0042')).toBeTruthy();
    expect(await screen.findByText(/wrong period/)).toBeTruthy();
    expect(screen.getAllByText(/Created|Cancel/).length).toBeGreaterThanOrEqual(2);
    expect(calls.map((call) => `${call.path}?${call.search}`)).toContain(
      '/api/smdp-finance/rebate/settlement/timeline?id=42',
    );
  });
});
