import type { Page } from '@smdp/contracts';
import type { ClosureRequest, Party } from '@smdp/contracts/customer';
import type { UserRecord } from '@smdp/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

const PARTY = '/api/smdp-customer/baseCustomer';
const CLOSURE = '/api/smdp-customer/customerCloseRequest';
const SETTING = '/api/blade-system/companySystemSetting';

/** Issue 9 item 14: each list shows the rows its caller may act on, and approval needs a second person. */
describe('right lists for the right people', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
  const post = (url: string, token: string, payload?: object, lang = 'en') =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'lang-type': lang }, payload });
  const db = () => t.database.db;

  describe('customer accounts (/customer/account)', () => {
    const accounts = async (token: string) =>
      dataOf<Page<UserRecord>>(await get('/api/blade-user/customer-account-page?size=500', token));

    it("shows company users the customers' primary and sub-accounts with their customer, never staff", async () => {
      const page = await accounts(tokens.admin);
      const names = page.records.map((one) => one.account);
      expect(names).toEqual(expect.arrayContaining(['dist01', 'dist01-sub']));
      expect(names).not.toContain('admin');
      expect(names).not.toContain('staff01');
      expect(page.records.every((one) => one.customerId && one.customerCode)).toBe(true);
      expect(page.records.find((one) => one.account === 'dist01')).toMatchObject({
        customerCode: 'C0001',
        isPrimaryAccount: true,
      });
      // The same administrator's user page still lists the staff: that page is where they are managed.
      const users = dataOf<Page<UserRecord>>(await get('/api/blade-user/list-page?size=500', tokens.admin));
      expect(users.records.map((one) => one.account)).toContain('staff01');
      expect((await accounts(tokens.staff01)).records.some((one) => !one.customerId)).toBe(false);
    });

    it("never removes a customer's primary account (the page offers no delete there), and changes nothing", async () => {
      const owner = (await accounts(tokens.admin)).records.find((one) => one.account === 'dist01');
      const refused = await post(`/api/blade-user/remove?ids=${owner?.id}`, tokens.admin);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBe(
        "A customer's primary account cannot be removed; hand it over to another login instead",
      );
      const row = await db()
        .selectFrom('bladeUser')
        .select('isDeleted')
        .where('id', '=', owner?.id ?? '0')
        .executeTakeFirst();
      expect(row?.isDeleted).toBe(0);
    });

    it('shows a primary account its own sub-accounts only; a sub-account and the other tenant nothing of ours', async () => {
      expect((await accounts(tokens.dist01)).records.map((one) => one.account)).toEqual([
        'sales02',
        'sales01',
        'dist01-sub',
      ]);
      expect((await get('/api/blade-user/customer-account-page', tokens['dist01-sub'])).statusCode).toBe(403);
      const theirs = await accounts(tokens.otherAdmin);
      expect(theirs.records.some((one) => one.tenantId !== '100001')).toBe(false);
      expect(theirs.records.map((one) => one.account)).not.toContain('dist01');
    });
  });

  describe('sub-customers (/customer/sub-customer)', () => {
    const parties = async (token: string, query = '') =>
      dataOf<Page<Party>>(await get(`${PARTY}/list?size=500${query}`, token));
    const sellerTypes = async () =>
      new Map(
        (await db().selectFrom('baseCustomer').select(['id', 'partyType']).execute()).map((row) => [
          row.id,
          row.partyType,
        ]),
      );

    it("shows company users second-tier customers (a distributor's), not the customer list's rows", async () => {
      const sub = await parties(tokens.admin, '&tier=sub');
      const all = await parties(tokens.admin);
      const types = await sellerTypes();
      expect(sub.total).toBeGreaterThan(0);
      expect(sub.total).toBeLessThan(all.total);
      for (const party of sub.records) {
        expect(['DISTRIBUTOR', 'SUB_DISTRIBUTOR']).toContain(types.get(party.sellerPartyId ?? ''));
      }
      expect(sub.records.map((party) => party.customerCode)).not.toContain('C0001');
      expect(all.records.map((party) => party.customerCode)).toContain('C0001');
      expect((await parties(tokens.staff01, '&tier=sub')).total).toBe(sub.total);
      expect((await get(`${PARTY}/list?tier=third`, tokens.admin)).statusCode).toBe(400);
    });

    it("shows a distributor's accounts their own sub-customers either way, the other tenant none of ours", async () => {
      const mine = await parties(tokens.dist01, '&tier=sub');
      expect(mine.total).toBe((await parties(tokens.dist01)).total);
      expect(mine.records.every((party) => party.sellerCode === 'C0001')).toBe(true);
      expect((await parties(tokens['dist01-sub'], '&tier=sub')).total).toBe(mine.total);
      expect((await parties(tokens.otherAdmin, '&tier=sub')).total).toBe(0);
    });

    it("answers every call the sub-account's page makes, and refuses the catalog lists the page no longer asks for", async () => {
      for (const url of [`${PARTY}/list?tier=sub`, `${PARTY}/salesperson-options`]) {
        expect((await get(url, tokens['dist01-sub'])).statusCode, url).toBe(200);
      }
      for (const url of ['/api/smdp-goods/customer-level/list?size=500', '/api/smdp-goods/price-list/list?size=500']) {
        expect((await get(url, tokens['dist01-sub'])).statusCode, url).toBe(403);
      }
    });
  });

  describe('the submitter does not approve its own submission unless the company setting allows', () => {
    const setSelfApproval = async (allowSelfApproval: boolean) => {
      const own = await db()
        .selectFrom('companySystemSetting')
        .select(['id', 'version', 'companyId', 'shopEnabled'])
        .where('tenantId', '=', '000000')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const saved = await post(`${SETTING}/submit`, tokens.admin, { ...own, allowSelfApproval });
      expect(dataOf<{ allowSelfApproval: boolean }>(saved).allowSelfApproval).toBe(allowSelfApproval);
    };
    const onboard = async (token: string, customerName: string) => {
      const draft = dataOf<Party>(await post(`${PARTY}/submit`, token, { customerName, partyType: 'STORE' }));
      return dataOf<Party>(await post(`${PARTY}/submit-approval`, token, { id: draft.id, version: draft.version }));
    };

    it('refuses a party approved by its submitter with a translated 403 and changes nothing; another approver may', async () => {
      const sent = await onboard(tokens.dist01, 'Own kiosk');
      expect(sent.submittedBy).toBeTruthy();
      const refused = await post(`${PARTY}/approve`, tokens.dist01, { id: sent.id, version: sent.version });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toBe(
        'Someone else must approve what you submitted (the settings do not allow self-approval)',
      );
      const zh = await post(`${PARTY}/approve`, tokens.dist01, { id: sent.id, version: sent.version }, 'zh');
      expect(zh.json().msg).toContain('审批');
      const row = await db().selectFrom('baseCustomer').selectAll().where('id', '=', sent.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ state: 'PENDING_APPROVAL', version: sent.version, approvedBy: null });
      expect(
        (await post(`${PARTY}/approve`, tokens.otherAdmin, { id: sent.id, version: sent.version })).statusCode,
      ).toBe(404);
      const approved = dataOf<Party>(
        await post(`${PARTY}/approve`, tokens.admin, { id: sent.id, version: sent.version }),
      );
      expect(approved.state).toBe('ACTIVE');
    });

    it('refuses a closure request approved by its sender, until the setting allows self-approval', async () => {
      const sent = await onboard(tokens.dist01, 'Closing kiosk');
      const party = dataOf<Party>(await post(`${PARTY}/approve`, tokens.admin, { id: sent.id, version: sent.version }));
      const draft = dataOf<ClosureRequest>(
        await post(`${CLOSURE}/submit`, tokens.dist01, {
          partyId: party.id,
          reason: 'CLOSED',
          effectiveDate: '2026-01-01',
        }),
      );
      const request = dataOf<ClosureRequest>(
        await post(`${CLOSURE}/send`, tokens.dist01, { id: draft.id, version: draft.version }),
      );
      expect(request.submittedBy).toBe(request.requestedBy);
      const refused = await post(`${CLOSURE}/approve`, tokens.dist01, { id: request.id, version: request.version });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toContain('self-approval');
      const row = await db()
        .selectFrom('customerCloseRequest')
        .select(['state', 'version'])
        .where('id', '=', request.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ state: 'SUBMITTED', version: request.version });

      await setSelfApproval(true);
      try {
        const approved = await post(`${CLOSURE}/approve`, tokens.dist01, { id: request.id, version: request.version });
        expect(dataOf<ClosureRequest>(approved).state).toBe('APPROVED');
        // The logo dialog saves without the switch: the setting stays as it was.
        const own = await db()
          .selectFrom('companySystemSetting')
          .select(['id', 'version', 'companyId', 'shopEnabled'])
          .where('tenantId', '=', '000000')
          .orderBy('id')
          .executeTakeFirstOrThrow();
        const kept = dataOf<{ allowSelfApproval: boolean }>(await post(`${SETTING}/submit`, tokens.admin, own));
        expect(kept.allowSelfApproval).toBe(true);
      } finally {
        await setSelfApproval(false);
      }
      const again = await onboard(tokens.dist01, 'Second kiosk');
      expect((await post(`${PARTY}/approve`, tokens.dist01, { id: again.id, version: again.version })).statusCode).toBe(
        403,
      );
    });

    it("lets the company's own setting decide only for its own tenant", async () => {
      const detail = dataOf<{ allowSelfApproval: boolean } | null>(await get(`${SETTING}/detail`, tokens.otherAdmin));
      expect(detail?.allowSelfApproval ?? false).toBe(false);
    });
  });
});
