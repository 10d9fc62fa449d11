import type { Page } from '@smdp/contracts';
import type { Party } from '@smdp/contracts/customer';
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
import type { SalePoint, SalesContactRecord } from './customer-sales.service';

const BASE = '/api/smdp-customer/baseCustomer';
const SALES = '/api/smdp-customer/baseCustomerSales';

describe('baseCustomer: parties and sub-customers', () => {
  let t: TestApp;
  let tokens: DemoTokens & { dist02: string };
  beforeAll(async () => {
    t = await createTestApp();
    tokens = { ...(await signInDemoAccounts(t.app)), dist02: (await signIn(t.app, 'dist02')).accessToken };
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
  const post = (url: string, token: string, payload?: object, lang = 'en') =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'lang-type': lang }, payload });
  const db = () => t.database.db;
  const partyRows = () => db().selectFrom('baseCustomer').selectAll().orderBy('id').execute();
  const partyByCode = (code: string) =>
    db().selectFrom('baseCustomer').selectAll().where('customerCode', '=', code).executeTakeFirstOrThrow();
  const list = async (token: string, query = '') =>
    dataOf<Page<Party>>(await get(`${BASE}/list?size=100${query}`, token));

  describe('list, detail and options', () => {
    it('gives a distributor its own sub-customers only, staff the whole tenant, the other tenant nothing', async () => {
      const mine = await list(tokens.dist01);
      expect(mine.total).toBe(18);
      expect(mine.records.every((party) => party.sellerCode === 'C0001')).toBe(true);
      expect(mine.records[0]).toMatchObject({
        customerCode: 'C0001-0001',
        partyType: 'SUB_DISTRIBUTOR',
        state: 'ACTIVE',
      });
      expect((await list(tokens['dist01-sub'])).total).toBe(18);
      const theirs = await list(tokens.dist02);
      expect(theirs.total).toBe(12);
      expect(theirs.records.every((party) => party.sellerCode === 'C0002')).toBe(true);

      const staff = await list(tokens.staff01, '&customerCode_like=C000');
      expect(staff.records.map((party) => party.customerCode)).toEqual(expect.arrayContaining(['C0001', 'C0002']));
      expect((await partyByCode('C0001')).sellerPartyId).toBe((await partyByCode('HQ')).id);
      const pending = await list(tokens.dist01, '&state_equal=PENDING_APPROVAL');
      expect(pending.records.map((party) => party.customerCode)).toEqual(['C0001-0008', 'C0001-0018']);
      expect((await list(tokens.otherAdmin)).total).toBe(0);
    });

    it("answers 404 for another distributor's sub-customer and for the other tenant", async () => {
      const foreign = await partyByCode('C0002-0001');
      expect((await get(`${BASE}/detail?id=${foreign.id}`, tokens.dist01)).statusCode).toBe(404);
      expect((await get(`${BASE}/detail?id=${foreign.id}`, tokens.otherAdmin)).statusCode).toBe(404);
      expect(dataOf<Party>(await get(`${BASE}/detail?id=${foreign.id}`, tokens.dist02)).customerCode).toBe(
        'C0002-0001',
      );
      const options = dataOf<{ customerCode: string }[]>(
        await get(`${BASE}/options?keyword=-0001&states=ACTIVE`, tokens.dist01),
      );
      expect(options.map((option) => option.customerCode)).toEqual(['C0001-0001']);
    });

    it('needs a token and the view button', async () => {
      expect((await t.app.inject({ url: `${BASE}/list` })).statusCode).toBe(401);
      expect((await get(`${BASE}/list`, 'forged.token.value')).statusCode).toBe(401);
      const role = await db()
        .selectFrom('bladeRole')
        .select('id')
        .where('roleAlias', '=', 'customer_sub')
        .where('tenantId', '=', '000000')
        .executeTakeFirstOrThrow();
      const view = await db()
        .selectFrom('bladeMenu')
        .select('id')
        .where('code', '=', 'sub_customer_view')
        .executeTakeFirstOrThrow();
      await db().deleteFrom('bladeRoleMenu').where('roleId', '=', role.id).where('menuId', '=', view.id).execute();
      t.app.deps.permissions.invalidate();
      try {
        expect((await get(`${BASE}/list`, tokens['dist01-sub'])).statusCode).toBe(403);
      } finally {
        await db().insertInto('bladeRoleMenu').values({ roleId: role.id, menuId: view.id }).execute();
        t.app.deps.permissions.invalidate();
      }
    });
  });

  describe('onboarding a sub-customer', () => {
    it('drafts, edits, submits and approves: the sub-account onboards, the primary account approves', async () => {
      const draft = dataOf<Party>(
        await post(`${BASE}/submit`, tokens['dist01-sub'], {
          customerName: 'Corner shop',
          partyType: 'STORE',
          phone: '+254 711 999 001',
          taxNo: ' p77 001 ',
          territory: 'Nairobi',
          lat: -1.3,
          lng: 36.8,
          sellerPartyId: (await partyByCode('C0002')).id,
        }),
      );
      expect(draft).toMatchObject({
        customerCode: 'C0001-0019',
        state: 'DRAFT',
        sellerCode: 'C0001',
        phone: '+254711999001',
        taxNo: 'P77001',
        customerFullName: 'Corner shop',
        version: 1,
      });
      const edited = dataOf<Party>(
        await post(`${BASE}/submit`, tokens['dist01-sub'], {
          ...draft,
          customerName: 'Corner shop 2',
          customerCode: 'X',
        }),
      );
      expect(edited).toMatchObject({ customerName: 'Corner shop 2', customerCode: 'C0001-0019', version: 2 });
      const sent = dataOf<Party>(
        await post(`${BASE}/submit-approval`, tokens['dist01-sub'], { id: draft.id, version: 2 }),
      );
      expect(sent).toMatchObject({ state: 'PENDING_APPROVAL', version: 3 });
      expect(sent.submittedAt).toBeTruthy();

      // A sub-account holds no approve button; another distributor cannot even see the party.
      expect((await post(`${BASE}/approve`, tokens['dist01-sub'], { id: draft.id, version: 3 })).statusCode).toBe(403);
      expect((await post(`${BASE}/approve`, tokens.dist02, { id: draft.id, version: 3 })).statusCode).toBe(404);
      expect((await post(`${BASE}/approve`, tokens.otherAdmin, { id: draft.id, version: 3 })).statusCode).toBe(404);
      expect((await post(`${BASE}/approve`, tokens.dist01, { id: draft.id, version: 2 })).statusCode).toBe(409);

      const approved = dataOf<Party>(await post(`${BASE}/approve`, tokens.dist01, { id: draft.id, version: 3 }));
      expect(approved).toMatchObject({ state: 'ACTIVE', version: 4 });
      expect(approved.approvedAt).toBeTruthy();
      expect(approved.openedAt).toBeTruthy();
      const audit = await db()
        .selectFrom('auditLog')
        .select(['action', 'account'])
        .where('entity', '=', 'party')
        .where('entityId', '=', draft.id)
        .orderBy('id')
        .execute();
      expect(audit).toEqual([
        { action: 'create', account: 'dist01-sub' },
        { action: 'update', account: 'dist01-sub' },
        { action: 'submit-approval', account: 'dist01-sub' },
        { action: 'approve', account: 'dist01' },
      ]);

      // Once active, changes take the edit button, which the sub-account does not hold.
      expect((await post(`${BASE}/submit`, tokens['dist01-sub'], { ...approved, customerName: 'x' })).statusCode).toBe(
        403,
      );
      const suspended = dataOf<Party>(await post(`${BASE}/suspend`, tokens.dist01, { id: draft.id, version: 4 }));
      expect(suspended.state).toBe('SUSPENDED');
      expect(dataOf<Party>(await post(`${BASE}/resume`, tokens.dist01, { id: draft.id, version: 5 })).state).toBe(
        'ACTIVE',
      );
    });

    it('rejects duplicates of tax number and phone across distributors, translated, creating nothing', async () => {
      const before = await partyRows();
      const foreign = await partyByCode('C0002-0003');
      const samePhone = await post(
        `${BASE}/submit`,
        tokens.dist01,
        { customerName: 'Copy', partyType: 'STORE', phone: foreign.phone },
        'fr',
      );
      expect(samePhone.json()).toMatchObject({
        code: 400,
        msg: `Le téléphone ${foreign.phone} est déjà enregistré pour un autre client`,
      });
      const sameTax = await post(`${BASE}/submit`, tokens.dist01, {
        customerName: 'Copy',
        partyType: 'STORE',
        taxNo: (foreign.taxNo ?? '').toLowerCase(),
      });
      expect(sameTax.json().msg).toBe(`Tax number ${foreign.taxNo} is already registered for another customer`);
      expect(await partyRows()).toEqual(before);
    });

    it('rejects bad input with translated messages and changes nothing', async () => {
      const before = await partyRows();
      const long = await post(
        `${BASE}/submit`,
        tokens.dist01,
        { customerName: 'x'.repeat(101), partyType: 'STORE' },
        'zh',
      );
      expect(long.json()).toMatchObject({ code: 400, msg: '参数 customerName 无效：最多输入 100 个字符' });
      const distributor = await post(`${BASE}/submit`, tokens.dist01, {
        customerName: 'Rival',
        partyType: 'DISTRIBUTOR',
      });
      expect(distributor.json().msg).toBe('You cannot create or change a customer of this type');
      const badSeller = await post(`${BASE}/submit`, tokens.staff01, {
        customerName: 'Orphan',
        partyType: 'SUB_DISTRIBUTOR',
        sellerPartyId: (await partyByCode('C0001-0002')).id,
      });
      expect(badSeller.json().msg).toBe('The seller does not fit this customer type or is not an active customer');
      const badSalesperson = await post(`${BASE}/submit`, tokens.dist01, {
        customerName: 'Kiosk',
        partyType: 'STORE',
        salespersonId: (
          await db().selectFrom('bladeUser').select('id').where('account', '=', 'staff01').executeTakeFirstOrThrow()
        ).id,
      });
      expect(badSalesperson.json().msg).toBe(
        'The salesperson must be an account of the seller (a staff account when the company sells)',
      );
      const badLat = await post(`${BASE}/submit`, tokens.dist01, {
        customerName: 'Kiosk',
        partyType: 'STORE',
        lat: 91,
      });
      expect(badLat.statusCode).toBe(400);
      const reject = await post(`${BASE}/reject`, tokens.dist01, {
        id: (await partyByCode('C0001-0008')).id,
        version: 1,
      });
      expect(reject.json().msg).toBe('Please give a reason');
      const approveDraft = await post(`${BASE}/approve`, tokens.dist01, {
        id: (await partyByCode('C0001-0009')).id,
        version: 1,
      });
      expect(approveDraft.json().msg).toBe("The customer's current status does not allow this");
      expect(await partyRows()).toEqual(before);
    });

    it('sends a rejected party back to draft with the reason', async () => {
      const pending = await partyByCode('C0001-0018');
      const rejected = dataOf<Party>(
        await post(`${BASE}/reject`, tokens.dist01, {
          id: pending.id,
          version: pending.version,
          remark: 'Wrong tax number',
        }),
      );
      expect(rejected).toMatchObject({ state: 'DRAFT', reviewRemark: 'Wrong tax number' });
    });

    it('never gives a code out twice, even after a draft is deleted', async () => {
      const draft = dataOf<Party>(
        await post(`${BASE}/submit`, tokens.dist01, { customerName: 'Short-lived', partyType: 'STORE' }),
      );
      expect((await post(`${BASE}/remove?ids=${(await partyByCode('C0001-0001')).id}`, tokens.dist01)).json().msg).toBe(
        'Only draft customers can be deleted',
      );
      expect((await post(`${BASE}/remove?ids=${draft.id}`, tokens['dist01-sub'])).statusCode).toBe(403);
      expect((await post(`${BASE}/remove?ids=${draft.id}`, tokens.dist02)).statusCode).toBe(404);
      expect(dataOf(await post(`${BASE}/remove?ids=${draft.id}`, tokens.dist01))).toBe(true);
      const next = dataOf<Party>(
        await post(`${BASE}/submit`, tokens.dist01, { customerName: 'Next', partyType: 'STORE' }),
      );
      expect(next.customerCode).not.toBe(draft.customerCode);
      const reuse = await post(`${BASE}/submit`, tokens.dist01, {
        customerName: 'Reuse',
        partyType: 'STORE',
        customerCode: draft.customerCode,
      });
      expect(reuse.json().msg).toBe(`Customer code ${draft.customerCode} is already used (codes are never reused)`);
    });

    it('lets staff onboard a distributor under the company and another staff account approve it; a stale version gets 409', async () => {
      const created = dataOf<Party>(
        await post(`${BASE}/submit`, tokens.staff01, { customerName: 'Sunset Wholesale', partyType: 'DISTRIBUTOR' }),
      );
      expect(created).toMatchObject({ customerCode: 'C0003', sellerCode: 'HQ', state: 'DRAFT' });
      const renamed = dataOf<Party>(
        await post(`${BASE}/submit`, tokens.staff01, { ...created, customerName: 'Sunset' }),
      );
      expect(renamed.version).toBe(2);
      const stale = await post(`${BASE}/submit`, tokens.staff01, { ...created, customerName: 'Old' });
      expect(stale.statusCode).toBe(409);
      await post(`${BASE}/submit-approval`, tokens.staff01, { id: created.id, version: 2 });
      expect(dataOf<Party>(await post(`${BASE}/approve`, tokens.admin, { id: created.id, version: 3 })).state).toBe(
        'ACTIVE',
      );
      expect((await post(`${BASE}/submit`, tokens.otherAdmin, { ...renamed, version: 4 })).statusCode).toBe(404);
      expect((await list(tokens.dist01, '&customerCode_like=C0003')).total).toBe(0);
    });
  });

  describe('salesperson options', () => {
    type Account = { id: string; account: string; realName: string | null };
    const options = async (token: string, query = '') =>
      dataOf<Account[]>(await get(`${BASE}/salesperson-options${query}`, token)).map((one) => one.account);

    it("gives a customer account its own customer's accounts, staff their own or a named seller's", async () => {
      // The demo's field salespeople (sales01, sales02) are dist01's accounts too.
      const ofC0001 = ['dist01', 'dist01-sub', 'sales01', 'sales02'];
      expect(await options(tokens.dist01)).toEqual(ofC0001);
      // A customer account cannot ask for another seller's people: it always gets its own.
      const c0002 = await partyByCode('C0002');
      expect(await options(tokens['dist01-sub'], `?sellerPartyId=${c0002.id}`)).toEqual(ofC0001);
      const staff = await options(tokens.staff01);
      expect(staff).toEqual(expect.arrayContaining(['admin', 'staff01']));
      expect(staff).not.toContain('dist01');
      const hq = await partyByCode('HQ');
      expect(await options(tokens.staff01, `?sellerPartyId=${hq.id}`)).toEqual(staff);
      const c0001 = await partyByCode('C0001');
      expect(await options(tokens.staff01, `?sellerPartyId=${c0001.id}`)).toEqual(ofC0001);
    });

    it('refuses an unknown or foreign seller, no token, and accounts without the add or edit button', async () => {
      const c0001 = await partyByCode('C0001');
      const foreign = await get(`${BASE}/salesperson-options?sellerPartyId=${c0001.id}`, tokens.otherAdmin);
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().msg).toBe('The seller does not fit this customer type or is not an active customer');
      expect((await options(tokens.otherAdmin)).some((account) => account.startsWith('dist01'))).toBe(false);
      expect((await get(`${BASE}/salesperson-options?sellerPartyId=abc`, tokens.staff01)).statusCode).toBe(400);
      expect((await t.app.inject({ url: `${BASE}/salesperson-options` })).statusCode).toBe(401);

      const role = await db()
        .selectFrom('bladeRole')
        .select('id')
        .where('roleAlias', '=', 'customer_sub')
        .where('tenantId', '=', '000000')
        .executeTakeFirstOrThrow();
      const add = await db()
        .selectFrom('bladeMenu')
        .select('id')
        .where('code', '=', 'sub_customer_add')
        .executeTakeFirstOrThrow();
      await db().deleteFrom('bladeRoleMenu').where('roleId', '=', role.id).where('menuId', '=', add.id).execute();
      t.app.deps.permissions.invalidate();
      try {
        expect((await get(`${BASE}/salesperson-options`, tokens['dist01-sub'])).statusCode).toBe(403);
      } finally {
        await db().insertInto('bladeRoleMenu').values({ roleId: role.id, menuId: add.id }).execute();
        t.app.deps.permissions.invalidate();
      }
    });
  });

  describe('baseCustomerSales', () => {
    it('lists sales contacts per customer: own for a customer account, any of the tenant for staff', async () => {
      const own = dataOf<{ salesPersonList: { enName: string }[] }>(
        await get(`${SALES}/list-by-customer-code?customerCode=C0002`, tokens.dist01),
      );
      expect(own.salesPersonList.map((person) => person.enName)).toEqual(['Chen Jie', 'Amina Njoroge']);
      const staff = dataOf<{ salesPersonList: unknown[] }>(
        await get(`${SALES}/list-by-customer-code?customerCode=C0001`, tokens.staff01),
      );
      expect(staff.salesPersonList).toHaveLength(2);
      const other = dataOf<{ salesPersonList: unknown[] }>(
        await get(`${SALES}/list-by-customer-code?customerCode=C0001`, tokens.otherAdmin),
      );
      expect(other.salesPersonList).toEqual([]);

      const page = dataOf<Page<SalesContactRecord>>(
        await get(`${SALES}/list?customerCode_equal=C0001`, tokens.staff01),
      );
      expect(page.records.map((contact) => contact.enName).sort()).toEqual(['Amina Njoroge', 'Chen Jie']);
      expect(dataOf<Page<SalesContactRecord>>(await get(`${SALES}/list`, tokens.dist02)).total).toBe(0);
      expect(dataOf<Page<SalesContactRecord>>(await get(`${SALES}/list`, tokens.otherAdmin)).total).toBe(0);
      expect((await get(`${SALES}/list?size=0`, tokens.staff01)).statusCode).toBe(400);
      expect((await t.app.inject({ url: `${SALES}/list` })).statusCode).toBe(401);
    });

    it("lists the active points of sale a distributor serves, never another's", async () => {
      const mine = dataOf<SalePoint[]>(await get(`${SALES}/list-sale-points`, tokens.dist02));
      expect(mine.length).toBe(10);
      expect(mine.every((point) => point.sellerCode === 'C0002' && point.lat !== null)).toBe(true);
      const asked = dataOf<SalePoint[]>(await get(`${SALES}/list-sale-points?customerCode=C0002`, tokens.staff01));
      expect(asked.map((point) => point.id)).toEqual(mine.map((point) => point.id));
      const foreign = dataOf<SalePoint[]>(await get(`${SALES}/list-sale-points?customerCode=C0002`, tokens.dist01));
      expect(foreign.some((point) => point.sellerCode === 'C0002')).toBe(false);
      expect(dataOf<SalePoint[]>(await get(`${SALES}/list-sale-points`, tokens.otherAdmin))).toEqual([]);
      const long = await get(`${SALES}/list-sale-points?customerCode=${'x'.repeat(65)}`, tokens.staff01);
      expect(long.statusCode).toBe(400);
    });
  });

  describe('timeline and events (document kernel)', () => {
    it("records every move of a party in its timeline and the outbox; another seller's account gets 404", async () => {
      const created = dataOf<Party>(
        await post(`${BASE}/submit`, tokens.dist01, { customerName: 'Timeline shop', partyType: 'STORE' }),
      );
      const sent = dataOf<Party>(
        await post(`${BASE}/submit-approval`, tokens.dist01, { id: created.id, version: created.version }),
      );
      expect(sent.state).toBe('PENDING_APPROVAL');
      const timeline = dataOf<{ action: string; fromState: string | null; toState: string | null }[]>(
        await get(`${BASE}/timeline?id=${created.id}`, tokens.dist01),
      );
      expect(timeline.map(({ action, fromState, toState }) => [action, fromState, toState])).toEqual([
        ['create', null, 'DRAFT'],
        ['submit-approval', 'DRAFT', 'PENDING_APPROVAL'],
      ]);
      expect((await get(`${BASE}/timeline?id=${created.id}`, tokens.dist02)).statusCode).toBe(404);
      expect((await get(`${BASE}/timeline?id=${created.id}`, tokens.otherAdmin)).statusCode).toBe(404);
      const events = await db()
        .selectFrom('outboxEvent')
        .select('topic')
        .where('docId', '=', created.id)
        .orderBy('id')
        .execute();
      expect(events.map((event) => event.topic)).toEqual(['party.create', 'party.submit-approval']);
      await post(`${BASE}/reject`, tokens.dist01, { id: created.id, version: sent.version, remark: 'no' });
      await post(`${BASE}/remove?ids=${created.id}`, tokens.dist01);
    });
  });
});
