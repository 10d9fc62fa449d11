import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerCalls, renderWithRouter, setupShellTest } from './testing';
import { UnreadBadge } from './UnreadBadge';

beforeAll(setupShellTest);

const badgeText = async (count: number) => {
  answerCalls({ '/blade-resource/msg/unread': { count } });
  const view = renderWithRouter(<UnreadBadge />, { path: '/wel/index' });
  const button = screen.getByRole('button', { name: 'Unread messages' });
  return { view, button, text: count ? (await screen.findByTitle(String(count))).textContent : null };
};

describe('unread badge', () => {
  it('shows the count up to 99', async () => {
    expect((await badgeText(99)).text).toBe('99');
  });

  it('shows 99+ past 99', async () => {
    expect((await badgeText(150)).text).toBe('99+');
  });

  it('opens the message page', async () => {
    const { view, button } = await badgeText(3);
    fireEvent.click(button);
    expect(view.router.state.location.pathname).toBe('/resource/message');
  });
});
