export * from './stock.codes';
export * from './voucher.machine';
export * from './voucher.schema';
