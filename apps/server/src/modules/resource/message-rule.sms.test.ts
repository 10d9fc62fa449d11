import type { Receipt } from '@smdp/contracts/fund';
import { SMS_LIMITS } from '@smdp/contracts/records';
import type { MessageRule } from '@smdp/contracts/resource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partyIdOf } from '../../testing/parties';
import { createTestApp, type DemoTokens, dataOf, signInDemoAccounts, type TestApp } from '../../testing/test-app';
import { deliverQueuedSms, tableSmsProvider } from '../records';
import { ruleTestKit } from './message-rule.testkit';

type Page<T> = { records: T[]; total: number };

/**
 * The SMS channel of a rule (issue 15 item 3): an event queues one text per mobile of the recipient's
 * accounts in the publishing transaction, within the per-number limit; an IN_APP rule sends none, and
 * another tenant's rule never fires on this tenant's events.
 */
describe('message rules by SMS', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let dist01: string;
  let rule: MessageRule;
  const PHONES = ['+255700100001', '+255700100002'];

  const { call, drain, approvedReceipt } = ruleTestKit(() => ({ t, tokens, dist01 }), 'SMS');
  const textsAbout = (receipt: Receipt) =>
    t.database.db
      .selectFrom('smsMessage')
      .select(['tenantId', 'phone', 'state', 'purpose', 'content'])
      .where('content', 'like', `%${receipt.receiptNo}%`)
      .orderBy('phone')
      .execute();
  const inAppAbout = (receipt: Receipt) =>
    t.database.db.selectFrom('bladeMessage').select('id').where('title', 'like', `%${receipt.receiptNo}%`).execute();
  const setChannel = async (channel: MessageRule['channel']) => {
    rule = dataOf<MessageRule>(
      await call(tokens.admin, 'POST', '/blade-resource/msg-rule/submit', { ...rule, channel }),
    );
    expect(rule.channel).toBe(channel);
  };

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    dist01 = await partyIdOf(t.database.db, 'C0001');
    await drain(t.database.db);
    // Two accounts of the customer with a phone each, a third sharing the first one's number.
    const accounts = await t.database.db
      .selectFrom('bladeUser')
      .select('id')
      .where('customerId', '=', dist01)
      .where('isDeleted', '=', 0)
      .where('status', '=', 1)
      .orderBy('id')
      .execute();
    expect(accounts.length).toBeGreaterThanOrEqual(2);
    await t.database.db.updateTable('bladeUser').set({ phone: null }).where('customerId', '=', dist01).execute();
    for (const [index, account] of accounts.entries()) {
      const phone = index === 2 ? '+255 700-100001' : (PHONES[index] ?? null);
      await t.database.db.updateTable('bladeUser').set({ phone }).where('id', '=', account.id).execute();
    }
    const rules = dataOf<Page<MessageRule>>(
      await call(tokens.admin, 'GET', '/blade-resource/msg-rule/list?size=100&docType_equal=fund_receipt'),
    ).records;
    const approve = rules.find((candidate) => candidate.action === 'approve');
    if (!approve) throw new Error('the default rule "Receipt approved" is missing');
    rule = approve;
  });
  afterAll(() => t.close());

  it('queues one text per recipient mobile for an SMS rule, and no in-app message', async () => {
    await setChannel('SMS');
    const receipt = await approvedReceipt();
    await drain(t.database.db);
    await drain(t.database.db);
    const texts = await textsAbout(receipt);
    expect(texts.map((text) => text.phone)).toEqual(PHONES);
    expect(texts.every((text) => text.state === 'QUEUED' && text.purpose === 'RULE')).toBe(true);
    expect(texts[0]?.content).toBe(`Receipt ${receipt.receiptNo} approved and posted`);
    expect(await inAppAbout(receipt)).toEqual([]);

    // The outbox hands them to the provider once.
    await Promise.all([
      deliverQueuedSms(t.database.db, tableSmsProvider(t.database.db)),
      deliverQueuedSms(t.database.db, tableSmsProvider(t.database.db)),
    ]);
    const sent = await textsAbout(receipt);
    expect(sent.map((text) => [text.phone, text.state, text.purpose])).toEqual(
      PHONES.map((phone) => [phone, 'SENT', 'RULE']),
    );
  });

  it('sends both with IN_APP_AND_SMS, and no text with IN_APP', async () => {
    await setChannel('IN_APP_AND_SMS');
    const both = await approvedReceipt();
    await drain(t.database.db);
    expect((await textsAbout(both)).length).toBe(PHONES.length);
    expect((await inAppAbout(both)).length).toBe(1);

    await setChannel('IN_APP');
    const inApp = await approvedReceipt();
    await drain(t.database.db);
    expect(await textsAbout(inApp)).toEqual([]);
    expect((await inAppAbout(inApp)).length).toBe(1);
  });

  it('stops texting a number that reached its daily limit of rule texts', async () => {
    await setChannel('SMS');
    const [full, free] = PHONES as [string, string];
    const already = await t.database.db
      .selectFrom('smsMessage')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('phone', '=', full)
      .where('purpose', '=', 'RULE')
      .executeTakeFirstOrThrow();
    const missing = SMS_LIMITS.rulePerDay - Number(already.count);
    await t.database.db
      .insertInto('smsMessage')
      .values(
        Array.from({ length: missing }, () => ({
          tenantId: '000000',
          phone: full,
          content: 'earlier rule text',
          provider: 'table',
          state: 'SENT' as const,
          purpose: 'RULE' as const,
        })),
      )
      .execute();
    const receipt = await approvedReceipt();
    await drain(t.database.db);
    expect((await textsAbout(receipt)).map((text) => text.phone)).toEqual([free]);
  });

  it("never fires another tenant's rule on this tenant's events", async () => {
    const theirs = await call(tokens.otherAdmin, 'POST', '/blade-resource/msg-rule/submit', {
      name: 'Their receipts by SMS',
      docType: 'fund_receipt',
      action: 'approve',
      recipient: 'SUBJECT',
      channel: 'IN_APP_AND_SMS',
      titleI18n: { en: 'Theirs {number}' },
    });
    expect(theirs.json().code).toBe(200);
    const receipt = await approvedReceipt();
    await drain(t.database.db);
    const theirTexts = await t.database.db
      .selectFrom('smsMessage')
      .select('id')
      .where('content', '=', `Theirs ${receipt.receiptNo}`)
      .execute();
    expect(theirTexts).toEqual([]);
    expect((await textsAbout(receipt)).every((text) => text.tenantId === '000000')).toBe(true);
  });

  it('refuses a rule without its trigger’s fields, in the caller’s language', async () => {
    const { id: _id, version: _version, ...fresh } = rule;
    const noAction = await call(
      tokens.admin,
      'POST',
      '/blade-resource/msg-rule/submit',
      { ...fresh, action: null },
      'fr',
    );
    expect(noAction.json()).toMatchObject({ code: 400 });
    expect(noAction.json().msg).toContain('Une règle sur événement demande une action');
    const badChannel = await call(tokens.admin, 'POST', '/blade-resource/msg-rule/submit', {
      ...fresh,
      channel: 'EMAIL',
    });
    expect(badChannel.json().code).toBe(400);
  });
});
