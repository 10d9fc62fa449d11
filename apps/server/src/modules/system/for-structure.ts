/** What the structure module reads of system: a row's text in the caller's language. */
export { localized } from './localized';
