import type { Migration } from './migration';

/** Sessions that end before their tokens expire (issue 9). */
export const sessionsMigration: Migration = {
  name: '0013_sessions',
  statements: [
    // One row per user whose sessions were ended: access tokens issued before valid_after are refused,
    // except those of the sign-in that changed its own password (kept_family). changed_at drives the
    // poll by which every server instance learns of it.
    `create table session_cutoff (
      user_id bigint primary key references blade_user(id),
      valid_after timestamptz not null,
      kept_family text,
      changed_at timestamptz not null default clock_timestamp())`,
    'create index session_cutoff_changed on session_cutoff (changed_at)',
  ],
};
