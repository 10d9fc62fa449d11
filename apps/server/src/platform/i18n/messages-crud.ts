import type { Translations } from './translations';

/** Messages of list-and-form pattern, permissions, audit. */
export const crudMessages = {} satisfies Record<string, Translations>;
