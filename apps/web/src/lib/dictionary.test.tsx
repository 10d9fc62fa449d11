import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dictionaryOptions, forgetDictionaries, loadDictionary, useDictionary } from './dictionary';
import { setupI18n } from './i18n';

const entries = [
  { id: '1', parentId: '9', code: 'sex', dictKey: '1', dictValue: 'Male', sort: 1, remark: null },
  { id: '2', parentId: '9', code: 'sex', dictKey: '2', dictValue: 'Female', sort: 2, remark: null },
];

function fakeServer() {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      calls.push(url);
      return new Response(JSON.stringify({ code: 200, success: true, data: entries, msg: '' }));
    }),
  );
  return calls;
}

function Sexes({ label }: { label: string }) {
  const sex = useDictionary('sex');
  return (
    <p>
      {label}:{' '}
      {dictionaryOptions(sex.data)
        .map((option) => `${option.value}=${option.label}`)
        .join(',')}
    </p>
  );
}

describe('useDictionary', () => {
  beforeAll(async () => {
    localStorage.setItem('smdp-language', 'en');
    await setupI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks once for every component that needs the same dictionary, and serves it from the cache after', async () => {
    const calls = fakeServer();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Sexes label="a" />
        <Sexes label="b" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('a: 1=Male,2=Female')).toBeTruthy();
    expect(await screen.findByText('b: 1=Male,2=Female')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.pathname).toBe('/api/blade-system/dict/dictionary');
    expect(calls[0]?.searchParams.get('code')).toBe('sex');
    expect(await loadDictionary(client, 'sex')).toEqual(entries);
    expect(calls).toHaveLength(1);

    await forgetDictionaries(client);
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('keeps entries for 30 minutes', async () => {
    fakeServer();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const client = new QueryClient();
      await loadDictionary(client, 'sex');
      const calls = fakeServer();
      vi.setSystemTime(Date.now() + 29 * 60_000);
      await loadDictionary(client, 'sex');
      expect(calls).toHaveLength(0);
      vi.setSystemTime(Date.now() + 2 * 60_000);
      await loadDictionary(client, 'sex');
      expect(calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
