import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app';
import { BASIC_AUTH } from '../testing/test-app';

/**
 * A call exactly as the BladeX 2.9 "Saber" front end (public repository ApolloShi/CDOS_saber) sends it:
 * `src/router/axios.js` adds the Basic client header to every request and `Blade-Auth: bearer <token>`
 * once signed in; `params` go to the query string with undefined values left out (axios), `data` is JSON.
 */
export type SaberCall = {
  url: string;
  method?: 'get' | 'post';
  params?: Record<string, string | number | undefined>;
  data?: unknown;
  headers?: Record<string, string>;
};

export async function saber(app: App, token: string | null, call: SaberCall): Promise<LightMyRequestResponse> {
  const query = Object.fromEntries(
    Object.entries(call.params ?? {})
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
  return app.inject({
    method: call.method === 'post' ? 'POST' : 'GET',
    url: call.url,
    query,
    headers: {
      authorization: BASIC_AUTH,
      ...(token ? { 'blade-auth': `bearer ${token}` } : {}),
      ...call.headers,
    },
    ...(call.data === undefined ? {} : { payload: call.data as object }),
  });
}

/** What the client's axios interceptor accepts: `res.data.code` 200 (else it shows `msg` and rejects). */
export function saberData<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  const body = response.json();
  if ((body.code ?? response.statusCode) !== 200) throw new Error(`the client would reject: ${response.body}`);
  return body.data as T;
}

/** Saber calls as one account, answering what the client would read (`data`), under an optional URL prefix. */
export function saberAs(app: App, token: string, base = '') {
  return {
    get: <T>(path: string, params: SaberCall['params'] = {}) =>
      saber(app, token, { url: `${base}${path}`, params }).then((response) => saberData<T>(response)),
    post: <T>(path: string, call: Pick<SaberCall, 'params' | 'data'>) =>
      saber(app, token, { url: `${base}${path}`, method: 'post', ...call }).then((response) => saberData<T>(response)),
  };
}
