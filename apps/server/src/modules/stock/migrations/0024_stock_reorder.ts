import type { Migration } from '../../../db/migrations/migration';

/**
 * A goods' reorder level (issue 12, the projected stock report): when the projected stock of a warehouse
 * falls to it, the goods is due for reordering there. Null: no level set.
 */
export const stockReorderMigration: Migration = {
  name: '0024_stock_reorder',
  statements: ['alter table stock_goods_setting add column reorder_level numeric(18,3) check (reorder_level >= 0)'],
};
