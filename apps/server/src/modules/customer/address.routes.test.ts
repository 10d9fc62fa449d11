import type { Page, Wire } from '@smdp/contracts';
import type { Address } from '@smdp/contracts/customer';
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

const BASE = '/api/smdp-customer/customerAddress';
type Row = Wire<Address>;

/** Addresses of parties (domain.md §2): who sees and changes which, one default per type, tenant walls. */
describe('customerAddress', () => {
  let t: TestApp;
  let tokens: DemoTokens & { dist02: string };
  beforeAll(async () => {
    t = await createTestApp();
    tokens = { ...(await signInDemoAccounts(t.app)), dist02: (await signIn(t.app, 'dist02')).accessToken };
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ url: `${BASE}${url}`, headers: bearer(token) });
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `${BASE}${url}`, headers: { ...bearer(token), 'lang-type': 'en' }, payload });
  const list = async (token: string, query = '') => dataOf<Page<Row>>(await get(`/list?size=500${query}`, token));
  const codesOf = (page: Page<Row>) => new Set(page.records.map((row) => row.partyCode));

  describe('list and detail', () => {
    it("shows a customer account its own and its buyers' addresses, never another distributor's", async () => {
      const own = await list(tokens.dist01);
      expect(own.records.length).toBeGreaterThan(3);
      expect(codesOf(own)).toContain('C0001');
      expect(codesOf(own)).not.toContain('C0002');
      const theirs = await list(tokens.dist02);
      expect(codesOf(theirs)).toContain('C0002');
      expect(codesOf(theirs)).not.toContain('C0001');
    });

    it('shows staff every address of the tenant, filtered by party code', async () => {
      const all = codesOf(await list(tokens.admin));
      expect(all).toContain('C0001');
      expect(all).toContain('C0002');
      const page = await list(tokens.admin, '&partyCode_like=C0002');
      expect(page.records.length).toBeGreaterThan(0);
      expect([...codesOf(page)].every((code) => code.includes('C0002'))).toBe(true);
    });

    it('gives another tenant and another customer nothing of ours, not even a detail', async () => {
      const ours = (await list(tokens.dist01, '&partyCode_equal=C0001')).records[0];
      expect(ours).toBeDefined();
      expect(dataOf<Row>(await get(`/detail?id=${ours?.id}`, tokens.dist01)).line).toBe(ours?.line);
      expect((await list(tokens.otherAdmin)).records.some((row) => row.id === ours?.id)).toBe(false);
      expect((await get(`/detail?id=${ours?.id}`, tokens.otherAdmin)).statusCode).toBe(404);
      expect((await get(`/detail?id=${ours?.id}`, tokens.dist02)).statusCode).toBe(404);
    });

    it('asks for a sign-in and the view button', async () => {
      expect((await t.app.inject({ url: `${BASE}/list` })).statusCode).toBe(401);
    });
  });

  describe('writes', () => {
    const billing = (token: string) =>
      list(token, '&addressType_equal=BILLING&partyCode_equal=C0001').then((page) => page.records);

    it("adds an address to the caller's own customer; a new default replaces the old one of its type", async () => {
      const before = await billing(tokens.dist01);
      expect(before.filter((row) => row.isDefault)).toHaveLength(1);
      const created = dataOf<Row>(
        await post('/submit', tokens.dist01, { addressType: 'BILLING', line: '  2 New Road  ', isDefault: true }),
      );
      expect(created).toMatchObject({ partyCode: 'C0001', line: '2 New Road', isDefault: true, version: 1 });
      const after = await billing(tokens.dist01);
      expect(after.filter((row) => row.isDefault).map((row) => row.id)).toEqual([created.id]);
    });

    it('changes an address at the version read, makes another the default, and refuses a stale version', async () => {
      const [first, second] = await billing(tokens.dist01);
      if (!first || !second) throw new Error('two billing addresses expected');
      const changed = dataOf<Row>(
        await post('/submit', tokens.dist01, {
          id: first.id,
          version: first.version,
          addressType: 'BILLING',
          line: 'Changed line',
          contactName: 'Ann',
        }),
      );
      expect(changed).toMatchObject({ line: 'Changed line', contactName: 'Ann', version: first.version + 1 });
      const stale = await post('/submit', tokens.dist01, {
        id: first.id,
        version: first.version,
        addressType: 'BILLING',
        line: 'Lost update',
      });
      expect(stale.statusCode).toBe(409);
      const made = dataOf<Row>(await post('/set-default', tokens.dist01, { id: second.id, version: second.version }));
      expect(made.isDefault).toBe(true);
      const defaults = (await billing(tokens.dist01)).filter((row) => row.isDefault);
      expect(defaults.map((row) => row.id)).toEqual([second.id]);
    });

    it('refuses bad input and a party the caller does not manage', async () => {
      expect((await post('/submit', tokens.dist01, { addressType: 'BILLING', line: '' })).statusCode).toBe(400);
      expect((await post('/submit', tokens.dist01, { addressType: 'HOME', line: 'x' })).statusCode).toBe(400);
      expect((await post('/submit', tokens.dist01, { addressType: 'BILLING', line: 'x', lat: 91 })).statusCode).toBe(
        400,
      );
      const foreign = (await list(tokens.dist02, '&partyCode_equal=C0002')).records[0];
      const refused = await post('/submit', tokens.dist01, {
        partyId: foreign?.partyId,
        addressType: 'PICKUP',
        line: 'Not mine',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBeTruthy();
      // Company staff without a customer must name the party.
      expect((await post('/submit', tokens.admin, { addressType: 'PICKUP', line: 'Whose?' })).statusCode).toBe(400);
    });

    it('lets a sub-account add but not change', async () => {
      const added = await post('/submit', tokens['dist01-sub'], { addressType: 'PICKUP', line: 'Gate 9' });
      expect(added.statusCode).toBe(200);
      const row = dataOf<Row>(added);
      const edit = await post('/submit', tokens['dist01-sub'], {
        id: row.id,
        version: row.version,
        addressType: 'PICKUP',
        line: 'Gate 10',
      });
      expect(edit.statusCode).toBe(403);
    });

    it('lets another tenant and another customer change or remove nothing of ours', async () => {
      const ours = (await billing(tokens.dist01))[0];
      if (!ours) throw new Error('an address expected');
      const change = { id: ours.id, version: ours.version, addressType: 'BILLING', line: 'Hijacked' };
      expect((await post('/submit', tokens.otherAdmin, change)).statusCode).toBe(404);
      expect((await post('/submit', tokens.dist02, change)).statusCode).toBe(404);
      expect((await post('/set-default', tokens.otherAdmin, { id: ours.id, version: ours.version })).statusCode).toBe(
        404,
      );
      expect((await post(`/remove?ids=${ours.id}`, tokens.otherAdmin)).statusCode).toBe(404);
      expect((await post(`/remove?ids=${ours.id}`, tokens.dist02)).statusCode).toBe(404);
      expect(dataOf<Row>(await get(`/detail?id=${ours.id}`, tokens.dist01))).toMatchObject({
        line: ours.line,
        version: ours.version,
      });
    });

    it('removes addresses of its own customer', async () => {
      const created = dataOf<Row>(await post('/submit', tokens.dist01, { addressType: 'PICKUP', line: 'Short-lived' }));
      expect(dataOf<boolean>(await post(`/remove?ids=${created.id}`, tokens.dist01))).toBe(true);
      expect((await get(`/detail?id=${created.id}`, tokens.dist01)).statusCode).toBe(404);
    });
  });
});
