import { VISIT_STATES } from '@smdp/contracts/field';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { partyIdOf } from '../../testing/parties';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedField, weekOf } from './field.demo';

describe('the field-sales demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const counts = async () => ({
    routes: (await db().selectFrom('fieldRoute').select('id').execute()).length,
    plans: (await db().selectFrom('visitPlan').select('id').execute()).length,
    visits: (await db().selectFrom('visit').select('id').execute()).length,
  });

  it('gives C0001 two salespeople with a route of six stores each and this week published with a visit per stop', async () => {
    const routes = await db()
      .selectFrom('fieldRoute as r')
      .innerJoin('bladeUser as u', 'u.id', 'r.salespersonId')
      .select(['r.id', 'u.account', (eb) => eb.fn.countAll<string>().over().as('n')])
      .where('r.ownerPartyId', '=', await partyIdOf(db(), 'C0001'))
      .orderBy('u.account')
      .execute();
    expect(routes.map((route) => route.account)).toEqual(['sales01', 'sales02']);
    for (const route of routes) {
      const stops = await db()
        .selectFrom('fieldRouteStop')
        .select('storePartyId')
        .where('routeId', '=', route.id)
        .execute();
      expect(stops).toHaveLength(6);
    }
    const plans = await db()
      .selectFrom('visitPlan')
      .select(['state'])
      .where(
        'routeId',
        'in',
        routes.map((route) => route.id),
      )
      .execute();
    expect(plans.length).toBeGreaterThan(0);
    expect(new Set(plans.map((plan) => plan.state))).toEqual(new Set(['PUBLISHED']));
    const visits = await db().selectFrom('visit').select('state').execute();
    expect(visits.length).toBe(plans.length * 6);
    // The visit demo (seed) then moves the week's visits into every state its days allow.
    const states = new Set(visits.map((visit) => visit.state));
    expect([...states].every((state) => VISIT_STATES.includes(state))).toBe(true);
  });

  it('is idempotent', async () => {
    const before = await counts();
    const users = await db()
      .selectFrom('bladeUser')
      .select(['id', 'account'])
      .where('account', 'in', ['dist01', 'sales01', 'sales02'])
      .where('tenantId', '=', ADMIN_TENANT)
      .orderBy('account')
      .execute();
    const [dist01, sales01, sales02] = users.map((user) => user.id);
    const role = await db()
      .selectFrom('bladeUserRole')
      .select('roleId')
      .where('userId', '=', dist01 ?? '')
      .executeTakeFirstOrThrow();
    const customerId = await partyIdOf(db(), 'C0001');
    await db()
      .transaction()
      .execute((trx) =>
        seedField(trx, {
          tenantId: ADMIN_TENANT,
          distributor: {
            tenantId: ADMIN_TENANT,
            userId: dist01 ?? '',
            account: 'dist01',
            customerId,
            roleIds: [role.roleId],
            deptId: null,
            codes: new Set(),
          },
          salespeople: [
            { id: sales01 ?? '', route: 'Westlands morning round', weekdays: [1, 3, 5] },
            { id: sales02 ?? '', route: 'Eastlands market round', weekdays: [2, 4] },
          ],
        }),
      );
    expect(await counts()).toEqual(before);
    expect(weekOf(new Date('2026-06-07T12:00:00Z'))).toEqual({ from: '2026-06-01', to: '2026-06-07' });
  });
});
