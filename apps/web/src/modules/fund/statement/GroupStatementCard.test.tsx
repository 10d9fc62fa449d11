import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { message } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Call, fakeServer, renderWithClient, setupPageTests } from '../../../test-support';
import { GroupStatementCard } from './GroupStatementCard';

describe('statements for a group of buyers', { timeout: 30_000 }, () => {
  beforeAll(setupPageTests);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
  });

  it('starts the batch for all buyers of last month, then schedules it monthly and lists the schedule', async () => {
    const schedules: object[] = [];
    const calls = fakeServer({
      '/api/smdp-finance/statement/batch': { jobId: 'j1', buyers: 3 },
      '/api/smdp-finance/statement/schedule/list': () => schedules,
      '/api/smdp-finance/statement/schedule/save': (call: Call) => {
        const saved = { id: '5', groupValue: null, lastRunOn: null, ...(call.body as object) };
        schedules.push(saved);
        return saved;
      },
    });
    renderWithClient(<GroupStatementCard />);
    expect(await screen.findByText('No schedule yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Run as a job' }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/batch'))).toBe(true));
    const batch = calls.find((call) => call.path.endsWith('/batch'));
    expect(batch?.body).toMatchObject({ groupBy: 'ALL', ageing: false, start: expect.stringMatching(/-01$/) });
    expect(batch?.body).not.toHaveProperty('groupValue');

    // Scheduling needs a frequency.
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/schedule/save'))).toBe(false);
    fireEvent.mouseDown(screen.getByLabelText('Repeat'));
    fireEvent.click(await screen.findByText('Monthly, on the 1st, for the month before'));
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/schedule/save'))).toBe(true));
    const list = await screen.findByText('My schedules');
    const item = await within(list.closest('.ant-list') as HTMLElement).findByText('All my buyers');
    expect(item).toBeTruthy();
  });
});
