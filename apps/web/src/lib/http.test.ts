import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanQuery, del, describeFailure, requestHeaders, upload } from './http';
import { i18n, setupI18n } from './i18n';
import { useSession } from './session';

beforeAll(async () => {
  localStorage.setItem('smdp-language', 'en');
  await setupI18n();
});

describe('cleanQuery', () => {
  it('trims values and drops empty and null ones (spec §5)', () => {
    expect(cleanQuery({ a: '  x ', b: '', c: null, d: undefined, e: 0, f: '   ' }).toString()).toBe('a=x&e=0');
  });
});

describe('requestHeaders', () => {
  it('sends the client, language, zone and front headers, and the token once signed in', () => {
    useSession.setState({ accessToken: '', user: null });
    const anonymous = requestHeaders();
    expect(anonymous.Authorization).toBe(`Basic ${btoa('saber:saber_secret')}`);
    expect(anonymous['Lang-Type']).toBe('en');
    expect(anonymous['Zone-Id']).toBeTruthy();
    expect(anonymous).not.toHaveProperty('Blade-Auth');
    useSession.setState({ accessToken: 'abc', user: { user_type: 0 } as never });
    expect(requestHeaders()['Blade-Auth']).toBe('bearer abc');
    expect(requestHeaders()).not.toHaveProperty('My-Head-Agent');
  });

  it('adds My-Head-Agent only for customer-side users, mapped from ipoStatus (spec §6)', () => {
    useSession.setState({ accessToken: 'abc', user: { user_type: 1 } as never });
    expect(requestHeaders()['My-Head-Agent']).toBe('10');
    expect(requestHeaders(2)['My-Head-Agent']).toBe('20');
    expect(requestHeaders(3)['My-Head-Agent']).toBe('30');
  });
});

describe('describeFailure', () => {
  it("replaces 'Bad credentials', falls back to 'unknown error' and wraps long texts", async () => {
    expect(describeFailure('Bad credentials')).toBe(i18n.t('login.badCredentials'));
    expect(describeFailure(undefined)).toBe('unknown error');
    const long = 'x'.repeat(250);
    expect(
      describeFailure(long)
        .split('\n')
        .map((line) => line.length),
    ).toEqual([100, 100, 50]);
    expect(describeFailure('short')).toBe('short');
  });
});

describe('request bodies', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = (data: unknown) =>
    vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ code: 200, success: true, data, msg: '' })),
    );

  it('sends files as multipart without forcing a JSON content type', async () => {
    const fetchMock = answer({ id: '1' });
    vi.stubGlobal('fetch', fetchMock);
    const file = new Blob(['png'], { type: 'image/png' });
    expect(await upload('/blade-resource/attach/upload', { file })).toEqual({ id: '1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/blade-resource/attach/upload');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBeInstanceOf(Blob);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('sends DELETE with its ids in the query', async () => {
    const fetchMock = answer(true);
    vi.stubGlobal('fetch', fetchMock);
    await del('/blade-system/systemVersionManage/remove', { ids: '1,2' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/blade-system/systemVersionManage/remove?ids=1%2C2');
    expect(fetchMock.mock.calls[0]![1].method).toBe('DELETE');
  });
});
