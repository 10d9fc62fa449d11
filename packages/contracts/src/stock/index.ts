export * from './stock.codes';
export * from './stock-report.schema';
