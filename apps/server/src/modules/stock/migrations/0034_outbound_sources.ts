import type { Migration } from '../../../db/migrations/migration';

/**
 * An outbound can come from another document's reservation (a pick-up hand-over of an order): it names
 * that document and, per line, the document's line, so the document learns what shipped.
 */
export const outboundSourcesMigration: Migration = {
  name: '0034_outbound_sources',
  statements: [
    'alter table stock_outbound add column source_type text, add column source_id bigint',
    'alter table stock_outbound_line add column source_line integer',
    'create index stock_outbound_source on stock_outbound (tenant_id, source_type, source_id) where source_id is not null',
  ],
};
