import { noticeCodes } from '@smdp/contracts/resource';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { usePermissions } from '../../../lib/session';
import { answerCalls, callsTo, renderWithRouter, setupShellTest } from '../../../shell/testing';
import NoticePage from './NoticePage';

beforeAll(setupShellTest);

const notice = (fields: Record<string, unknown>) => ({
  id: '1',
  version: 1,
  title: 'Holiday schedule',
  body: 'Closed on the 25th.',
  audience: { types: [], levels: [], regions: [], parties: [] },
  publishAt: '2026-11-27 10:00:00',
  expireAt: null,
  pinned: false,
  requiresAck: false,
  state: 'PUBLISHED',
  publishedAt: '2026-11-27 10:00:00',
  readAt: null,
  ackedAt: null,
  createTime: '2026-11-27 09:00:00',
  ...fields,
});
const page = (records: unknown[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

describe('notices page', () => {
  it('lets a manager publish a draft and see its state', async () => {
    usePermissions.setState({
      codes: { [noticeCodes.add]: true, [noticeCodes.edit]: true, [noticeCodes.publish]: true },
    });
    const fetch = answerCalls({
      '/smdp-resource/notice/list': page([notice({ id: '7', state: 'DRAFT', pinned: true, title: 'Price list' })]),
      '/smdp-resource/notice/publish': notice({ id: '7' }),
    });
    renderWithRouter(<NoticePage />);
    const row = (await screen.findByText('Price list')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Draft')).toBeTruthy();
    expect(within(row).getByText('Pinned')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Publish' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(callsTo(fetch, '/smdp-resource/notice/publish')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetch, '/smdp-resource/notice/publish')[0]?.[1]?.body))).toEqual({
      id: '7',
      version: 1,
    });
  });

  it('shows a reader its notices and lets it acknowledge one', async () => {
    usePermissions.setState({ codes: { [noticeCodes.view]: true } });
    const unacked = notice({ id: '9', requiresAck: true, title: 'Credit terms' });
    const fetch = answerCalls({
      '/smdp-resource/notice/list': page([unacked]),
      '/smdp-resource/notice/detail': { ...unacked, readAt: '2026-11-28 10:00:00' },
      '/smdp-resource/notice/ack': { ...unacked, readAt: '2026-11-28 10:00:00', ackedAt: '2026-11-28 10:00:00' },
    });
    renderWithRouter(<NoticePage />);
    expect(await screen.findByText('To acknowledge')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New notice' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Credit terms' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Closed on the 25th.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(callsTo(fetch, '/smdp-resource/notice/ack')).toHaveLength(1));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Acknowledge' })).toBeNull());
  });
});
