import type { Migration } from '../../../db/migrations/migration';

/**
 * Fields BladeX 2.9 clients (Saber) edit on OAuth clients and tenants (issue 11). They are stored and
 * answered as given; no rule of this portal reads them (sign-in checks grant types, scope and lifetimes).
 */
export const bladexFieldsMigration: Migration = {
  name: '0016_bladex_fields',
  statements: [
    `alter table blade_client
      add column web_server_redirect_uri text,
      add column resource_ids text,
      add column authorities text,
      add column autoapprove text,
      add column additional_information text`,
    'alter table blade_tenant add column background_url text',
  ],
};
