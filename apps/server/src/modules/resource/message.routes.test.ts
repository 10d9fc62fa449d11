import type { Page } from '@smdp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import type { MessageRecord } from './message.service';

describe('blade-resource/msg', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let otherCustomerId = '';
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    const other = await t.database.db
      .insertInto('baseCustomer')
      .values({
        tenantId: '000000',
        customerCode: 'C0902',
        customerName: 'Moonlight',
        customerFullName: 'Moonlight Trading Ltd.',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    otherCustomerId = other.id;
    await t.database.db
      .insertInto('bladeMessage')
      .values({ tenantId: '000000', recipientCustomerId: other.id, title: 'For Moonlight only', category: 'ORDER' })
      .execute();
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string, lang = 'en') =>
    t.app.inject({
      url: `/api/blade-resource/msg${url}`,
      headers: { ...(token ? bearer(token) : {}), 'lang-type': lang },
    });
  const post = (url: string, token: string, payload?: object, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/blade-resource/msg${url}`,
      headers: { ...bearer(token), 'lang-type': lang },
      ...(payload ? { payload } : {}),
    });
  const unread = async (token: string) => dataOf<{ count: number }>(await get('/unread', token)).count;
  const list = async (token: string, query = '') => dataOf<Page<MessageRecord>>(await get(`/list${query}`, token));

  it("counts the customer's messages for each of its accounts, and only theirs", async () => {
    expect(await unread(tokens.dist01!)).toBe(5);
    expect(await unread(tokens['dist01-sub']!)).toBe(5);
    expect(await unread(tokens.admin!)).toBe(1);
    expect(await unread(tokens.staff01!)).toBe(0);
    expect(await unread(tokens.otherAdmin!)).toBe(0);
    expect((await list(tokens.otherAdmin!)).total).toBe(0);
    expect((await list(tokens.dist01!)).records.some((m) => m.title === 'For Moonlight only')).toBe(false);
  });

  it('lists newest first with paging and filters', async () => {
    const page = await list(tokens.dist01!, '?current=1&size=2');
    expect(page).toMatchObject({ total: 5, size: 2, current: 1, pages: 3 });
    expect(page.records[0]).toMatchObject({ isRead: 0, readTime: null });
    expect(page.records[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await list(tokens.dist01!, '?category_equal=APPROVAL')).records.map((m) => m.title)).toEqual([
      'New sub-customers await approval',
    ]);
    expect((await list(tokens.dist01!, '?title_like=warehouse')).total).toBe(1);
    expect((await list(tokens.dist01!, '?createTime_datelt=2000-01-01')).total).toBe(0);
    expect((await list(tokens.dist01!, '?createTime_datege=2000-01-01%2000:00:00')).total).toBe(5);
    expect((await list(tokens.dist01!, '?createTime_dategt=2999-12-31')).total).toBe(0);
    expect((await list(tokens.dist01!, '?isRead_equal=&title_like=')).total).toBe(5);
  });

  it("answers titles, bodies and category names in the reader's language, and finds a title in any", async () => {
    const inLanguage = async (lang: string, query = '') =>
      dataOf<Page<MessageRecord>>(await get(`/list${query}`, tokens.dist01!, lang)).records;
    const approval = async (lang: string) =>
      (await inLanguage(lang, '?category_equal=APPROVAL')).map(({ title, categoryName }) => [title, categoryName]);
    expect(await approval('fr')).toEqual([['De nouveaux sous-clients attendent leur approbation', 'Approbation']]);
    expect(await approval('ru')).toEqual([['Новые субклиенты ожидают одобрения', 'Согласование']]);
    expect(await approval('zh')).toEqual([['新下级客户待审批', '审批']]);
    expect(await approval('sw')).toEqual([['Wateja wadogo wapya wanasubiri idhini', 'Idhini']]);
    const welcome = (await inLanguage('es', '?title_like=Bienvenido'))[0]!;
    expect(welcome).toMatchObject({ category: 'SYSTEM', categoryName: 'Sistema', title: 'Bienvenido al portal' });
    expect(welcome.content).toMatch(/^Sus cuentas, tiendas/);
    // None of the demo's messages names a document (a number, a shipment) that the demo data does not hold.
    const english = await inLanguage('en', '?size=50');
    expect(english.map((m) => `${m.title} ${m.content}`).join(' ')).not.toMatch(/SO-\d|RC-\d|shipped/i);
  });

  it('marks a message read for the reader only when opened, twice at once without harm', async () => {
    const [first] = (await list(tokens.dist01!)).records;
    const opened = await Promise.all([
      get(`/detail?id=${first!.id}`, tokens.dist01),
      get(`/detail?id=${first!.id}`, tokens.dist01),
    ]);
    for (const response of opened) expect(dataOf<MessageRecord>(response)).toMatchObject({ id: first!.id, isRead: 1 });
    expect(await unread(tokens.dist01!)).toBe(4);
    expect(await unread(tokens['dist01-sub']!)).toBe(5);
    expect((await list(tokens.dist01!, '?isRead_equal=1')).records.map((m) => m.id)).toEqual([first!.id]);
    expect((await list(tokens.dist01!, '?isRead_equal=0')).total).toBe(4);
  });

  it("hides another customer's, another user's and another tenant's messages behind 404", async () => {
    const moonlight = await t.database.db
      .selectFrom('bladeMessage')
      .select('id')
      .where('title', '=', 'For Moonlight only')
      .executeTakeFirstOrThrow();
    const adminOwn = (await list(tokens.admin!)).records[0]!;
    expect((await get(`/detail?id=${moonlight.id}`, tokens.dist01, 'zh')).json()).toMatchObject({
      code: 404,
      msg: '数据不存在',
    });
    expect((await get(`/detail?id=${adminOwn.id}`, tokens.staff01)).statusCode).toBe(404);
    expect((await get(`/detail?id=${adminOwn.id}`, tokens.otherAdmin)).statusCode).toBe(404);
    expect(await unread(tokens.admin!)).toBe(1);
  });

  it('marks all read for the caller only and reports how many', async () => {
    expect(dataOf(await post('/allRead', tokens.otherAdmin!))).toBe(0);
    expect(dataOf(await post('/allRead', tokens.staff01!))).toBe(0);
    expect(await unread(tokens['dist01-sub']!)).toBe(5);
    expect(dataOf(await post('/allRead', tokens['dist01-sub']!))).toBe(5);
    expect(dataOf(await post('/allRead', tokens['dist01-sub']!))).toBe(0);
    expect(await unread(tokens['dist01-sub']!)).toBe(0);
    expect(await unread(tokens.dist01!)).toBe(4);
  });

  it('lets staff send to a user or a customer of their tenant, and no one else', async () => {
    const dist = await t.database.db
      .selectFrom('bladeUser')
      .select('id')
      .where('account', '=', 'dist01')
      .executeTakeFirstOrThrow();
    const sent = await post('/submit', tokens.staff01!, {
      title: 'Price change',
      content: 'From Monday',
      category: 'ORDER',
      recipientUserId: dist.id,
    });
    expect(dataOf<{ id: string }>(sent).id).toMatch(/^\d+$/);
    expect(await unread(tokens.dist01!)).toBe(5);
    expect(await unread(tokens['dist01-sub']!)).toBe(0);

    await post('/submit', tokens.staff01!, { title: 'Moonlight news', recipientCustomerId: otherCustomerId });
    expect(await unread(tokens.dist01!)).toBe(5);

    const customerAccount = await post('/submit', tokens.dist01!, { title: 'x', recipientUserId: dist.id }, 'es');
    expect(customerAccount.json()).toMatchObject({ code: 403, msg: 'No tiene permiso para hacer esto' });
    const otherTenant = await post('/submit', tokens.otherAdmin!, { title: 'x', recipientUserId: dist.id });
    expect(otherTenant.statusCode).toBe(404);
    expect(await unread(tokens.dist01!)).toBe(5);
  });

  it('rejects bad input with translated messages and sends nothing', async () => {
    const before = await t.database.db
      .selectFrom('bladeMessage')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const noRecipient = await post('/submit', tokens.staff01!, { title: 'Hello' }, 'ru');
    expect(noRecipient.json()).toMatchObject({ code: 400, msg: 'Выберите получателя: пользователя или клиента' });
    const tooLong = await post('/submit', tokens.staff01!, { title: 'x'.repeat(201), recipientUserId: '1' }, 'en');
    expect(tooLong.json().msg).toBe('Invalid parameter title: Enter at most 200 characters');
    expect(
      (await post('/submit', tokens.staff01!, { title: 'x', category: 'SPAM', recipientUserId: '1' })).statusCode,
    ).toBe(400);
    expect((await get('/detail?id=abc', tokens.staff01)).statusCode).toBe(400);
    expect((await get('/list?size=100000', tokens.staff01)).statusCode).toBe(400);
    const notADate = await get('/list?createTime_datege=abc', tokens.dist01, 'fr');
    expect(notADate.json()).toMatchObject({ code: 400 });
    expect(notADate.json().msg).toMatch(/^Paramètre createTime_datege invalide/);
    expect((await get('/list?createTime_datelt=2026-02-30', tokens.dist01)).statusCode).toBe(400);
    expect((await get('/list?createTime_datelt=2026-01-01%2024:00:00', tokens.dist01)).statusCode).toBe(400);
    const after = await t.database.db
      .selectFrom('bladeMessage')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('needs a genuine token for every call', async () => {
    for (const token of [undefined, 'forged.token.value']) {
      for (const url of ['/unread', '/list', '/detail?id=1']) expect((await get(url, token)).statusCode).toBe(401);
      for (const url of ['/allRead', '/submit']) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/blade-resource/msg${url}`,
          headers: token ? bearer(token) : {},
          payload: { title: 'x', recipientUserId: '1' },
        });
        expect(response.statusCode).toBe(401);
      }
    }
  });
});
