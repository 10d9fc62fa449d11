import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSession } from '../lib/session';
import { PendingNotices } from './PendingNotices';
import { answerCalls, callsTo, renderWithRouter, setupShellTest } from './testing';

beforeAll(setupShellTest);

const notice = (id: string, title: string) => ({
  id,
  version: 2,
  title,
  body: 'Read me.',
  audience: { types: [], levels: [], regions: [], parties: [] },
  publishAt: '2026-11-27 10:00:00',
  expireAt: null,
  pinned: false,
  requiresAck: true,
  state: 'PUBLISHED',
  publishedAt: '2026-11-27 10:00:00',
  readAt: null,
  ackedAt: null,
  createTime: '2026-11-27 09:00:00',
});

describe('notices to acknowledge at sign-in', () => {
  it('shows each one until it is acknowledged, with no way to close it', async () => {
    useSession.setState({ user: { user_info: { customerCode: 'C0001' } } as never });
    let pending = [notice('1', 'Credit terms'), notice('2', 'Price list')];
    const fetch = answerCalls({
      '/smdp-resource/notice/pending-ack': () => pending,
      '/smdp-resource/notice/ack': ({ body }: { body: unknown }) => {
        pending = pending.filter((n) => n.id !== (body as { id: string }).id);
        return { ...notice('1', 'Credit terms'), ackedAt: '2026-11-28 10:00:00' };
      },
    });
    renderWithRouter(<PendingNotices allowed />);
    expect(await screen.findByText('Credit terms')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.queryByLabelText('Close')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText('Price list')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetch, '/smdp-resource/notice/ack')).toHaveLength(2);
  });

  it('asks nothing for company staff', async () => {
    useSession.setState({ user: { user_info: { customerCode: '' } } as never });
    const fetch = answerCalls({});
    renderWithRouter(<PendingNotices allowed />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
  });
});
