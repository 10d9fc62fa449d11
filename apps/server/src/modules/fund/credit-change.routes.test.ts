import { DATA_SCOPE } from '@smdp/contracts/access';
import type { CreditChange, CreditLimit } from '@smdp/contracts/fund';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { accountWithDataScope } from '../../testing/data-scope';
import { partyIdOf } from '../../testing/parties';
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
 * Credit change requests (domain.md §7: every limit change is audited and approved): staff ask, another
 * approver decides, administrators change in one step; a distributor does the same for its sub-customers.
 * Nobody outside the pair's creditor side decides, and another tenant or customer sees nothing.
 */
describe('credit change requests over HTTP', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let dist01: string;
  let dist02: string;
  const db = () => t.database.db;

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en') =>
    t.app.inject({
      method,
      url: `/api/smdp-finance${url}`,
      headers: { ...bearer(token), 'Lang-Type': lang },
      ...(payload ? { payload } : {}),
    });
  const codeOf = (response: { json: () => { code: number } }) => response.json().code;
  const limitOf = async (debtor: string) =>
    dataOf<CreditLimit | null>(await call(tokens.admin, 'GET', `/credit-limit/detail?debtorPartyId=${debtor}`));
  const ask = async (token: string, debtor: string, creditLimit: string) =>
    call(token, 'POST', '/credit-limit/save', {
      debtorPartyId: debtor,
      creditLimit,
      termDays: 20,
      version: (await limitOf(debtor))?.version,
    });
  const act = (token: string, action: string, change: CreditChange, remark?: string, lang = 'en') =>
    call(token, 'POST', `/credit-change/${action}`, { id: change.id, version: change.version, remark }, lang);

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    dist01 = await partyIdOf(db(), 'C0001');
    dist02 = await partyIdOf(db(), 'C0002');
  });
  afterAll(() => t.close());

  it('keeps a staff request pending until another approver approves it, then writes the limit', async () => {
    const before = await limitOf(dist02);
    const asked = dataOf<CreditChange>(await ask(tokens.staff01, dist02, '4321'));
    expect(asked).toMatchObject({
      state: 'SUBMITTED',
      direct: false,
      menu: 'credit',
      debtorCode: 'C0002',
      decidedBy: null,
    });
    expect(asked.proposed).toMatchObject({ creditLimit: '4321', termDays: 20 });
    expect(asked.before?.creditLimit).toBe(before?.creditLimit);
    expect((await limitOf(dist02))?.version).toBe(before?.version);

    // A second request for the same pair waits for the first; staff01 may not approve its own.
    const second = await ask(tokens.admin, dist02, '1');
    expect(codeOf(second)).toBe(400);
    expect(second.json().msg).toContain('waiting for approval');
    const own = await act(tokens.staff01, 'approve', asked);
    expect(codeOf(own)).toBe(403);

    const pending = dataOf<Page<CreditChange>>(
      await call(tokens.admin, 'GET', '/credit-change/list?current=1&size=50&view=pending'),
    );
    expect(pending.records.map((row) => row.id)).toContain(asked.id);

    const approved = dataOf<CreditChange>(await act(tokens.admin, 'approve', asked));
    expect(approved).toMatchObject({ state: 'APPROVED', direct: false, decidedBy: expect.any(String) });
    expect(approved.limit).toMatchObject({ creditLimit: '4321.00', termDays: 20 });
    expect(codeOf(await act(tokens.admin, 'approve', approved))).toBe(400);
    const timeline = dataOf<{ action: string }[]>(
      await call(tokens.admin, 'GET', `/credit-change/timeline?id=${asked.id}`),
    );
    expect(timeline.map((entry) => entry.action)).toEqual(['submit', 'approve']);
    const history = dataOf<Page<CreditChange>>(
      await call(
        tokens.staff01,
        'GET',
        `/credit-change/list?current=1&size=50&view=history&debtorPartyId_equal=${dist02}`,
      ),
    );
    expect(history.records[0]).toMatchObject({ id: asked.id, state: 'APPROVED' });
  });

  it('asks a reason to reject, lets only the requester withdraw, and applies an administrator’s change at once', async () => {
    const asked = dataOf<CreditChange>(await ask(tokens.staff01, dist02, '100'));
    const noReason = await act(tokens.admin, 'reject', asked, undefined, 'fr');
    expect(codeOf(noReason)).toBe(400);
    expect(noReason.json().msg).toBe('Indiquez un motif pour rejeter une modification de crédit');
    const rejected = dataOf<CreditChange>(await act(tokens.admin, 'reject', asked, 'Too low for its volume'));
    expect(rejected).toMatchObject({ state: 'REJECTED', decisionRemark: 'Too low for its volume' });
    expect((await limitOf(dist02))?.creditLimit).not.toBe('100.00');

    const again = dataOf<CreditChange>(await ask(tokens.staff01, dist02, '200'));
    const foreign = await act(tokens.admin, 'withdraw', again);
    expect(codeOf(foreign)).toBe(403);
    expect(dataOf<CreditChange>(await act(tokens.staff01, 'withdraw', again)).state).toBe('WITHDRAWN');

    const direct = dataOf<CreditChange>(await ask(tokens.admin, dist02, '5000'));
    expect(direct).toMatchObject({ state: 'APPROVED', direct: true });
    expect(direct.limit?.creditLimit).toBe('5000.00');
  });

  it('refuses an approval over a limit changed since the request, and changes nothing', async () => {
    const asked = dataOf<CreditChange>(await ask(tokens.staff01, dist02, '777'));
    await db()
      .updateTable('creditLimit')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('debtorPartyId', '=', dist02)
      .where('isDeleted', '=', 0)
      .execute();
    const changed = await limitOf(dist02);
    expect(codeOf(await act(tokens.admin, 'approve', asked))).toBe(409);
    expect(await limitOf(dist02)).toEqual(changed);
    dataOf(await act(tokens.admin, 'reject', asked, 'stale'));
  });

  it('lets a distributor change its sub-customers’ credit in one step, and nobody else decide or see', async () => {
    const store = (
      await db()
        .selectFrom('baseCustomer')
        .select('id')
        .where('tenantId', '=', ADMIN_TENANT)
        .where('sellerPartyId', '=', dist01)
        .where('isDeleted', '=', 0)
        .where('state', '<>', 'CLOSED')
        .executeTakeFirstOrThrow()
    ).id;
    const current = dataOf<CreditLimit | null>(
      await call(tokens.dist01, 'GET', `/sub-customer-credit/detail?debtorPartyId=${store}`),
    );
    const mine = dataOf<CreditChange>(
      await call(tokens.dist01, 'POST', '/sub-customer-credit/save', {
        debtorPartyId: store,
        creditLimit: '250',
        version: current?.version,
      }),
    );
    expect(mine).toMatchObject({ state: 'APPROVED', direct: true, menu: 'sub_cust_credit', creditorPartyId: dist01 });
    expect(mine.limit?.creditLimit).toBe('250.00');

    // A company request about dist02: dist01 does not see it, cannot decide it; another tenant neither.
    const theirs = dataOf<CreditChange>(await ask(tokens.staff01, dist02, '888'));
    expect(codeOf(await call(tokens.dist01, 'GET', `/credit-change/detail?id=${theirs.id}`))).toBe(404);
    expect(codeOf(await act(tokens.dist01, 'approve', theirs))).toBe(404);
    expect(codeOf(await call(tokens.otherAdmin, 'GET', `/credit-change/detail?id=${theirs.id}`))).toBe(404);
    expect(codeOf(await act(tokens.otherAdmin, 'reject', theirs, 'no'))).toBe(404);
    const seen = dataOf<Page<CreditChange>>(await call(tokens.dist01, 'GET', '/credit-change/list?current=1&size=100'));
    expect(seen.records.every((row) => row.debtorPartyId !== dist02)).toBe(true);
    expect(seen.records.map((row) => row.id)).toContain(mine.id);
    const foreignList = dataOf<Page<CreditChange>>(
      await call(tokens.otherAdmin, 'GET', '/credit-change/list?current=1&size=100'),
    );
    expect(foreignList.records.map((row) => row.id)).not.toContain(theirs.id);

    // A request about dist01's own credit with the company: dist01 reads it but is not the creditor.
    const own = dataOf<CreditChange>(await ask(tokens.staff01, dist01, '999'));
    expect(dataOf<CreditChange>(await call(tokens.dist01, 'GET', `/credit-change/detail?id=${own.id}`)).id).toBe(
      own.id,
    );
    expect(codeOf(await act(tokens.dist01, 'approve', own))).toBe(403);

    // A sub-account narrowed to its own rows sees none of them.
    const narrowed = await accountWithDataScope(t, {
      like: 'dist01',
      account: 'dist01-credit-narrow',
      dataScope: DATA_SCOPE.SELF,
    });
    const none = dataOf<Page<CreditChange>>(
      await call(narrowed.token, 'GET', '/credit-change/list?current=1&size=100'),
    );
    expect(none.total).toBe(0);
    await act(tokens.admin, 'reject', theirs, 'cleanup');
    await act(tokens.admin, 'reject', own, 'cleanup');
  });
});
