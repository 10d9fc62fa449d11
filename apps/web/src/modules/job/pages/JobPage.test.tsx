import { jobCodes } from '@smdp/contracts/job';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { usePermissions } from '../../../lib/session';
import { fakeServer, page, renderWithClient, setupPageTests } from '../../../test-support';
import DownloadPage from './DownloadPage';
import JobPage from './JobPage';

const job = (id: string, state: string, error: string | null = null) => ({
  id,
  queue: 'list-export',
  title: `export ${id}`,
  state,
  progress: state === 'running' ? 40 : 0,
  error,
  attempts: 1,
  createdBy: 'admin',
  createTime: '2026-11-23 10:00:00',
  startTime: null,
  endTime: null,
});

describe('JobPage and DownloadPage', { timeout: 30_000 }, () => {
  beforeAll(setupPageTests);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
    Modal.destroyAll();
  });

  it('lists jobs with their state and error, and retries a failed one', async () => {
    const calls = fakeServer({
      '/api/smdp-job/job/list': page([job('a', 'failed', 'list call failed'), job('b', 'running')]),
      '/api/smdp-job/job/retry': job('a', 'queued'),
    });
    usePermissions.setState({ codes: { [jobCodes.view]: true, [jobCodes.edit]: true } });
    renderWithClient(<JobPage />);
    const failed = (await screen.findByText('export a')).closest('tr') as HTMLElement;
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('list call failed')).toBeTruthy();
    const running = screen.getByText('export b').closest('tr') as HTMLElement;
    expect(within(running).getByText('Running')).toBeTruthy();
    expect(within(running).queryByText('Retry')).toBeNull();
    fireEvent.click(within(failed).getByText('Retry'));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/smdp-job/job/retry')).toBe(true));
    expect(calls.find((call) => call.path === '/api/smdp-job/job/retry')?.search.get('id')).toBe('a');
  });

  it("lists the caller's files with size, expiry and owner", async () => {
    fakeServer({
      '/api/smdp-job/download/list': page([
        {
          id: '7',
          fileName: 'warehouses.xlsx',
          size: 20480,
          expireTime: '2026-11-26 10:00:00',
          createdBy: 'admin',
          createTime: '2026-11-23 10:00:00',
        },
      ]),
    });
    usePermissions.setState({ codes: { download_view: true } });
    renderWithClient(<DownloadPage />);
    const row = (await screen.findByText('warehouses.xlsx')).closest('tr') as HTMLElement;
    expect(within(row).getByText('20.0 KB')).toBeTruthy();
    expect(within(row).getByText('2026-11-26 10:00:00')).toBeTruthy();
    expect(within(row).getByText('Download')).toBeTruthy();
  });
});
