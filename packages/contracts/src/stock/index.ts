export * from './check.machine';
export * from './check.schema';
export * from './stock.codes';
export * from './stock-report.schema';
export * from './transfer.machine';
export * from './transfer.schema';
export * from './voucher.machine';
export * from './voucher.schema';
