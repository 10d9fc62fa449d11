import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, renderWithClient, setupPageTests } from '../../../test-support';
import type { Feedback } from '../api';
import { FeedbackThread } from './FeedbackThread';

const file = (id: string, originalName: string) => ({
  id,
  originalName,
  attachSize: 10,
  link: `/api/smdp-resource/feedback/file?id=5&fileId=${id}`,
});

const feedback: Feedback = {
  id: '5',
  partyId: '3',
  partyName: 'Sunrise Distribution',
  category: 'PRODUCT',
  title: 'Broken seal',
  content: 'Two cartons',
  attachmentIds: ['11'],
  files: [file('11', 'seal.pdf')],
  state: 'REPLIED',
  assigneeUserId: null,
  assigneeName: null,
  rating: null,
  author: 'dist01',
  createUser: '9',
  replies: [
    {
      id: '1',
      side: 'COMPANY',
      account: 'staff01',
      content: 'Credit note attached',
      files: [file('12', 'credit-note.pdf')],
      createTime: '2026-11-02 09:00:00',
    },
  ],
  viewerSide: 'CUSTOMER',
  version: 2,
  createTime: '2026-11-01 09:00:00',
  updateTime: '2026-11-02 09:00:00',
};

describe('FeedbackThread', () => {
  beforeAll(setupPageTests);
  afterEach(cleanup);

  it("lists both sides' files and downloads one through the feedback", async () => {
    const calls = fakeServer({ '/api/smdp-resource/feedback/file': new Response('%PDF') });
    globalThis.URL.createObjectURL ??= () => 'blob:x';
    renderWithClient(<FeedbackThread feedback={feedback} onChanged={() => {}} />);
    expect(screen.getByRole('button', { name: /seal\.pdf/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /credit-note\.pdf/ }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/smdp-resource/feedback/file')).toBe(true));
    const download = calls.find((call) => call.path === '/api/smdp-resource/feedback/file');
    expect(download?.search.get('fileId')).toBe('12');
  }, 20_000);

  it('sends a reply with the file uploaded for it', async () => {
    const calls = fakeServer({
      '/api/blade-resource/attach/upload': { id: '13', originalName: 'photo.png', link: '' },
      '/api/smdp-resource/feedback/reply': { ...feedback, state: 'OPEN', version: 3 },
    });
    const { container } = renderWithClient(<FeedbackThread feedback={feedback} onChanged={() => {}} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'photo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('photo.png')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reply'), { target: { value: 'Here is a photo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/smdp-resource/feedback/reply')).toBe(true));
    const sent = calls.find((call) => call.path === '/api/smdp-resource/feedback/reply');
    expect(sent?.body).toMatchObject({ id: '5', version: 2, content: 'Here is a photo', attachmentIds: ['13'] });
    await waitFor(() => expect(screen.queryByText('photo.png')).toBeNull());
  }, 20_000);

  it("opens the feedback's history from its own timeline, its moves in words", async () => {
    const calls = fakeServer({
      '/api/smdp-resource/feedback/timeline': [
        {
          id: '1',
          action: 'create',
          fromState: null,
          toState: 'OPEN',
          remark: null,
          userId: '9',
          account: 'dist01',
          createTime: '2026-11-01 09:00:00',
        },
        {
          id: '2',
          action: 'reply',
          fromState: 'OPEN',
          toState: 'REPLIED',
          remark: null,
          userId: '7',
          account: 'staff01',
          createTime: '2026-11-02 09:00:00',
        },
      ],
    });
    renderWithClient(<FeedbackThread feedback={feedback} onChanged={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByText('History of “Broken seal”')).toBeTruthy();
    expect(await screen.findByText(/Written/)).toBeTruthy();
    expect(screen.getAllByText(/staff01/).length).toBeGreaterThan(0);
    expect(calls.map((call) => `${call.path}?${call.search}`)).toContain('/api/smdp-resource/feedback/timeline?id=5');
  }, 20_000);
});
