import type { Receipt } from '@smdp/contracts/fund';
import type { MessageRule } from '@smdp/contracts/resource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partyIdOf } from '../../testing/parties';
import { createTestApp, type DemoTokens, dataOf, signInDemoAccounts, type TestApp } from '../../testing/test-app';
import { ruleTestKit } from './message-rule.testkit';

type Page<T> = { records: T[]; total: number };

/**
 * Messages by rule (domain.md §10): a document event sends the message its rules say, to the party it
 * concerns or to who made it, in every language, once, even with two instances publishing at once.
 */
describe('messages by rule', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let dist01: string;

  const { call, drain, approvedReceipt } = ruleTestKit(() => ({ t, tokens, dist01 }), 'MR');
  const messagesAbout = async (token: string, receipt: Receipt, lang = 'en') =>
    dataOf<Page<{ title: string }>>(
      await call(token, 'GET', `/blade-resource/msg/list?size=100&title_like=${receipt.receiptNo}`, undefined, lang),
    ).records;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    dist01 = await partyIdOf(t.database.db, 'C0001');
    await drain(t.database.db); // the demo's own events
  });
  afterAll(() => t.close());

  it('tells the payer its receipt was approved, in its language, once', async () => {
    const receipt = await approvedReceipt();
    expect(await messagesAbout(tokens.dist01, receipt)).toEqual([]);
    await drain(t.database.db);
    await drain(t.database.db);
    const english = await messagesAbout(tokens.dist01, receipt);
    expect(english.map((message) => message.title)).toEqual([`Receipt ${receipt.receiptNo} approved and posted`]);
    const french = await messagesAbout(tokens.dist01, receipt, 'fr');
    expect(french.map((message) => message.title)).toEqual([
      `Encaissement ${receipt.receiptNo} approuvé et comptabilisé`,
    ]);
    // another customer and another tenant hear nothing of it
    expect(await messagesAbout(tokens.otherAdmin, receipt)).toEqual([]);
    expect(await messagesAbout(tokens.staff01, receipt)).toEqual([]);
  });

  it('sends each event’s message exactly once while two instances publish at the same time', async () => {
    const receipts = [];
    for (let index = 0; index < 6; index++) receipts.push(await approvedReceipt());
    const other = await t.anotherInstance();
    await Promise.all([drain(t.database.db), drain(other.deps.db), drain(t.database.db), drain(other.deps.db)]);
    const rows = await t.database.db
      .selectFrom('bladeMessage')
      .select(['refId'])
      .where('refType', '=', 'fund_receipt')
      .where(
        'refId',
        'in',
        receipts.map((receipt) => receipt.id),
      )
      .execute();
    expect(rows.map((row) => row.refId).sort()).toEqual(receipts.map((receipt) => receipt.id).sort());
  });

  it('lets an administrator switch a rule off, and only then-later events follow it', async () => {
    const rules = dataOf<Page<MessageRule>>(
      await call(tokens.admin, 'GET', '/blade-resource/msg-rule/list?size=100&docType_equal=fund_receipt'),
    ).records;
    const rule = rules.find((candidate) => candidate.action === 'approve');
    expect(rule).toBeDefined();
    const off = await call(tokens.admin, 'POST', '/blade-resource/msg-rule/submit', { ...rule, enabled: false });
    expect(off.json().code).toBe(200);
    const receipt = await approvedReceipt();
    await drain(t.database.db);
    expect(await messagesAbout(tokens.dist01, receipt)).toEqual([]);

    const blank = await call(tokens.admin, 'POST', '/blade-resource/msg-rule/submit', { ...rule, titleI18n: {} });
    expect(blank.json().code).toBe(400);
    expect((await call(tokens.dist01, 'GET', '/blade-resource/msg-rule/list')).json().code).toBe(403);
    const theirs = await call(tokens.otherAdmin, 'POST', '/blade-resource/msg-rule/submit', { ...rule, enabled: true });
    expect(theirs.json().code).toBe(404);
  });
});
