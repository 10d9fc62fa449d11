import type { Feedback } from '@smdp/contracts/feedback';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

type Page<T> = { records: T[]; total: number };

/**
 * Feedback (domain.md §10): a customer writes, the company replies and resolves, the customer closes,
 * rates or re-opens with a reason; nobody outside the customer and the company's staff sees it.
 */
describe('feedback over HTTP', () => {
  let t: TestApp;
  let tokens: DemoTokens;

  const call = (token: string, url: string, payload?: unknown, lang = 'en') =>
    t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/smdp-resource/feedback${url}`,
      headers: { ...bearer(token), 'Lang-Type': lang },
      ...(payload ? { payload } : {}),
    });
  const codeOf = (response: { json: () => { code: number } }) => response.json().code;
  const move = (token: string, path: string, feedback: Feedback, more: object = {}, lang = 'en') =>
    call(token, path, { id: feedback.id, version: feedback.version, ...more }, lang);

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  it('goes OPEN -> REPLIED -> OPEN -> REPLIED -> RESOLVED -> CLOSED, rated, and re-opened with a reason', async () => {
    const opened = dataOf<Feedback>(
      await call(tokens.dist01, '/submit', {
        category: 'DELIVERY',
        title: 'Late truck',
        content: 'Arrived a day late',
      }),
    );
    expect(opened).toMatchObject({ state: 'OPEN', category: 'DELIVERY', partyName: 'Sunrise Distribution' });
    const replied = dataOf<Feedback>(await move(tokens.staff01, '/reply', opened, { content: 'Sorry, checking' }));
    expect(replied.state).toBe('REPLIED');
    const again = dataOf<Feedback>(await move(tokens.dist01, '/reply', replied, { content: 'Any news?' }));
    expect(again.state).toBe('OPEN');
    const answered = dataOf<Feedback>(await move(tokens.admin, '/reply', again, { content: 'Fixed the route' }));
    expect(answered.replies.map((reply) => reply.side)).toEqual(['COMPANY', 'CUSTOMER', 'COMPANY']);

    // the customer does not resolve its own feedback; the company does
    expect(codeOf(await move(tokens.dist01, '/resolve', answered))).toBe(403);
    const resolved = dataOf<Feedback>(await move(tokens.staff01, '/resolve', answered));
    expect(resolved.state).toBe('RESOLVED');
    expect(codeOf(await move(tokens.dist01, '/reply', resolved, { content: 'more' }))).toBe(400);
    const rated = dataOf<Feedback>(await move(tokens.dist01, '/rate', resolved, { rating: 4 }));
    expect(rated.rating).toBe(4);
    expect(codeOf(await move(tokens.staff01, '/rate', rated, { rating: 5 }))).toBe(403);
    const closed = dataOf<Feedback>(await move(tokens.dist01, '/close', rated));
    expect(closed.state).toBe('CLOSED');

    const noReason = await move(tokens.dist01, '/reopen', closed, {}, 'fr');
    expect(codeOf(noReason)).toBe(400);
    expect(noReason.json().msg).toContain('rouvert');
    const reopened = dataOf<Feedback>(await move(tokens.dist01, '/reopen', closed, { remark: 'Late again' }));
    expect(reopened.state).toBe('OPEN');
    const timeline = dataOf<{ action: string }[]>(await call(tokens.admin, `/timeline?id=${opened.id}`));
    expect(timeline.map((entry) => entry.action)).toEqual([
      'create',
      'reply',
      'reply',
      'reply',
      'resolve',
      'close',
      'reopen',
    ]);
    expect(codeOf(await move(tokens.dist01, '/reply', opened, { content: 'stale' }))).toBe(409);
  });

  it('shows feedback only to its customer and the company, and validates what is written', async () => {
    const mine = dataOf<Feedback>(
      await call(tokens.dist01, '/submit', { category: 'PRODUCT', title: 'Broken seal', content: 'Two cartons' }),
    );
    const seen = (token: string) =>
      call(token, '/list?size=100').then((response) =>
        dataOf<Page<Feedback>>(response).records.some((feedback) => feedback.id === mine.id),
      );
    expect(await seen(tokens.admin)).toBe(true);
    expect(await seen(tokens.dist01)).toBe(true);
    expect(await seen(tokens.otherAdmin)).toBe(false);
    const resolvedOnly = dataOf<Page<Feedback>>(await call(tokens.admin, '/list?size=100&state_equal=RESOLVED'));
    expect(resolvedOnly.records.some((feedback) => feedback.id === mine.id)).toBe(false);
    const products = dataOf<Page<Feedback>>(await call(tokens.admin, '/list?size=100&category_equal=PRODUCT'));
    expect(products.records.some((feedback) => feedback.id === mine.id)).toBe(true);
    expect(codeOf(await call(tokens.otherAdmin, `/detail?id=${mine.id}`))).toBe(404);
    expect(codeOf(await move(tokens.otherAdmin, '/reply', mine, { content: 'x' }))).toBe(404);
    const blank = await call(tokens.dist01, '/submit', { category: 'PRODUCT', title: ' ', content: 'x' });
    expect(codeOf(blank)).toBe(400);
    const wrongKind = await call(tokens.dist01, '/submit', { category: 'GOSSIP', title: 'x', content: 'x' });
    expect(codeOf(wrongKind)).toBe(400);
    expect(codeOf(await move(tokens.dist01, '/assign', mine, { assigneeUserId: null }))).toBe(403);
    const staff01 = await t.database.db
      .selectFrom('bladeUser')
      .select('id')
      .where('account', '=', 'staff01')
      .executeTakeFirstOrThrow();
    const assigned = dataOf<Feedback>(await move(tokens.admin, '/assign', mine, { assigneeUserId: staff01.id }));
    expect(assigned).toMatchObject({ assigneeUserId: staff01.id, assigneeName: 'Wang Fang' });
  });
});
