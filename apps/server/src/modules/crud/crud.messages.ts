import type { Translations } from '../../platform/i18n/translations';

/** Messages of list-and-form pattern, permissions, audit. */
export const crudMessages = {} satisfies Record<string, Translations>;
