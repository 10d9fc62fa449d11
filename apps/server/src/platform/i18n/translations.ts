import type { Language } from './languages';

/** One text in every language: a missing language is a compile error. */
export type Translations = Record<Language, string>;
