import type { Wire } from '@smdp/contracts';
import type { DictItem } from '@smdp/contracts/structure';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { get } from './http';
import { currentLanguage } from './i18n';
import { settings } from './settings';

/** One entry of a dictionary, its value in the language the call was made in. */
export type DictionaryEntry = Wire<DictItem>;

export const DICTIONARY_API = '/blade-system/dict/dictionary';

/** Cached per code and language, so a language switch asks again. */
export const dictionaryQueryKey = (code: string, lang: string) => ['dictionary', code, lang] as const;

const dictionaryQuery = (code: string, lang: string) => ({
  queryKey: dictionaryQueryKey(code, lang),
  queryFn: () => get<DictionaryEntry[]>(DICTIONARY_API, { code }),
  // spec §7/§9: dictionaries are cached 30 minutes; concurrent callers share one request.
  staleTime: settings.cache.dictionaryMs,
  gcTime: settings.cache.dictionaryMs,
});

/** A dictionary's entries (`dict/dictionary?code=`), from the shared 30-minute cache. */
export function useDictionary(code: string) {
  useTranslation(); // re-renders on a language switch, which changes the query key below
  return useQuery(dictionaryQuery(code, currentLanguage()));
}

/** Outside components: the same cache through the query client. */
export const loadDictionary = (client: QueryClient, code: string) =>
  client.fetchQuery(dictionaryQuery(code, currentLanguage()));

/** The entries as select options (`value` is the key). */
export const dictionaryOptions = (entries: readonly DictionaryEntry[] | undefined) =>
  (entries ?? []).map((entry) => ({ value: entry.dictKey, label: entry.dictValue }));

/** After a dictionary changed: every cached dictionary is asked again when next used. */
export const forgetDictionaries = (client: QueryClient) => client.invalidateQueries({ queryKey: ['dictionary'] });
