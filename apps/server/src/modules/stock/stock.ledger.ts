import { defineLedger } from '../../platform/ledger/define';

/**
 * The stock ledger: quantity (3 dp, never below zero unless the warehouse allows it) and value (2 dp,
 * free to run below zero when a receipt is reversed after part of it left) per warehouse, goods and batch.
 */
export const stockLedger = defineLedger({
  name: 'stock',
  entryTable: 'stockLedgerEntry',
  balanceTable: 'stockBalance',
  keys: ['warehouseId', 'goodsId', 'batchNo'],
  figures: {
    qtyChange: { after: 'qtyAfter', balance: 'onHand', scale: 3 },
    valueChange: { after: 'valueAfter', balance: 'stockValue', scale: 2, mayGoNegative: true },
  },
  extras: ['unitCost', 'unit', 'factor'],
  belowZero: 'stockNotEnough',
});

export const QTY_SCALE = 3;
export const VALUE_SCALE = 2;
export const COST_SCALE = 6;
