import type { Migration } from '../../../db/migrations/migration';

/**
 * The order search's usual question (issue 13: one buyer's orders in one state since a date, the buyer's
 * own "my orders" page with a state tab): all three conditions in the index, so a buyer with years of
 * orders reads only the ones that match. `sales_order_buyer` stays for the searches without a state.
 */
export const orderSearchMigration: Migration = {
  name: '0035_order_search',
  statements: ['create index sales_order_buyer_state on sales_order (tenant_id, buyer_party_id, state, create_time)'],
};
