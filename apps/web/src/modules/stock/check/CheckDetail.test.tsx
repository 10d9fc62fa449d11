import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, renderWithClient, setupPageTests } from '../../../test-support';
import { CheckDetail } from './CheckDetail';

const check = {
  id: '21',
  taskNo: 'PD-0021',
  state: 'CANCELLED',
  warehouseId: '3',
  warehouseCode: 'WH1',
  warehouseName: 'Main',
  ownerPartyId: null,
  scope: 'ALL',
  categoryId: null,
  blind: false,
  freeze: false,
  assignedTo: null,
  assigneeName: null,
  plannedDate: null,
  dueDate: null,
  diffValue: null,
  needsApproval: false,
  adjustmentId: null,
  adjustmentNo: null,
  postingDate: null,
  remark: null,
  version: 3,
  createTime: '2026-11-01 09:00:00',
  updateTime: '2026-11-02 09:00:00',
  lineCount: 0,
  lines: [],
};

describe('CheckDetail', () => {
  beforeAll(setupPageTests);
  afterEach(cleanup);

  it("shows a stock check's history from its own timeline, its moves in words", async () => {
    const calls = fakeServer({
      '/api/smdp-stock/check/detail': check,
      '/api/smdp-stock/check/timeline': [
        {
          id: '1',
          action: 'create',
          fromState: null,
          toState: 'PLANNED',
          remark: null,
          userId: '7',
          account: 'wh01',
          createTime: '2026-11-01 09:00:00',
        },
        {
          id: '2',
          action: 'cancel',
          fromState: 'PLANNED',
          toState: 'CANCELLED',
          remark: 'wrong shelf',
          userId: '7',
          account: 'wh01',
          createTime: '2026-11-02 09:00:00',
        },
      ],
    });
    renderWithClient(<CheckDetail id="21" onClose={() => {}} onChanged={() => {}} />);
    expect(await screen.findByText('History')).toBeTruthy();
    expect(await screen.findByText(/wrong shelf/)).toBeTruthy();
    expect(screen.getAllByText(/Created/).length).toBeGreaterThan(0);
    expect(calls.map((call) => `${call.path}?${call.search}`)).toContain('/api/smdp-stock/check/timeline?id=21');
  }, 20_000);
});
