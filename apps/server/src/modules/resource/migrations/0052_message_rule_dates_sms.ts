import type { Migration } from '../../../db/migrations/migration';

/**
 * Message rules by date and by SMS (issue 15 item 3). A DATE rule fires from the daily scan N days
 * before or after a whitelisted date field; `message_rule_fired` keeps one row per rule, document and
 * date, so a scan run twice (or on two instances at once) sends each reminder once. Rules whose channel
 * includes SMS queue texts in `sms_message` (state QUEUED, purpose RULE), counted by purpose for the
 * per-number limit.
 */
export const messageRuleDatesSmsMigration: Migration = {
  name: '0052_message_rule_dates_sms',
  statements: [
    `alter table message_rule
      add column trigger text not null default 'EVENT',
      add column date_field text,
      add column date_days integer,
      add column date_direction text,
      alter column action drop not null`,
    `alter table message_rule add constraint message_rule_channel check (channel in ('IN_APP', 'SMS', 'IN_APP_AND_SMS'))`,
    `alter table message_rule add constraint message_rule_trigger check (
      (trigger = 'EVENT' and action is not null)
      or (trigger = 'DATE' and date_field is not null and date_days between 0 and 365
        and date_direction in ('BEFORE', 'AFTER')))`,
    `create index message_rule_date on message_rule (tenant_id) where is_deleted = 0 and enabled and trigger = 'DATE'`,
    `create table message_rule_fired (
      rule_id bigint not null,
      doc_id bigint not null,
      due_date date not null,
      tenant_id text not null,
      fired_at timestamptz not null default now(),
      primary key (rule_id, doc_id, due_date))`,
    `alter table sms_message add column purpose text`,
    `create index sms_message_phone_purpose on sms_message (phone, purpose, create_time desc)`,
    `create index sms_message_queued on sms_message (id) where state = 'QUEUED'`,
  ],
};
