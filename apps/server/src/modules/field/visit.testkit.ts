import type { Visit } from '@smdp/contracts/field';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../platform/db/database';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { bearer, dataOf, type TestApp } from '../../testing/test-app';

export const VISIT = '/api/smdp-field/visit';

let keys = 0;
/** A fresh client key, as the phone makes one per check-in. */
export const clientKey = () => `test-${process.pid}-${Date.now()}-${++keys}`;

/** The id of a live account of the demo tenant. */
export async function accountId(db: Database, account: string): Promise<string> {
  const row = await db
    .selectFrom('bladeUser')
    .select('id')
    .where('tenantId', '=', ADMIN_TENANT)
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The live stores a distributor (by code) sells to, by id, with their coordinates set to `at`. */
export async function storesOf(db: Database, distributorCode: string, count: number) {
  const distributor = await db
    .selectFrom('baseCustomer')
    .select('id')
    .where('tenantId', '=', ADMIN_TENANT)
    .where('customerCode', '=', distributorCode)
    .executeTakeFirstOrThrow();
  const stores = await db
    .selectFrom('baseCustomer')
    .select(['id', 'lat', 'lng'])
    .where('tenantId', '=', ADMIN_TENANT)
    .where('sellerPartyId', '=', distributor.id)
    .where('partyType', '=', 'STORE')
    .where('state', '=', 'ACTIVE')
    .where('isDeleted', '=', 0)
    .orderBy('id')
    .limit(count)
    .execute();
  if (stores.length < count) throw new Error(`${distributorCode} has fewer than ${count} stores`);
  return { distributorId: distributor.id, stores };
}

/** Puts a store at a place (null: no coordinates). */
export async function placeStore(db: Database, storeId: string, at: { lat: number; lng: number } | null) {
  await db
    .updateTable('baseCustomer')
    .set({ lat: at?.lat ?? null, lng: at?.lng ?? null })
    .where('id', '=', storeId)
    .execute();
}

let planned = 0;
/** A PLANNED visit written straight into the table (what a published plan makes), optionally of a plan. */
export async function plannedVisit(
  db: Database,
  fields: { ownerPartyId: string; storePartyId: string; salespersonId: string; visitDate: string; planId?: string },
): Promise<string> {
  const row = await db
    .insertInto('visit')
    .values({
      tenantId: ADMIN_TENANT,
      visitNo: `TV-${process.pid}-${Date.now()}-${++planned}`,
      planId: fields.planId ?? null,
      ownerPartyId: fields.ownerPartyId,
      storePartyId: fields.storePartyId,
      salespersonId: fields.salespersonId,
      seq: planned,
      visitDate: fields.visitDate,
      createUser: fields.salespersonId,
      createDept: null,
      updateUser: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A PUBLISHED plan of a salesperson's day. */
export async function publishedPlan(db: Database, ownerPartyId: string, salespersonId: string, planDate: string) {
  const row = await db
    .insertInto('visitPlan')
    .values({
      tenantId: ADMIN_TENANT,
      planNo: `TP-${process.pid}-${Date.now()}-${++planned}`,
      ownerPartyId,
      salespersonId,
      routeId: null,
      planDate,
      state: 'PUBLISHED',
      proposedBy: null,
      remark: null,
      createUser: null,
      createDept: null,
      updateUser: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The visit calls as one account makes them. */
export function visitClient(t: TestApp, token: string) {
  const post = (path: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `${VISIT}/${path}`,
      headers: { ...bearer(token), 'lang-type': 'en' },
      payload,
    });
  return {
    post,
    get: (path: string) => t.app.inject({ url: `${VISIT}/${path}`, headers: bearer(token) }),
    checkIn: (body: object) => post('check-in', { clientKey: clientKey(), ...body }),
    task: (body: object) => post('task', body),
    checkOut: (body: object) => post('check-out', body),
    list: async (query = '') =>
      dataOf<{ records: Visit[]; total: number }>(
        await t.app.inject({ url: `${VISIT}/list?size=500${query}`, headers: bearer(token) }),
      ),
  };
}

/** The refusal's code and translated message. */
export function refusal(response: LightMyRequestResponse): { code: number; msg: string } {
  const body = response.json();
  if (body.success) throw new Error(`expected a refusal, got ${response.body}`);
  return { code: body.code, msg: body.msg };
}
