import type { Page } from '@smdp/contracts';
import type { ClosureRequest, Party } from '@smdp/contracts/customer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

const PARTY = '/api/smdp-customer/baseCustomer';
const CLOSURE = '/api/smdp-customer/customerCloseRequest';

describe('customerCloseRequest: store closure requests', () => {
  let t: TestApp;
  let tokens: DemoTokens & { dist02: string };
  beforeAll(async () => {
    t = await createTestApp();
    tokens = { ...(await signInDemoAccounts(t.app)), dist02: (await signIn(t.app, 'dist02')).accessToken };
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'lang-type': 'en' }, payload });
  const db = () => t.database.db;

  let stores = 0;
  /** A store of dist01, onboarded by dist01 and approved by company staff: ACTIVE. */
  const activeStore = async () => {
    stores += 1;
    const draft = dataOf<Party>(
      await post(`${PARTY}/submit`, tokens.dist01, { customerName: `Closing shop ${stores}`, partyType: 'STORE' }),
    );
    const sent = dataOf<Party>(
      await post(`${PARTY}/submit-approval`, tokens.dist01, { id: draft.id, version: draft.version }),
    );
    return dataOf<Party>(await post(`${PARTY}/approve`, tokens.admin, { id: sent.id, version: sent.version }));
  };
  const draftFor = async (party: Party, effectiveDate = '2026-01-01') =>
    dataOf<ClosureRequest>(
      await post(`${CLOSURE}/submit`, tokens.dist01, { partyId: party.id, reason: 'CLOSED', effectiveDate }),
    );
  const act = (action: string, token: string, request: ClosureRequest, remark?: string) =>
    post(`${CLOSURE}/${action}`, token, { id: request.id, version: request.version, remark });
  const stateOf = async (id: string) =>
    (await db().selectFrom('customerCloseRequest').select('state').where('id', '=', id).executeTakeFirstOrThrow())
      .state;

  it('drafts, edits, sends, approves and executes: the party closes, every move is in the timeline', async () => {
    const party = await activeStore();
    const draft = await draftFor(party);
    expect(draft).toMatchObject({ state: 'DRAFT', partyId: party.id, partyCode: party.customerCode, version: 1 });
    const edited = dataOf<ClosureRequest>(
      await post(`${CLOSURE}/submit`, tokens.dist01, { ...draft, reason: 'RELOCATED', evidence: ['https://x/1.jpg'] }),
    );
    expect(edited).toMatchObject({ reason: 'RELOCATED', evidence: ['https://x/1.jpg'], version: 2 });
    const sent = dataOf<ClosureRequest>(await act('send', tokens.dist01, edited));
    expect(sent.state).toBe('SUBMITTED');
    const approved = dataOf<ClosureRequest>(await act('approve', tokens.admin, sent));
    expect(approved).toMatchObject({ state: 'APPROVED', reviewedByName: expect.anything() });
    const executed = dataOf<ClosureRequest>(await act('execute', tokens.admin, approved));
    expect(executed).toMatchObject({ state: 'EXECUTED', partyState: 'CLOSED' });
    expect(executed.executedAt).not.toBeNull();

    const timeline = dataOf<{ action: string; toState: string | null }[]>(
      await get(`${CLOSURE}/timeline?id=${draft.id}`, tokens.dist01),
    );
    expect(timeline.map((entry) => entry.action)).toEqual(['create', 'send', 'approve', 'execute']);
    expect(
      dataOf<Page<ClosureRequest>>(await get(`${CLOSURE}/list?partyId_equal=${party.id}`, tokens.dist01)).total,
    ).toBe(1);
  });

  it('rejects only with a reason, cancels until executed (an approved one by an approver only), refuses wrong states', async () => {
    const party = await activeStore();
    const draft = await draftFor(party);
    expect((await act('approve', tokens.admin, draft)).statusCode).toBe(400);
    const sent = dataOf<ClosureRequest>(await act('send', tokens.dist01, draft));
    expect((await act('send', tokens.dist01, sent)).statusCode).toBe(400);
    expect((await act('reject', tokens.admin, sent)).statusCode).toBe(400);
    expect((await act('reject', tokens.admin, { ...sent, version: sent.version + 1 }, 'no')).statusCode).toBe(409);
    const rejected = dataOf<ClosureRequest>(await act('reject', tokens.admin, sent, 'still trading'));
    expect(rejected).toMatchObject({ state: 'REJECTED', reviewRemark: 'still trading' });
    expect((await act('cancel', tokens.dist01, rejected)).statusCode).toBe(400);

    const again = dataOf<ClosureRequest>(await act('send', tokens.dist01, await draftFor(party)));
    expect(
      (
        await post(`${CLOSURE}/submit`, tokens.dist01, {
          partyId: party.id,
          reason: 'OTHER',
          effectiveDate: '2026-01-01',
        })
      ).statusCode,
    ).toBe(400);
    const cancelled = dataOf<ClosureRequest>(await act('cancel', tokens.dist01, again));
    expect(cancelled.state).toBe('CANCELLED');

    const later = await draftFor(party, '2999-01-01');
    const approved = dataOf<ClosureRequest>(
      await act('approve', tokens.admin, dataOf(await act('send', tokens.dist01, later))),
    );
    const notDue = await act('execute', tokens.admin, approved);
    expect(notDue.statusCode).toBe(400);
    expect(notDue.json().msg).toContain('2999-01-01');
    expect(dataOf<ClosureRequest>(await act('cancel', tokens.admin, approved)).state).toBe('CANCELLED');
  });

  it('amends a request: the original is cancelled, a new draft links to it', async () => {
    const party = await activeStore();
    const sent = dataOf<ClosureRequest>(await act('send', tokens.dist01, await draftFor(party)));
    const amended = dataOf<ClosureRequest & { amendedFrom?: string }>(
      await post(`${CLOSURE}/amend`, tokens.dist01, { id: sent.id, version: sent.version }),
    );
    expect(amended).toMatchObject({ state: 'DRAFT', partyId: party.id, reason: 'CLOSED' });
    expect(amended.id).not.toBe(sent.id);
    expect(await stateOf(sent.id)).toBe('CANCELLED');
    const row = await db()
      .selectFrom('customerCloseRequest')
      .select('amendedFrom')
      .where('id', '=', amended.id)
      .executeTakeFirstOrThrow();
    expect(row.amendedFrom).toBe(sent.id);
  });

  it('deletes drafts only', async () => {
    const party = await activeStore();
    const draft = await draftFor(party);
    const sent = dataOf<ClosureRequest>(await act('send', tokens.dist01, await draftFor(await activeStore())));
    expect((await post(`${CLOSURE}/remove?ids=${sent.id}`, tokens.dist01)).statusCode).toBe(400);
    expect(dataOf<boolean>(await post(`${CLOSURE}/remove?ids=${draft.id}`, tokens.dist01))).toBe(true);
    expect((await get(`${CLOSURE}/detail?id=${draft.id}`, tokens.dist01)).statusCode).toBe(404);
  });

  it('needs a token and the buttons; a sub-account does not approve', async () => {
    const party = await activeStore();
    const sent = dataOf<ClosureRequest>(await act('send', tokens.dist01, await draftFor(party)));
    expect((await t.app.inject({ url: `${CLOSURE}/list` })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${CLOSURE}/approve`,
          payload: { id: sent.id, version: sent.version },
        })
      ).statusCode,
    ).toBe(401);
    expect((await act('approve', tokens['dist01-sub'], sent)).statusCode).toBe(403);
    expect((await act('execute', tokens['dist01-sub'], sent)).statusCode).toBe(403);
    expect(await stateOf(sent.id)).toBe('SUBMITTED');
  });

  it("refuses another customer's token and the other tenant: 404, never a hint; their lists hold none of ours", async () => {
    const party = await activeStore();
    const draft = await draftFor(party);
    for (const token of [tokens.dist02, tokens.otherAdmin]) {
      expect((await get(`${CLOSURE}/detail?id=${draft.id}`, token)).statusCode).toBe(404);
      expect((await get(`${CLOSURE}/timeline?id=${draft.id}`, token)).statusCode).toBe(404);
      const list = dataOf<Page<ClosureRequest>>(await get(`${CLOSURE}/list?size=100`, token));
      expect(list.records.some((request) => request.id === draft.id)).toBe(false);
      expect((await post(`${CLOSURE}/remove?ids=${draft.id}`, token)).statusCode).not.toBe(200);
    }
    expect((await act('send', tokens.dist02, draft)).statusCode).toBe(404);
    expect((await act('send', tokens.otherAdmin, draft)).statusCode).not.toBe(200);
    const foreign = await post(`${CLOSURE}/submit`, tokens.dist02, {
      partyId: party.id,
      reason: 'CLOSED',
      effectiveDate: '2026-01-01',
    });
    expect(foreign.statusCode).toBe(404);
    expect(await stateOf(draft.id)).toBe('DRAFT');
  });
});
