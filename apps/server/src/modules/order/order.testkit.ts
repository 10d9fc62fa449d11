import type { Order, OrderQuote } from '@smdp/contracts/order';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../app';
import { bearer, dataOf } from '../../testing/test-app';

export const ORDER = '/api/smdp-order/order';

/** Calls of the order routes as one signed-in account, in one language. */
export function orderClient(app: App, token: string, lang = 'en') {
  const post = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: { ...bearer(token), 'lang-type': lang }, payload });
  const get = (url: string) => app.inject({ url, headers: { ...bearer(token), 'lang-type': lang } });
  const act = (action: string, order: { id: string; version: number }, more: object = {}) =>
    post(`${ORDER}/${action}`, { id: order.id, version: order.version, ...more });
  return {
    post,
    get,
    act,
    save: (payload: object) => post(`${ORDER}/save`, payload),
    quote: async (payload: object) => dataOf<OrderQuote>(await post(`${ORDER}/quote`, payload)),
    detail: (id: string) => get(`${ORDER}/detail?id=${id}`),
  };
}

/** The envelope of a refused call: its code, and the translated message. */
export function refused(response: LightMyRequestResponse, code: number): string {
  const body = response.json() as { code: number; success: boolean; msg: string };
  expect({ code: body.code, success: body.success }).toEqual({ code, success: false });
  return body.msg;
}

export const orderOf = (response: LightMyRequestResponse) => dataOf<Order>(response);
