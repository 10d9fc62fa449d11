import type { Migration } from '../../../db/migrations/migration';

/**
 * A version on a goods' stock setting (issue 12, the settings page): two people editing one goods' setting
 * must not overwrite each other silently, so a submit carries the version it read and a stale one gets 409.
 */
export const stockGoodsSettingVersionMigration: Migration = {
  name: '0027_stock_goods_setting_version',
  statements: ['alter table stock_goods_setting add column version integer not null default 1'],
};
