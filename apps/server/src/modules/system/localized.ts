import type { I18nText } from '../../db/schema';
import type { Language } from '../../platform/i18n/languages';

/** A row's text in the caller's language, or its untranslated column when that language is missing. */
export const localized = (texts: I18nText | null, lang: Language, fallback: string): string =>
  texts?.[lang] || fallback;
