import type { Page } from '@smdp/contracts';
import type { Notice, NoticeReaders } from '@smdp/contracts/resource';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { partiesAs } from '../customer';
import { reaches } from './notice.audience';

const HOUR_MS = 3_600_000;

describe('smdp-resource/notice', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let dist01Party = '';
  let moonlightParty = '';
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    const db = t.database.db;
    const dist01 = await db
      .selectFrom('bladeUser')
      .select('customerId')
      .where('account', '=', 'dist01')
      .executeTakeFirstOrThrow();
    dist01Party = String(dist01.customerId);
    const moonlight = await db
      .selectFrom('baseCustomer')
      .select('id')
      .where('tenantId', '=', '000000')
      .where('customerCode', '=', 'C0002')
      .executeTakeFirstOrThrow();
    moonlightParty = moonlight.id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url: `/api/smdp-resource/notice${url}`,
      headers: { ...bearer(token), 'lang-type': lang },
      ...(payload ? { payload } : {}),
    });
  const list = async (token: string, query = '') => dataOf<Page<Notice>>(await call('GET', `/list${query}`, token));
  const pending = async (token: string) => dataOf<Notice[]>(await call('GET', '/pending-ack', token));
  const draft = (fields: Record<string, unknown> = {}) => ({
    title: 'Price list from December',
    body: 'New prices apply from 1 December.',
    publishAt: new Date(Date.now() - HOUR_MS).toISOString(),
    expireAt: new Date(Date.now() + 48 * HOUR_MS).toISOString(),
    ...fields,
  });
  async function published(fields: Record<string, unknown> = {}) {
    const saved = dataOf<Notice>(await call('POST', '/save', tokens.admin, draft(fields)));
    return dataOf<Notice>(await call('POST', '/publish', tokens.admin, { id: saved.id, version: saved.version }));
  }

  it('saves a draft readers do not see, publishes it to its audience and withdraws it', async () => {
    const saved = dataOf<Notice>(
      await call(
        'POST',
        '/save',
        tokens.admin,
        draft({ title: 'Ack me', requiresAck: true, audience: { parties: [dist01Party] } }),
      ),
    );
    expect(saved.state).toBe('DRAFT');
    expect((await list(tokens.dist01)).records.some((n) => n.id === saved.id)).toBe(false);

    const stale = await call('POST', '/publish', tokens.admin, { id: saved.id, version: saved.version + 1 });
    expect(stale.json().code).toBe(409);
    const live = dataOf<Notice>(await call('POST', '/publish', tokens.admin, { id: saved.id, version: saved.version }));
    expect(live.state).toBe('PUBLISHED');

    expect((await list(tokens.dist01)).records.find((n) => n.id === saved.id)).toMatchObject({ readAt: null });
    expect((await pending(tokens.dist01)).map((n) => n.id)).toContain(saved.id);
    expect((await pending(tokens['dist01-sub'])).map((n) => n.id)).toContain(saved.id);
    expect(await pending(tokens.admin)).toEqual([]);

    const opened = dataOf<Notice>(await call('GET', `/detail?id=${saved.id}`, tokens.dist01));
    expect(opened.readAt).not.toBeNull();
    const acked = dataOf<Notice>(await call('POST', '/ack', tokens.dist01, { id: saved.id }));
    expect(acked.ackedAt).not.toBeNull();
    expect((await pending(tokens.dist01)).map((n) => n.id)).not.toContain(saved.id);

    const readers = dataOf<NoticeReaders>(await call('GET', `/readers?id=${saved.id}`, tokens.admin));
    expect(readers.records.every((r) => r.partyId === dist01Party)).toBe(true);
    expect(readers.records.find((r) => r.account === 'dist01')).toMatchObject({ ackedAt: expect.anything() });
    expect(readers.records.find((r) => r.account === 'dist01-sub')).toMatchObject({ readAt: null, ackedAt: null });
    expect(readers.acked).toBe(1);
    const sheet = await call('GET', `/readers/export?id=${saved.id}`, tokens.admin);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
    expect((await call('GET', `/readers?id=${saved.id}`, tokens.dist01)).json().code).toBe(403);

    const withdrawn = dataOf<Notice>(
      await call('POST', '/withdraw', tokens.admin, { id: saved.id, version: live.version }),
    );
    expect(withdrawn.state).toBe('WITHDRAWN');
    expect((await pending(tokens['dist01-sub'])).map((n) => n.id)).not.toContain(saved.id);
    expect((await call('GET', `/detail?id=${saved.id}`, tokens.dist01)).json().code).toBe(404);
  });

  it('refuses invalid notices with translated messages, and customers writing them', async () => {
    const noTitle = await call('POST', '/save', tokens.admin, draft({ title: ' ' }), 'fr');
    expect(noTitle.json()).toMatchObject({ code: 400 });
    expect(noTitle.json().msg).toContain('Saisissez un titre');
    const backwards = draft({ expireAt: new Date(Date.now() - 2 * HOUR_MS).toISOString() });
    expect((await call('POST', '/save', tokens.admin, backwards, 'es')).json().msg).toContain('La caducidad debe');
    expect((await call('POST', '/save', tokens.dist01, draft())).json().code).toBe(403);
  });

  it('shows pinned notices first and keeps expired and future ones from readers', async () => {
    const pinned = await published({ title: 'Pinned', pinned: true });
    const future = await published({ title: 'Later', publishAt: new Date(Date.now() + HOUR_MS).toISOString() });
    const seen = (await list(tokens.dist01)).records;
    expect(seen[0]?.id).toBe(pinned.id);
    expect(seen.some((n) => n.id === future.id)).toBe(false);
    const staff = await list(tokens.admin, '?state_equal=PUBLISHED');
    expect(staff.records.map((n) => n.id)).toEqual(expect.arrayContaining([pinned.id, future.id]));
  });

  it("keeps a notice aimed at another customer, and another tenant's notices, from everyone else", async () => {
    const forMoonlight = await published({
      title: 'For Moonlight',
      requiresAck: true,
      audience: { parties: [moonlightParty] },
    });
    expect((await list(tokens.dist01)).records.some((n) => n.id === forMoonlight.id)).toBe(false);
    expect((await call('GET', `/detail?id=${forMoonlight.id}`, tokens.dist01)).json().code).toBe(404);
    expect((await call('POST', '/ack', tokens.dist01, { id: forMoonlight.id })).json().code).toBe(404);
    expect((await list(tokens.otherAdmin)).total).toBe(0);
    expect((await call('GET', `/detail?id=${forMoonlight.id}`, tokens.otherAdmin)).json().code).toBe(404);
    expect((await call('GET', `/readers?id=${forMoonlight.id}`, tokens.otherAdmin)).json().code).toBe(404);
    const other = await call('POST', '/withdraw', tokens.otherAdmin, {
      id: forMoonlight.id,
      version: forMoonlight.version,
    });
    expect(other.json().code).toBe(404);
  });

  it('reaches exactly the parties that match every non-empty audience dimension (property)', async () => {
    const db = t.database.db;
    const parties = await db
      .selectFrom('baseCustomer')
      .select(['id', 'partyType', 'levelId', 'territory'])
      .where('tenantId', '=', '000000')
      .where('isDeleted', '=', 0)
      .execute();
    const pick = <T>(values: T[]) => fc.uniqueArray(fc.constantFrom(...values), { maxLength: 3 });
    const levels = [...new Set(parties.flatMap((p) => (p.levelId ? [String(p.levelId)] : [])))];
    const regions = [...new Set(parties.flatMap((p) => (p.territory ? [p.territory] : [])))];
    const audience = fc.record({
      types: pick(['DISTRIBUTOR', 'SUB_DISTRIBUTOR', 'STORE']),
      levels: levels.length ? pick(levels) : fc.constant<string[]>([]),
      regions: regions.length ? pick(regions) : fc.constant<string[]>([]),
      parties: pick(parties.map((p) => String(p.id))),
    });
    const inList = (list: string[], value: string | null) => !list.length || (value !== null && list.includes(value));

    await fc.assert(
      fc.asyncProperty(audience, async (a) => {
        const notice = await db
          .insertInto('notice')
          .values({
            tenantId: '000000',
            title: 'property',
            audienceTypes: a.types,
            audienceLevels: a.levels,
            audienceRegions: a.regions,
            audienceParties: a.parties,
            publishAt: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const reached = await db
          .selectFrom('notice as n')
          .innerJoin(partiesAs(db, 'p'), (join) => join.on('p.tenantId', '=', '000000').on('p.isDeleted', '=', 0))
          .select('p.id')
          .where('n.id', '=', notice.id)
          .where(reaches('p'))
          .execute();
        await db.deleteFrom('notice').where('id', '=', notice.id).execute();
        const expected = parties.filter(
          (p) =>
            inList(a.types, p.partyType) &&
            inList(a.levels, p.levelId ? String(p.levelId) : null) &&
            inList(a.regions, p.territory) &&
            inList(a.parties, String(p.id)),
        );
        expect(reached.map((p) => String(p.id)).sort()).toEqual(expected.map((p) => String(p.id)).sort());
      }),
      { numRuns: 40 },
    );
  });
});
