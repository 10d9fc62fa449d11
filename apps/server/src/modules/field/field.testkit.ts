import type { Party } from '@smdp/contracts/customer';
import type { Route } from '@smdp/contracts/field';
import type { App } from '../../app';
import { bearer, dataOf } from '../../testing/test-app';

export const ROUTE = '/api/smdp-field/route';
export const PLAN = '/api/smdp-field/plan';
const PARTY = '/api/smdp-customer/baseCustomer';

/** Calls as one signed-in account, in a language. */
export function fieldClient(app: App, token: string, lang = 'en') {
  const post = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: { ...bearer(token), 'lang-type': lang }, payload });
  const get = (url: string) => app.inject({ url, headers: { ...bearer(token), 'lang-type': lang } });
  return { post, get };
}

/** ACTIVE stores of a distributor: onboarded by its primary account, approved by the company's administrator. */
export function storeMaker(app: App, tokens: { admin: string }) {
  let made = 0;
  return async (distributorToken: string, name = 'Route shop'): Promise<Party> => {
    made += 1;
    const seller = fieldClient(app, distributorToken);
    const draft = dataOf<Party>(
      await seller.post(`${PARTY}/submit`, { customerName: `${name} ${made}`, partyType: 'STORE' }),
    );
    const sent = dataOf<Party>(await seller.post(`${PARTY}/submit-approval`, { id: draft.id, version: draft.version }));
    return dataOf<Party>(
      await fieldClient(app, tokens.admin).post(`${PARTY}/approve`, { id: sent.id, version: sent.version }),
    );
  };
}

/** A route of the caller's party through the API. */
export async function makeRoute(app: App, token: string, payload: object): Promise<Route> {
  return dataOf<Route>(
    await fieldClient(app, token).post(`${ROUTE}/submit`, {
      name: 'Route',
      frequency: 'WEEKDAYS',
      weekdays: [1, 2, 3, 4, 5],
      startDate: '2026-01-01',
      ...payload,
    }),
  );
}
