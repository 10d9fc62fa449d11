import type { Migration } from './migration';

/**
 * Texts people read, in each language beside the untranslated column (as menus and dictionaries keep
 * them): role names, message titles and bodies, release notes, customer level names.
 */
export const wordsMigration: Migration = {
  name: '0012_words',
  statements: [
    `alter table blade_role add column role_name_i18n jsonb not null default '{}'`,
    `alter table blade_message
      add column title_i18n jsonb not null default '{}',
      add column content_i18n jsonb not null default '{}'`,
    `alter table system_version add column update_content_i18n jsonb not null default '{}'`,
    `alter table customer_level add column name_i18n jsonb not null default '{}'`,
  ],
};
