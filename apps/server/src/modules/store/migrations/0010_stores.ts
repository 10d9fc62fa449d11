import type { Migration } from '../../../db/migrations/migration';

/** Tables of stores (shops), their warehouse bindings, and warehouses (domain.md §6). */
export const storesMigration: Migration = {
  name: '0010_stores',
  statements: [
    `alter table warehouse
      add column state text not null default 'ACTIVE' check (state in ('ACTIVE', 'COUNTING', 'DISABLED')),
      add column allow_negative boolean not null default false,
      add column address text,
      add column remark text`,
    'create index warehouse_owner on warehouse (tenant_id, owner_customer_id) where is_deleted = 0',
    `create table warehouse_keeper (
      warehouse_id bigint not null references warehouse(id),
      user_id bigint not null references blade_user(id),
      primary key (warehouse_id, user_id))`,

    'alter table customer_shop add column address text, add column remark text',
    'create index customer_shop_customer on customer_shop (tenant_id, customer_id) where is_deleted = 0',
    'alter table customer_shop_bind add column is_default boolean not null default false',
    `create unique index customer_shop_bind_default on customer_shop_bind (shop_id)
      where is_default and is_deleted = 0`,
  ],
};
