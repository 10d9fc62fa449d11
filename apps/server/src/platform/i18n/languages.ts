import { LANGUAGES, type Language } from '@smdp/contracts';

export { LANGUAGES, type Language };
export const DEFAULT_LANGUAGE: Language = 'en';

/** Reads a Lang-Type header value such as `zh-CN`, `en`, `fr_FR`; anything unknown falls back to English. */
export function parseLanguage(header: string | string[] | undefined): Language {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  const base = raw.split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : DEFAULT_LANGUAGE;
}
