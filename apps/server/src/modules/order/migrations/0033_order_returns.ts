import type { Migration } from '../../../db/migrations/migration';

/**
 * Returns (domain.md §4, issue 13 item 4): the RETURN states on the order, the buyer's warehouse the
 * goods leave and the seller's DEFECTIVE warehouse damaged goods went to, the refund per part; on the
 * lines what the seller accepted and found damaged, and the refund of the line.
 */
export const orderReturnsMigration: Migration = {
  name: '0033_order_returns',
  statements: [
    'alter table sales_order drop constraint sales_order_state_check',
    `alter table sales_order add constraint sales_order_state_check check (state in ('DRAFT', 'SUBMITTED',
      'ON_HOLD', 'APPROVED', 'REJECTED', 'CANCELLED', 'PARTIALLY_SHIPPED', 'SHIPPED', 'COMPLETED', 'CLOSED',
      'RETURN_SHIPPED', 'RECEIVED', 'REFUNDED'))`,
    'alter table sales_order add column return_from_warehouse_id bigint references warehouse(id)',
    'alter table sales_order add column defective_warehouse_id bigint references warehouse(id)',
    'alter table sales_order add column refund_cash numeric(18,2) not null default 0 check (refund_cash >= 0)',
    'alter table sales_order add column refund_rebate numeric(18,2) not null default 0 check (refund_rebate >= 0)',
    'alter table sales_order add column refund_credit numeric(18,2) not null default 0 check (refund_credit >= 0)',
    'alter table sales_order_line add column accepted_qty numeric(18,3) check (accepted_qty >= 0)',
    'alter table sales_order_line add column damaged_qty numeric(18,3) check (damaged_qty >= 0)',
    'alter table sales_order_line add column refund_amount numeric(18,2) check (refund_amount >= 0)',
    `create index sales_order_line_return_of on sales_order_line (return_of_line_id)
      where return_of_line_id is not null`,
    `create index sales_order_return_of on sales_order (tenant_id, return_of_order_id)
      where return_of_order_id is not null`,
  ],
};
