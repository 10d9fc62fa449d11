import { beforeAll, describe, expect, it } from 'vitest';
import { cleanQuery, describeFailure, requestHeaders } from './http';
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
