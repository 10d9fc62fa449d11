import { describe, expect, it } from 'vitest';
import { migrations } from './index';

/** Names a database records in schema_migration: moving a migration's file must never change them. */
const RELEASED = [
  '0001_foundation',
  '0002_crud',
  '0003_users',
  '0004_access',
  '0005_structure',
  '0006_records',
  '0007_platform',
  '0008_parties',
  '0009_catalog',
  '0010_stores',
  '0011_lists',
  '0012_words',
  '0013_sessions',
  '0014_jobs',
  '0015_documents',
  '0016_bladex_fields',
  '0017_params',
  '0018_ledger',
  '0019_stock',
  '0020_stock_vouchers',
  '0021_stock_reports',
  '0022_stock_transfers',
  '0023_stock_checks',
  '0024_stock_reorder',
  '0025_stock_adjustments',
  '0027_stock_goods_setting_version',
];

describe('migrations', () => {
  it('keep the released names, in order, and add new ones after them', () => {
    const names = migrations.map((migration) => migration.name);
    expect(names.slice(0, RELEASED.length)).toEqual(RELEASED);
    expect(names).toEqual([...new Set(names)].sort());
  });
});
