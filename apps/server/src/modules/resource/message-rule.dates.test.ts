import type { MessageRule } from '@smdp/contracts/resource';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { scanDateRules } from '.';

/**
 * DATE rules (issue 15 item 3): the daily scan sends each (rule, document, date) reminder once, whether
 * it runs twice or on two instances at the same moment, and never for days before the rule existed.
 */
describe('message rules by date', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let orderIds: string[];
  const today = new Date().toISOString().slice(0, 10);
  const inDays = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en') =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(token), 'Lang-Type': lang },
      ...(payload ? { payload } : {}),
    });
  const dateRule = async (marker: string) =>
    dataOf<MessageRule>(
      await call(tokens.admin, 'POST', '/blade-resource/msg-rule/submit', {
        name: marker,
        docType: 'order',
        trigger: 'DATE',
        dateField: 'expectedDate',
        dateDays: 3,
        dateDirection: 'BEFORE',
        recipient: 'SUBJECT',
        category: 'ORDER',
        titleI18n: { en: `${marker} {number} due {date}` },
      }),
    );
  const remindersOf = (db: Database, marker: string) =>
    db
      .selectFrom('bladeMessage')
      .select(['refId', 'title', 'recipientCustomerId'])
      .where('refType', '=', 'order')
      .where('title', 'like', `${marker} %`)
      .orderBy('refId')
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    const open = await t.database.db
      .selectFrom('salesOrder')
      .select('id')
      .where('tenantId', '=', '000000')
      .where('state', 'in', ['SUBMITTED', 'APPROVED', 'PARTIALLY_SHIPPED'])
      .where('deliveryStatus', 'in', ['NOT_DELIVERED', 'PARTIALLY_DELIVERED'])
      .orderBy('id')
      .limit(4)
      .execute();
    expect(open.length).toBeGreaterThanOrEqual(3);
    orderIds = open.map((order) => order.id);
    const [late, ...due] = orderIds as [string, ...string[]];
    // Due in 3 days: a reminder today. Due in 2 days: its reminder day was yesterday, before the rule.
    await t.database.db
      .updateTable('salesOrder')
      .set({ expectedDate: inDays(3) })
      .where('id', 'in', due)
      .execute();
    await t.database.db
      .updateTable('salesOrder')
      .set({ expectedDate: inDays(2) })
      .where('id', '=', late)
      .execute();
  });
  afterAll(() => t.close());

  it('lists the registered date fields of each document type', async () => {
    const fields = dataOf<{ docType: string; field: string }[]>(
      await call(tokens.admin, 'GET', '/blade-resource/msg-rule/date-fields'),
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        { docType: 'order', field: 'expectedDate' },
        { docType: 'order', field: 'creditDueDate' },
        { docType: 'notice', field: 'expireAt' },
        { docType: 'reconciliation', field: 'answerBy' },
      ]),
    );
  });

  it('reminds once per order and date when the scan runs twice', async () => {
    const rule = await dateRule('Twice');
    expect(rule).toMatchObject({ trigger: 'DATE', action: null, dateField: 'expectedDate', dateDays: 3 });
    await scanDateRules(t.database.db, today);
    await scanDateRules(t.database.db, today);
    const reminders = await remindersOf(t.database.db, 'Twice');
    expect(reminders.map((reminder) => reminder.refId)).toEqual(orderIds.slice(1));
    const first = await t.database.db
      .selectFrom('salesOrder')
      .select(['docNo', 'buyerPartyId'])
      .where('id', '=', orderIds[1] ?? '')
      .executeTakeFirstOrThrow();
    expect(reminders[0]).toMatchObject({
      title: `Twice ${first.docNo} due ${inDays(3)}`,
      recipientCustomerId: first.buyerPartyId,
    });
    // The next day's scan has a new date to remind of only if the order's date moved.
    await scanDateRules(t.database.db, inDays(1));
    expect((await remindersOf(t.database.db, 'Twice')).length).toBe(orderIds.length - 1);
  });

  it('reminds once per order and date while two instances scan at the same moment', async () => {
    await dateRule('Together');
    const other = await t.anotherInstance();
    await Promise.all([
      scanDateRules(t.database.db, today),
      scanDateRules(other.deps.db, today),
      scanDateRules(t.database.db, today),
      scanDateRules(other.deps.db, today),
    ]);
    const reminders = await remindersOf(t.database.db, 'Together');
    expect(reminders.map((reminder) => reminder.refId)).toEqual(orderIds.slice(1));
    const fired = await t.database.db
      .selectFrom('messageRuleFired')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('docId', 'in', orderIds)
      .where(sql<string>`due_date::text`, '=', inDays(3))
      .executeTakeFirstOrThrow();
    expect(Number(fired.count)).toBeGreaterThanOrEqual(2 * (orderIds.length - 1));
  });

  it('reminds of credit falling due on an order, and of a notice ending, by the fields their modules register', async () => {
    const use = await t.database.db
      .selectFrom('fundLedgerEntry')
      .select(['id', 'voucherId'])
      .where('tenantId', '=', '000000')
      .where('voucherType', '=', 'order')
      .where('entryType', '=', 'CREDIT_USE')
      .orderBy('id')
      .executeTakeFirst();
    expect(use).toBeDefined();
    await t.database.db
      .updateTable('fundLedgerEntry')
      .set({ dueDate: inDays(1) })
      .where('id', '=', use?.id ?? '')
      .execute();
    const notice = await t.database.db.selectFrom('notice').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('notice')
      .set({ state: 'PUBLISHED', expireAt: new Date(`${inDays(2)}T12:00:00Z`) })
      .where('id', '=', notice.id)
      .execute();
    const make = (docType: string, dateField: string, days: number, marker: string) =>
      call(tokens.admin, 'POST', '/blade-resource/msg-rule/submit', {
        name: marker,
        docType,
        trigger: 'DATE',
        dateField,
        dateDays: days,
        dateDirection: 'BEFORE',
        recipient: 'CREATOR',
        titleI18n: { en: `${marker} {number} {date}` },
      });
    expect((await make('order', 'creditDueDate', 1, 'CreditDue')).json().code).toBe(200);
    expect((await make('notice', 'expireAt', 2, 'NoticeEnds')).json().code).toBe(200);
    await scanDateRules(t.database.db, today);
    const sent = await t.database.db
      .selectFrom('bladeMessage')
      .select(['refType', 'refId', 'title'])
      .where((eb) => eb.or([eb('title', 'like', 'CreditDue %'), eb('title', 'like', 'NoticeEnds %')]))
      .orderBy('refType')
      .execute();
    expect(sent.map((message) => [message.refType, message.refId])).toEqual([
      ['notice', notice.id],
      ['order', use?.voucherId],
    ]);
    expect(sent.every((message) => message.title.endsWith(message.refType === 'order' ? inDays(1) : inDays(2)))).toBe(
      true,
    );
  });

  it('refuses a date rule without its fields or on a field nobody registered, in the caller’s language', async () => {
    const base = { name: 'x', docType: 'order', trigger: 'DATE', recipient: 'SUBJECT', titleI18n: { en: 'x' } };
    const missing = await call(tokens.admin, 'POST', '/blade-resource/msg-rule/submit', base, 'es');
    expect(missing.json().code).toBe(400);
    expect(missing.json().msg).toContain('Una regla por fecha necesita un campo de fecha');
    const unknown = await call(
      tokens.admin,
      'POST',
      '/blade-resource/msg-rule/submit',
      { ...base, dateField: 'createTime', dateDays: 1, dateDirection: 'AFTER' },
      'fr',
    );
    expect(unknown.json()).toMatchObject({
      code: 400,
      msg: "Le type de document order n'a pas de champ date createTime pour un rappel",
    });
  });
});
