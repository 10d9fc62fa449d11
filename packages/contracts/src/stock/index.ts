export * from './stock.codes';
export * from './stock-report.schema';
export * from './voucher.machine';
export * from './voucher.schema';
